import { SelfUpdateDetailsDto, SelfUpdateHouseholdAddressDto, type HouseholdView, type MemberSelfUpdateView, type MemberView } from '@koinonia/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { Button, Card, CardTitle, Form, InlineAlert, SubmitButton, TextField, useToast } from '../../../shared/ui';
import { useMySelfUpdates } from '../api/get-my-self-updates.query';
import { useUpdateOwnDetails } from '../api/update-own-details.mutation';
import { useUpdateOwnHouseholdAddress } from '../api/update-own-household-address.mutation';
import { useMemberHousehold } from '../households/api/get-member-household.query';
import { useFormatPhone } from './use-format-phone.hook';

const OWN_FIELDS = ['email', 'phone', 'address'] as const;
type OwnField = (typeof OWN_FIELDS)[number];
type OwnValues = Record<OwnField, string>;

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

const StyledStatus = styled(InlineAlert)`
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

function fieldList(t: TFunction, update: MemberSelfUpdateView, language: string): string {
  const words = update.changes.map((change) => t(`history.fieldNames.${change.field}`));
  try {
    return new Intl.ListFormat(language, { type: 'conjunction' }).format(words);
  } catch {
    return words.join(', ');
  }
}

/** What became of the member's latest request, when it waits or was declined. */
function RequestStatus({ latest }: { latest: MemberSelfUpdateView | undefined }) {
  const { t, i18n } = useTranslation(['members', 'self-updates']);
  if (latest?.status === 'pending') {
    return <StyledStatus role="status">{t('self-updates:selfUpdate.waiting', { fields: fieldList(t, latest, i18n.language) })}</StyledStatus>;
  }
  if (latest?.status === 'declined') {
    return (
      <StyledStatus $tone="warning" role="status">
        {t('self-updates:selfUpdate.declined', { fields: fieldList(t, latest, i18n.language), reason: latest.reason ?? '' })}
      </StyledStatus>
    );
  }
  return null;
}

function OwnDetailsForm({ member, onDone }: { member: MemberView; onDone: () => void }) {
  const { t } = useTranslation(['members', 'self-updates', 'common']);
  const toast = useToast();
  const formatPhone = useFormatPhone();
  const update = useUpdateOwnDetails();
  const original: OwnValues = { email: member.email ?? '', phone: formatPhone(member.phone ?? ''), address: member.address ?? '' };
  const [values, setValues] = useState<OwnValues>(original);
  const form = useFormErrors(t, OWN_FIELDS);
  const { errors, clearField, acceptClientCheck, showServerError } = form;

  const change = (field: OwnField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  };

  const submit = () => {
    const result = validateDto(SelfUpdateDetailsDto, { ...values });
    if (!acceptClientCheck(result) || !result.valid) return;
    // Only what differs from the record: an untouched phone is not sent back reformatted.
    const changes: SelfUpdateDetailsDto = {};
    for (const field of OWN_FIELDS) if ((result.value[field] ?? '') !== original[field]) changes[field] = result.value[field] ?? '';
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    update.mutate(changes, {
      onSuccess: (answer) => {
        toast.show({ tone: 'success', message: t(answer.status === 'pending' ? 'self-updates:selfUpdate.sentForApproval' : 'self-updates:selfUpdate.saved') });
        onDone();
      },
      onError: showServerError,
    });
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      footer={
        <>
          <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
            {t('self-updates:selfUpdate.cancel')}
          </Button>
          <SubmitButton pending={update.isPending} pendingLabel={t('self-updates:selfUpdate.saving')}>
            {t('self-updates:selfUpdate.save')}
          </SubmitButton>
        </>
      }
    >
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => change('email', e.target.value)}
        error={errors.email}
        disabled={update.isPending}
      />
      <TextField
        label={t('fields.phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t('form.phoneHint')}
        value={values.phone}
        onChange={(e) => change('phone', e.target.value)}
        error={errors.phone}
        disabled={update.isPending}
      />
      <TextField
        label={t('fields.address')}
        name="address"
        autoComplete="street-address"
        value={values.address}
        onChange={(e) => change('address', e.target.value)}
        error={errors.address}
        disabled={update.isPending}
      />
    </Form>
  );
}

const StyledHousehold = styled.div`
  margin-block-start: ${({ theme }) => theme.space.xl};
`;

/** The household's shared address, for its head or spouse. */
function HouseholdAddressForm({ household }: { household: HouseholdView }) {
  const { t } = useTranslation(['members', 'self-updates']);
  const toast = useToast();
  const update = useUpdateOwnHouseholdAddress();
  const [address, setAddress] = useState(household.address ?? '');
  const form = useFormErrors(t, ['address'] as const);
  const submit = () => {
    const result = validateDto(SelfUpdateHouseholdAddressDto, { address });
    if (!form.acceptClientCheck(result) || !result.valid) return;
    update.mutate(result.value.address, {
      onSuccess: () => toast.show({ tone: 'success', message: t('self-updates:selfUpdate.householdSaved') }),
      onError: form.showServerError,
    });
  };
  return (
    <StyledHousehold>
      <Form
        form={form}
        onSubmit={submit}
        footer={
          <SubmitButton pending={update.isPending} pendingLabel={t('self-updates:selfUpdate.saving')} disabled={address === (household.address ?? '')}>
            {t('self-updates:selfUpdate.saveHousehold')}
          </SubmitButton>
        }
      >
        <TextField
          label={t('self-updates:selfUpdate.householdAddress', { name: household.name })}
          name="householdAddress"
          autoComplete="street-address"
          hint={t('self-updates:selfUpdate.householdHint')}
          value={address}
          onChange={(e) => {
            setAddress(e.target.value);
            form.clearField('address');
          }}
          error={form.errors.address}
          disabled={update.isPending}
        />
      </Form>
    </StyledHousehold>
  );
}

/** On a member's own profile: change their email, phone and address, and see whether a change waits for the office. */
export function MyDetailsSection({ member }: { member: MemberView }) {
  const { t } = useTranslation(['members', 'self-updates']);
  const [editing, setEditing] = useState(false);
  const mine = useMySelfUpdates();
  const household = useMemberHousehold(member.id).data?.household;
  const keepsAddress = household?.members.some(
    (person) => person.memberId === member.id && (person.relationship === 'head' || person.relationship === 'spouse'),
  );
  return (
    <Card aria-labelledby="my-details-title">
      <CardTitle id="my-details-title">{t('self-updates:selfUpdate.title')}</CardTitle>
      <StyledIntro>{t('self-updates:selfUpdate.intro')}</StyledIntro>
      {mine.isError && <StyledStatus $tone="warning">{t('self-updates:selfUpdate.statusFailed')}</StyledStatus>}
      <RequestStatus latest={mine.data?.find((update) => update.changes.length > 0)} />
      {editing ? (
        <OwnDetailsForm member={member} onDone={() => setEditing(false)} />
      ) : (
        <Button onClick={() => setEditing(true)}>{t('self-updates:selfUpdate.edit')}</Button>
      )}
      {household && keepsAddress && <HouseholdAddressForm household={household} />}
    </Card>
  );
}
