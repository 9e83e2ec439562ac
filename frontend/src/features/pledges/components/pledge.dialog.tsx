import { VALIDATION_MESSAGES, type CampaignView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors } from '../../../shared/forms';
import { useMemberSearch } from '../../../shared/people';
import { CancelOrSubmit, Dialog, Form, SelectField, TextField, useToast } from '../../../shared/ui';
import { useMakePledge } from '../api/make-pledge.mutation';
import { moneyFromInput } from './money-input.util';

const FIELDS = ['search', 'memberId', 'amount'] as const;

/** The finance role records a member's pledge card: who, and how much over the campaign's period. */
export function PledgeDialog({ campaign, onClose }: { campaign: CampaignView; onClose: () => void }) {
  const { t } = useTranslation('pledges');
  const toast = useToast();
  const make = useMakePledge();
  const form = useFormErrors(t, FIELDS, { codeFields: { ALREADY_PLEDGED: 'memberId', MEMBER_NOT_FOUND: 'memberId' } });
  const [search, setSearch] = useState('');
  const [memberId, setMemberId] = useState('');
  const [amount, setAmount] = useState('');
  const members = useMemberSearch(search, { pageSize: 10 });
  const options = (members.data?.items ?? []).map((member) => ({ value: member.id, label: member.fullName }));

  const submit = () => {
    const money = moneyFromInput(amount, campaign.goal.currency);
    const errors: Partial<Record<string, string>> = {};
    if (!memberId) errors.memberId = VALIDATION_MESSAGES.required;
    if (!money || money.minor <= 0) errors.amount = amount.trim() ? VALIDATION_MESSAGES.choice : VALIDATION_MESSAGES.required;
    if (!form.acceptClientCheck({ valid: Object.keys(errors).length === 0, errors }) || !money) return;
    make.mutate(
      { campaignId: campaign.id, pledge: { memberId, amount: money } },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', message: t('pledgeForm.recorded') });
          onClose();
        },
        onError: (error) => form.showServerError(error),
      },
    );
  };

  return (
    <Dialog open title={t('pledgeForm.title', { campaign: campaign.name })} onClose={onClose} width="34rem">
      <Form
        form={form}
        onSubmit={submit}
        footer={<CancelOrSubmit onCancel={onClose} pending={make.isPending} pendingLabel={t('pledgeForm.recording')} submitLabel={t('pledgeForm.record')} />}
      >
        <TextField
          label={t('pledgeForm.search')}
          name="search"
          type="search"
          hint={t('pledgeForm.searchHint')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setMemberId('');
          }}
        />
        <SelectField
          label={t('pledgeForm.member')}
          name="memberId"
          value={memberId}
          error={form.errors.memberId}
          options={[{ value: '', label: options.length ? t('pledgeForm.choose') : t('pledgeForm.noMatches') }, ...options]}
          onChange={(e) => setMemberId(e.target.value)}
        />
        <TextField
          label={t('pledgeForm.amount', { currency: campaign.goal.currency })}
          name="amount"
          inputMode="decimal"
          value={amount}
          error={form.errors.amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </Form>
    </Dialog>
  );
}
