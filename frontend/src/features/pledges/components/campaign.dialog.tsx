import { CreateCampaignDto, VALIDATION_MESSAGES } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { CancelOrSubmit, CheckboxGroup, Dialog, Form, TextField, useToast } from '../../../shared/ui';
import { useFunds } from '../api/get-funds.query';
import { useOpenCampaign } from '../api/open-campaign.mutation';
import { moneyFromInput } from './money-input.util';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FIELDS = ['name', 'goal', 'startsOn', 'endsOn', 'fundIds'] as const;

/** A new campaign: its name, goal in the church's currency, period and the funds whose gifts count toward it. */
export function CampaignDialog({ currency, onClose }: { currency: string; onClose: () => void }) {
  const { t } = useTranslation('pledges');
  const toast = useToast();
  const open = useOpenCampaign();
  const funds = useFunds(true);
  const form = useFormErrors(t, FIELDS);
  const [values, setValues] = useState({ name: '', goal: '', startsOn: '', endsOn: '', fundIds: [] as string[] });
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = () => {
    const goal = moneyFromInput(values.goal, currency);
    const result = validateDto(CreateCampaignDto, { ...values, goal: goal ?? undefined });
    const errors: Partial<Record<string, string>> = { ...result.errors };
    if (!goal) errors.goal = values.goal.trim() ? VALIDATION_MESSAGES.choice : VALIDATION_MESSAGES.required;
    if (!form.acceptClientCheck({ valid: result.valid && goal !== null, errors }) || !result.valid) return;
    open.mutate(result.value, {
      onSuccess: () => {
        toast.show({ tone: 'success', message: t('campaignForm.opened', { name: values.name }) });
        onClose();
      },
      onError: (error) => form.showServerError(error),
    });
  };

  return (
    <Dialog open title={t('campaignForm.title')} onClose={onClose} width="40rem">
      <Form
        form={form}
        onSubmit={submit}
        footer={<CancelOrSubmit onCancel={onClose} pending={open.isPending} pendingLabel={t('campaignForm.opening')} submitLabel={t('campaignForm.open')} />}
      >
        <TextField label={t('campaignForm.name')} name="name" value={values.name} error={form.errors.name} onChange={(e) => set('name', e.target.value)} />
        <TextField
          label={t('campaignForm.goal', { currency })}
          name="goal"
          inputMode="decimal"
          value={values.goal}
          error={form.errors.goal}
          onChange={(e) => set('goal', e.target.value)}
        />
        <StyledGrid>
          <TextField
            label={t('campaignForm.startsOn')}
            type="date"
            name="startsOn"
            value={values.startsOn}
            error={form.errors.startsOn}
            onChange={(e) => set('startsOn', e.target.value)}
          />
          <TextField
            label={t('campaignForm.endsOn')}
            type="date"
            name="endsOn"
            value={values.endsOn}
            error={form.errors.endsOn}
            onChange={(e) => set('endsOn', e.target.value)}
          />
        </StyledGrid>
        <CheckboxGroup
          legend={t('campaignForm.funds')}
          options={(funds.data ?? []).filter((fund) => fund.status === 'active').map((fund) => ({ value: fund.id, label: fund.name }))}
          values={values.fundIds}
          error={form.errors.fundIds}
          onChange={(fundIds) => set('fundIds', fundIds)}
        />
      </Form>
    </Dialog>
  );
}
