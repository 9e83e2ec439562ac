import type { MemberRole, MembershipStep } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SelectField, TextField } from '../../../shared/ui';
import { useMinistries } from '../api/get-ministries.query';
import { roleOptions, stepOptions } from './member-labels.util';
import { ministryOptions } from './ministry-labels.util';

export interface MemberFormValues {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  ministry: string;
  role: MemberRole;
  birthDate: string;
  joinedOn: string;
  membershipStep: MembershipStep;
  baptismDate: string;
}

export type MemberFormField = keyof MemberFormValues;
export type MemberFormErrors = Partial<Record<MemberFormField, string>>;

export const MEMBER_FORM_FIELDS: readonly MemberFormField[] = [
  'fullName',
  'email',
  'phone',
  'address',
  'ministry',
  'role',
  'birthDate',
  'joinedOn',
  'membershipStep',
  'baptismDate',
];

/** Today in the browser's own calendar (YYYY-MM-DD): "member since" defaults to it, and no date field goes past it. */
export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** A new person: member since today, a member unless the office says otherwise. */
export function emptyMemberForm(): MemberFormValues {
  return {
    fullName: '',
    email: '',
    phone: '',
    address: '',
    ministry: '',
    role: 'member',
    birthDate: '',
    joinedOn: localToday(),
    membershipStep: 'member',
    baptismDate: '',
  };
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

/** The member's fields, shared by "Add Member" and the edit page. Errors arrive translated. */
export function MemberFormFields({
  values,
  errors,
  onChange,
  disabled,
}: {
  values: MemberFormValues;
  errors: MemberFormErrors;
  onChange: (field: MemberFormField, value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('members');
  const ministries = useMinistries();

  const ministryChoices = [
    { value: '', label: ministries.isPending ? t('common:loading') : t('form.chooseMinistry') },
    ...ministryOptions(ministries.data, values.ministry),
  ];
  const ministryError = errors.ministry ?? (ministries.isError ? t('form.ministriesFailed') : undefined);
  const today = localToday();

  return (
    <StyledGrid>
      <StyledWide>
        <TextField
          label={t('fields.fullName')}
          name="fullName"
          autoComplete="name"
          aria-required="true"
          value={values.fullName}
          onChange={(e) => onChange('fullName', e.target.value)}
          error={errors.fullName}
          disabled={disabled}
        />
      </StyledWide>
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={t('form.emailHint')}
        value={values.email}
        onChange={(e) => onChange('email', e.target.value)}
        error={errors.email}
        disabled={disabled}
      />
      <TextField
        label={t('fields.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        hint={t('form.phoneHint')}
        value={values.phone}
        onChange={(e) => onChange('phone', e.target.value)}
        error={errors.phone}
        disabled={disabled}
      />
      <StyledWide>
        <TextField
          label={t('fields.address')}
          name="address"
          autoComplete="street-address"
          hint={t('form.optional')}
          value={values.address}
          onChange={(e) => onChange('address', e.target.value)}
          error={errors.address}
          disabled={disabled}
        />
      </StyledWide>
      <SelectField
        label={t('fields.ministry')}
        name="ministry"
        aria-required="true"
        options={ministryChoices}
        value={values.ministry}
        onChange={(e) => onChange('ministry', e.target.value)}
        error={ministryError}
        disabled={disabled}
      />
      <SelectField
        label={t('fields.role')}
        name="role"
        aria-required="true"
        options={roleOptions(t)}
        value={values.role}
        onChange={(e) => onChange('role', e.target.value)}
        error={errors.role}
        disabled={disabled}
      />
      <SelectField
        label={t('fields.membershipStep')}
        name="membershipStep"
        options={stepOptions(t)}
        value={values.membershipStep}
        onChange={(e) => onChange('membershipStep', e.target.value)}
        error={errors.membershipStep}
        disabled={disabled}
      />
      <TextField
        label={t('fields.memberSince')}
        name="joinedOn"
        type="date"
        max={today}
        hint={t('form.memberSinceHint')}
        value={values.joinedOn}
        onChange={(e) => onChange('joinedOn', e.target.value)}
        error={errors.joinedOn}
        disabled={disabled}
      />
      <TextField
        label={t('fields.birthDate')}
        name="birthDate"
        type="date"
        autoComplete="bday"
        max={today}
        hint={t('form.dateHint')}
        value={values.birthDate}
        onChange={(e) => onChange('birthDate', e.target.value)}
        error={errors.birthDate}
        disabled={disabled}
      />
      <TextField
        label={t('fields.baptismDate')}
        name="baptismDate"
        type="date"
        max={today}
        hint={t('form.dateHint')}
        value={values.baptismDate}
        onChange={(e) => onChange('baptismDate', e.target.value)}
        error={errors.baptismDate}
        disabled={disabled}
      />
    </StyledGrid>
  );
}
