import {
  CreateVendorDto,
  VENDOR_CATEGORIES,
  VENDOR_LIMITS,
  VENDOR_RATE_UNITS,
  VendorProfileDto,
  type VendorCategory,
  type VendorRateUnit,
  type VendorView,
} from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/access';
import { useChurchSettings } from '../../../shared/availability';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { minorToInput, parseMinor } from '../../../shared/i18n';
import { CancelOrSubmit, Dialog, Form, SelectField, TextAreaField, TextField, useToast } from '../../../shared/ui';
import { useAddVendor, useChangeVendor } from '../api/vendors-commands.mutation';
import { useVendor, useVendorAccounts } from '../api/vendors.queries';
import { VendorPhotos } from './vendor-photos';
import { VendorAccountLink } from './vendor-account-link';

const FIELDS = [
  'name',
  'category',
  'description',
  'contactName',
  'email',
  'phone',
  'website',
  'serviceArea',
  'rate',
  'rateNotes',
  'availability',
  'userId',
] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  name: string;
  category: VendorCategory | '';
  description: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  serviceArea: string;
  rate: string;
  rateUnit: VendorRateUnit;
  rateNotes: string;
  availability: string;
  userId: string;
}

function valuesOf(vendor: VendorView | null): Values {
  return {
    name: vendor?.name ?? '',
    category: vendor?.category ?? '',
    description: vendor?.description ?? '',
    contactName: vendor?.contact.name ?? '',
    email: vendor?.contact.email ?? '',
    phone: vendor?.contact.phone ?? '',
    website: vendor?.contact.website ?? '',
    serviceArea: vendor?.serviceArea ?? '',
    rate: vendor?.rate ? minorToInput(vendor.rate.amount.minor, vendor.rate.amount.currency) : '',
    rateUnit: vendor?.rate?.unit ?? 'hour',
    rateNotes: vendor?.rateNotes ?? '',
    availability: vendor?.availability ?? '',
    userId: '',
  };
}

/** The request body: optional fields left empty are not sent. */
function bodyOf(values: Values, minor: number | null, currency: string): Record<string, unknown> {
  const body: Record<string, unknown> = { name: values.name, category: values.category || undefined };
  for (const field of ['description', 'contactName', 'email', 'phone', 'website', 'serviceArea', 'rateNotes', 'availability', 'userId'] as const) {
    const value = values[field].trim();
    if (value) body[field] = value;
  }
  if (minor !== null) body.rate = { amount: { minor, currency }, unit: values.rateUnit };
  return body;
}

/** Add Vendor (no `vendor`) or Edit Vendor: the office's profile form; a new vendor may be linked to a vendor account. */
export function VendorFormDialog({ vendor, onClose }: { vendor: VendorView | null; onClose: () => void }) {
  const { t } = useTranslation('vendors');
  return (
    <Dialog
      open
      title={vendor ? t('manage.editTitle', { vendor: vendor.name }) : t('manage.addTitle')}
      description={t('manage.description')}
      onClose={onClose}
      width="40rem"
    >
      <VendorForm vendor={vendor} onClose={onClose} />
    </Dialog>
  );
}

function VendorForm({ vendor: shown, onClose }: { vendor: VendorView | null; onClose: () => void }) {
  const { t } = useTranslation('vendors');
  const toast = useToast();
  const churchCurrency = useChurchSettings().data?.currency;
  // Photos are kept apart from the form (each sent at once): the profile as it now stands, its revision with them.
  const live = useVendor(shown);
  const vendor = shown ? (live.data ?? shown) : null;
  const currency = vendor?.rate?.amount.currency ?? churchCurrency ?? 'USD';
  const add = useAddVendor();
  const change = useChangeVendor();
  const accounts = useVendorAccounts(vendor === null);
  const relinks = useCan('vendors.accounts.link');
  const [values, setValues] = useState<Values>(() => valuesOf(shown));
  const form = useFormErrors(t, FIELDS);
  const { errors, clearField, acceptClientCheck, setFieldError, showServerError } = form;
  const pending = add.isPending || change.isPending;

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field === 'rateUnit' ? 'rate' : (field as Field));
  };

  const submit = () => {
    const minor = values.rate.trim() ? parseMinor(values.rate, currency) : null;
    const body = bodyOf(values, minor, currency);
    const result = vendor ? validateDto(VendorProfileDto, body) : validateDto(CreateVendorDto, body);
    if (!acceptClientCheck(result) || !result.valid) return;
    if (values.rate.trim() && minor === null) {
      setFieldError('rate', t('manage.rateInvalid'));
      return;
    }
    const done = () => {
      toast.show({ tone: 'success', title: t('manage.savedTitle'), message: t('manage.saved', { vendor: result.value.name }) });
      onClose();
    };
    if (vendor) change.mutate({ id: vendor.id, body: result.value, revision: vendor.revision }, { onSuccess: done, onError: showServerError });
    else add.mutate(result.value, { onSuccess: done, onError: showServerError });
  };

  const text = (field: Exclude<Field, 'category' | 'userId' | 'rate'>, label: string, extra: { type?: string; hint?: string; maxLength?: number } = {}) => (
    <TextField label={label} value={values[field]} error={errors[field]} disabled={pending} onChange={(e) => set(field, e.target.value)} {...extra} />
  );

  return (
    <Form
      form={form}
      onSubmit={submit}
      footer={
        <CancelOrSubmit
          onCancel={onClose}
          pending={pending}
          pendingLabel={t('manage.saving')}
          submitLabel={vendor ? t('manage.saveChanges') : t('manage.addSubmit')}
        />
      }
    >
      <TextField
        label={t('portal.name')}
        value={values.name}
        required
        error={errors.name}
        disabled={pending}
        maxLength={VENDOR_LIMITS.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <SelectField
        label={t('directory.category')}
        value={values.category}
        required
        error={errors.category}
        disabled={pending}
        options={[
          { value: '', label: t('manage.chooseCategory'), disabled: true },
          ...VENDOR_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
        ]}
        onChange={(e) => set('category', e.target.value as VendorCategory)}
      />
      <TextAreaField
        label={t('portal.description')}
        value={values.description}
        error={errors.description}
        disabled={pending}
        onChange={(e) => set('description', e.target.value)}
      />
      {text('contactName', t('portal.contactName'))}
      {text('phone', t('portal.phone'), { type: 'tel' })}
      {text('email', t('portal.email'), { type: 'email' })}
      {text('website', t('manage.website'), { type: 'url', hint: t('manage.websiteHint') })}
      {text('serviceArea', t('directory.serviceArea'))}
      <TextField
        label={t('manage.rate', { currency })}
        inputMode="decimal"
        value={values.rate}
        hint={t('manage.rateHint')}
        error={errors.rate}
        disabled={pending}
        onChange={(e) => set('rate', e.target.value)}
      />
      <SelectField
        label={t('manage.rateUnit')}
        value={values.rateUnit}
        disabled={pending}
        options={VENDOR_RATE_UNITS.map((value) => ({ value, label: t(`manage.units.${value}`) }))}
        onChange={(e) => set('rateUnit', e.target.value as VendorRateUnit)}
      />
      {text('rateNotes', t('manage.rateNotes'))}
      {text('availability', t('directory.availability'))}
      {vendor && <VendorPhotos vendor={vendor} owner={vendor.id} />}
      {vendor && relinks && <VendorAccountLink vendor={vendor} />}
      {vendor ? null : (
        <SelectField
          label={t('manage.account')}
          value={values.userId}
          hint={t('manage.accountHint')}
          error={errors.userId}
          disabled={pending || !accounts.data}
          options={[
            { value: '', label: t('manage.noAccount') },
            ...(accounts.data ?? []).map((account) => ({
              value: account.id,
              label: account.vendorId
                ? t('manage.accountTaken', { name: account.displayName, email: account.email })
                : `${account.displayName} (${account.email})`,
              disabled: account.vendorId !== null,
            })),
          ]}
          onChange={(e) => set('userId', e.target.value)}
        />
      )}
    </Form>
  );
}
