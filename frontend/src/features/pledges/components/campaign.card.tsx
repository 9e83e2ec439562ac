import { formatMoney, type CampaignView, type Money } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useFormat } from '../../../shared/i18n';
import { Badge, Button, Card, CardTitle, DataTable, ErrorState, LoadingState, Stack, useToast } from '../../../shared/ui';
import { useChangeCampaign } from '../api/change-campaign.mutation';
import { useCampaign } from '../api/get-campaign.query';
import { PledgeDialog } from './pledge.dialog';
import { ProgressMeter } from './progress-meter';

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** One campaign: its goal, given and pledged as progress bars; for readers of individual giving, each pledger's progress. */
export function CampaignCard({ campaign }: { campaign: CampaignView }) {
  const { t, i18n } = useTranslation('pledges');
  const format = useFormat();
  const toast = useToast();
  const canWrite = useCan('giving.write');
  const canReadPledgers = useCan('giving.read');
  const [showPledgers, setShowPledgers] = useState(false);
  const [recording, setRecording] = useState(false);
  const change = useChangeCampaign();
  const detail = useCampaign(campaign.id, showPledgers);
  const money = (amount: Money) => formatMoney(amount, i18n.language);
  const of = (part: Money, whole: Money) => t('progress.of', { part: money(part), whole: money(whole) });
  const closed = campaign.status === 'closed';

  const toggleStatus = () =>
    change.mutate(
      { id: campaign.id, changes: { status: closed ? 'open' : 'closed' } },
      {
        onSuccess: () => toast.show({ tone: 'success', message: t(closed ? 'campaign.reopened' : 'campaign.closedNow', { name: campaign.name }) }),
        onError: () => toast.show({ tone: 'error', message: t('campaign.changeFailed') }),
      },
    );

  return (
    <Card>
      <Stack $gap="md">
        <StyledHead>
          <CardTitle>{campaign.name}</CardTitle>
          <Badge $tone={closed ? 'neutral' : 'success'}>{t(`status.${campaign.status}`)}</Badge>
        </StyledHead>
        <StyledMeta>
          {t('campaign.period', { from: format.date(campaign.startsOn), to: format.date(campaign.endsOn) })} ·{' '}
          {t('campaign.funds', { funds: campaign.funds.map((fund) => fund.name).join(', ') })} ·{' '}
          {t('campaign.pledgeCount', { pledges: format.number(campaign.pledgeCount) })}
        </StyledMeta>
        <ProgressMeter
          label={t('progress.given')}
          value={campaign.given.minor}
          max={campaign.goal.minor}
          valueText={of(campaign.given, campaign.goal)}
          tone="success"
        />
        <ProgressMeter label={t('progress.pledged')} value={campaign.pledged.minor} max={campaign.goal.minor} valueText={of(campaign.pledged, campaign.goal)} />
        <ProgressMeter
          label={t('progress.givenTowardPledges')}
          value={campaign.givenTowardPledges.minor}
          max={campaign.pledged.minor}
          valueText={of(campaign.givenTowardPledges, campaign.pledged)}
          tone="success"
        />
        <StyledActions>
          {canReadPledgers && (
            <Button variant="secondary" aria-expanded={showPledgers} onClick={() => setShowPledgers((shown) => !shown)}>
              {t(showPledgers ? 'campaign.hidePledgers' : 'campaign.showPledgers')}
            </Button>
          )}
          {canWrite && !closed && (
            <Button variant="secondary" onClick={() => setRecording(true)}>
              {t('campaign.recordPledge')}
            </Button>
          )}
          {canWrite && (
            <Button variant="secondary" onClick={toggleStatus} disabled={change.isPending}>
              {t(closed ? 'campaign.reopen' : 'campaign.close')}
            </Button>
          )}
        </StyledActions>
        {showPledgers && detail.isPending && <LoadingState label={t('loading')} />}
        {showPledgers && detail.isError && <ErrorState title={t('loadFailed')} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />}
        {showPledgers && detail.data?.pledges && detail.data.pledges.length === 0 && <p>{t('campaign.noPledges')}</p>}
        {showPledgers && detail.data?.pledges && detail.data.pledges.length > 0 && (
          <DataTable
            caption={t('pledgers.caption', { name: campaign.name })}
            density="dense"
            rows={detail.data.pledges}
            rowKey={(pledge) => pledge.id}
            columns={[
              { id: 'pledger', header: t('pledgers.pledger'), cell: (pledge) => pledge.pledger.name, rowHeader: true },
              { id: 'amount', header: t('pledgers.amount'), cell: (pledge) => money(pledge.amount), align: 'end' },
              { id: 'given', header: t('pledgers.given'), cell: (pledge) => money(pledge.given), align: 'end' },
              {
                id: 'progress',
                header: t('pledgers.progress'),
                cell: (pledge) =>
                  pledge.status === 'cancelled' ? (
                    <Badge>{t('status.cancelled')}</Badge>
                  ) : (
                    <ProgressMeter
                      label={t('pledgers.progressOf', { name: pledge.pledger.name })}
                      value={pledge.given.minor}
                      max={pledge.amount.minor}
                      valueText={of(pledge.given, pledge.amount)}
                      tone="success"
                    />
                  ),
              },
            ]}
          />
        )}
      </Stack>
      {recording && <PledgeDialog campaign={campaign} onClose={() => setRecording(false)} />}
    </Card>
  );
}
