import {
  DEFAULT_PRAYER_DURATION,
  DEFAULT_PRAYER_VISIBILITY,
  PRAYER_DURATIONS,
  PRAYER_VISIBILITIES,
  SubmitPrayerRequestDto,
  type PrayerVisibility,
} from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { Card, CardTitle, Form, SelectField, SubmitButton, Switch, TextAreaField, TextField, useToast } from '../../../shared/ui';
import { useSubmitPrayerRequest } from '../api/submit-prayer-request.mutation';

const FIELDS = ['request', 'forName', 'visibility', 'durationDays', 'anonymous'] as const;

interface Values {
  request: string;
  forName: string;
  visibility: PrayerVisibility;
  durationDays: string;
  anonymous: boolean;
}

const EMPTY: Values = { request: '', forName: '', visibility: DEFAULT_PRAYER_VISIBILITY, durationDays: String(DEFAULT_PRAYER_DURATION), anonymous: false };

/** Ask for prayer: for oneself or someone else, seen by pastoral staff only unless the person chooses wider. */
export function PrayerRequestForm() {
  const { t } = useTranslation(['care', 'common']);
  const toast = useToast();
  const submitRequest = useSubmitPrayerRequest();
  const form = useFormErrors(t, FIELDS);
  const [values, setValues] = useState<Values>(EMPTY);
  const change = <F extends keyof Values>(field: F, value: Values[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  };

  const submit = () => {
    const body: Record<string, unknown> = {
      request: values.request,
      visibility: values.visibility,
      durationDays: Number(values.durationDays),
      // Pastors always know who asked: anonymity is for the team and the wall.
      anonymous: values.visibility !== 'pastoral' && values.anonymous,
    };
    if (values.forName.trim() !== '') body.forName = values.forName;
    const result = validateDto(SubmitPrayerRequestDto, body);
    if (!form.acceptClientCheck(result) || !result.valid) return;
    submitRequest.mutate(result.value, {
      onSuccess: () => {
        toast.show({ tone: 'success', message: t('prayer.submitted') });
        setValues(EMPTY);
      },
      onError: form.showServerError,
    });
  };

  const busy = submitRequest.isPending;
  return (
    <Card aria-labelledby="prayer-form-title">
      <CardTitle id="prayer-form-title">{t('prayer.formTitle')}</CardTitle>
      <Form
        form={form}
        onSubmit={submit}
        footer={
          <SubmitButton pending={busy} pendingLabel={t('prayer.submitting')}>
            {t('prayer.submit')}
          </SubmitButton>
        }
      >
        <TextAreaField
          label={t('prayer.fields.request')}
          value={values.request}
          onChange={(event) => change('request', event.target.value)}
          error={form.errors.request}
          disabled={busy}
          rows={4}
          required
        />
        <TextField
          label={t('prayer.fields.forName')}
          hint={t('prayer.fields.forNameHint')}
          value={values.forName}
          onChange={(event) => change('forName', event.target.value)}
          error={form.errors.forName}
          disabled={busy}
        />
        <SelectField
          label={t('prayer.fields.visibility')}
          hint={t(`prayer.visibilityHint.${values.visibility}`)}
          value={values.visibility}
          onChange={(event) => change('visibility', event.target.value as PrayerVisibility)}
          options={PRAYER_VISIBILITIES.map((visibility) => ({ value: visibility, label: t(`prayer.visibility.${visibility}`) }))}
          error={form.errors.visibility}
          disabled={busy}
        />
        {values.visibility !== 'pastoral' && (
          <>
            <Switch
              label={t('prayer.fields.anonymous')}
              description={t('prayer.fields.anonymousHint')}
              checked={values.anonymous}
              onChange={(checked) => change('anonymous', checked)}
              disabled={busy}
            />
            <SelectField
              label={t('prayer.fields.duration')}
              value={values.durationDays}
              onChange={(event) => change('durationDays', event.target.value)}
              options={PRAYER_DURATIONS.map((days) => ({ value: String(days), label: t(`prayer.duration.d${days}`) }))}
              error={form.errors.durationDays}
              disabled={busy}
            />
          </>
        )}
      </Form>
    </Card>
  );
}
