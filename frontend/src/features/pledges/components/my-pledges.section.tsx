import { formatMoney, VALIDATION_MESSAGES, type Money } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormErrors } from '../../../shared/forms';
import { useFormat } from '../../../shared/i18n';
import { Badge, Button, Card, CardTitle, ErrorState, Form, LoadingState, SelectField, Stack, SubmitButton, TextField, useToast } from '../../../shared/ui';
import { useCancelPledge } from '../api/cancel-pledge.mutation';
import { useMyPledges } from '../api/get-my-pledges.query';
import { useMakePledge } from '../api/make-pledge.mutation';
import { moneyFromInput } from './money-input.util';
import { ProgressMeter } from './progress-meter';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const FIELDS = ['campaignId', 'amount'] as const;

/**
 * A member's own pledges (and their household's) with what they have given toward each, and a form
 * to pledge to an open campaign. For /my-giving, which the app composes from the features.
 */
export function MyPledgesSection() {
  const { t, i18n } = useTranslation('pledges');
  const format = useFormat();
  const toast = useToast();
  const mine = useMyPledges();
  const make = useMakePledge();
  const cancel = useCancelPledge();
  const form = useFormErrors(t, FIELDS, { codeFields: { ALREADY_PLEDGED: 'campaignId', CAMPAIGN_CLOSED: 'campaignId' } });
  const [campaignId, setCampaignId] = useState('');
  const [amount, setAmount] = useState('');
  const money = (value: Money) => formatMoney(value, i18n.language);

  if (mine.isPending) return <LoadingState label={t('loading')} />;
  if (mine.isError) return <ErrorState title={t('loadFailed')} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />;
  const { pledges, openCampaigns } = mine.data;
  const pledgedTo = new Set(pledges.filter((pledge) => pledge.status === 'active').map((pledge) => pledge.campaignId));
  const available = openCampaigns.filter((campaign) => !pledgedTo.has(campaign.id));
  const chosen = available.find((campaign) => campaign.id === campaignId);

  const submit = () => {
    const value = chosen ? moneyFromInput(amount, chosen.goal.currency) : null;
    const errors: Partial<Record<string, string>> = {};
    if (!chosen) errors.campaignId = VALIDATION_MESSAGES.required;
    if (!value || value.minor <= 0) errors.amount = amount.trim() ? VALIDATION_MESSAGES.choice : VALIDATION_MESSAGES.required;
    if (!form.acceptClientCheck({ valid: Object.keys(errors).length === 0, errors }) || !chosen || !value) return;
    make.mutate(
      { campaignId: chosen.id, pledge: { amount: value } },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', message: t('mine.pledged', { campaign: chosen.name }) });
          setCampaignId('');
          setAmount('');
        },
        onError: (error) => form.showServerError(error),
      },
    );
  };

  return (
    <Card>
      <Stack $gap="lg">
        <CardTitle>{t('mine.title')}</CardTitle>
        {pledges.length === 0 ? (
          <p>{t('mine.none')}</p>
        ) : (
          <StyledList>
            {pledges.map((pledge) => (
              <li key={pledge.id}>
                <Stack $gap="sm">
                  <StyledHead>
                    <StyledName>{pledge.campaign.name}</StyledName>
                    {pledge.status === 'cancelled' ? (
                      <Badge>{t('status.cancelled')}</Badge>
                    ) : (
                      pledge.campaign.status === 'closed' && <Badge>{t('status.closed')}</Badge>
                    )}
                  </StyledHead>
                  <span>
                    {t('campaign.period', { from: format.date(pledge.campaign.startsOn), to: format.date(pledge.campaign.endsOn) })}
                    {pledge.pledger.kind === 'household' ? ` · ${t('mine.household', { name: pledge.pledger.name })}` : ''}
                  </span>
                  {pledge.status === 'active' && (
                    <ProgressMeter
                      label={t('mine.progress', { campaign: pledge.campaign.name })}
                      value={pledge.given.minor}
                      max={pledge.amount.minor}
                      valueText={t('progress.of', { part: money(pledge.given), whole: money(pledge.amount) })}
                      tone="success"
                    />
                  )}
                  {pledge.status === 'active' && pledge.campaign.status === 'open' && (
                    <div>
                      <Button
                        variant="secondary"
                        disabled={cancel.isPending}
                        onClick={() =>
                          cancel.mutate(pledge.id, {
                            onSuccess: () => toast.show({ tone: 'success', message: t('mine.cancelled', { campaign: pledge.campaign.name }) }),
                            onError: () => toast.show({ tone: 'error', message: t('mine.cancelFailed') }),
                          })
                        }
                      >
                        {t('mine.cancel', { campaign: pledge.campaign.name })}
                      </Button>
                    </div>
                  )}
                </Stack>
              </li>
            ))}
          </StyledList>
        )}
        {available.length > 0 && (
          <Form
            form={form}
            onSubmit={submit}
            footer={
              <SubmitButton pending={make.isPending} pendingLabel={t('mine.pledging')}>
                {t('mine.pledge')}
              </SubmitButton>
            }
          >
            <SelectField
              label={t('mine.campaign')}
              name="campaignId"
              value={campaignId}
              error={form.errors.campaignId}
              options={[{ value: '', label: t('mine.chooseCampaign') }, ...available.map((campaign) => ({ value: campaign.id, label: campaign.name }))]}
              onChange={(e) => setCampaignId(e.target.value)}
            />
            <TextField
              label={t('mine.amount', { currency: chosen?.goal.currency ?? available[0].goal.currency })}
              hint={chosen ? t('mine.amountHint', { from: format.date(chosen.startsOn), to: format.date(chosen.endsOn) }) : undefined}
              name="amount"
              inputMode="decimal"
              value={amount}
              error={form.errors.amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </Form>
        )}
      </Stack>
    </Card>
  );
}
