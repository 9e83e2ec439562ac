import { CreateGatheringDto, GATHERING_KINDS, GATHERING_REPEATS } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { Button, Dialog, Form, SelectField, SubmitButton, TextField, useToast } from '../../../shared/ui';
import { useCreateGathering } from '../api/create-gathering.mutation';

const FIELDS = ['name', 'kind', 'startsAt', 'repeat', 'rrule'] as const;

/** The local time in the browser's offset, as the form's datetime-local field gives it, sent as ISO with that offset. */
function withOffset(local: string): string {
  if (!local) return '';
  const minutes = -new Date(local).getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `${local.length === 16 ? `${local}:00` : local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export function NewGatheringDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation('attendance');
  return (
    <Dialog open={open} title={t('newGathering.title')} description={t('newGathering.description')} onClose={onClose}>
      <NewGatheringForm onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function NewGatheringForm({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation('attendance');
  const toast = useToast();
  const create = useCreateGathering();
  const form = useFormErrors(t, FIELDS);
  const [values, setValues] = useState({ name: '', kind: 'service', startsAt: '', repeat: 'weekly', rrule: '' });
  const change = (field: (typeof FIELDS)[number], value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  };

  const submit = () => {
    const body: Record<string, unknown> = { ...values, startsAt: withOffset(values.startsAt) };
    if (values.repeat !== 'rrule') delete body.rrule;
    const result = validateDto(CreateGatheringDto, body);
    if (!form.acceptClientCheck(result) || !result.valid) return;
    create.mutate(result.value, {
      onSuccess: (answer) => {
        toast.show({ tone: 'success', title: t('newGathering.successTitle'), message: t('newGathering.success', { name: result.value.name }) });
        onCreated(answer.id);
        onClose();
      },
      onError: form.showServerError,
    });
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <SubmitButton pending={create.isPending} pendingLabel={t('actions.saving')}>
            {t('newGathering.submit')}
          </SubmitButton>
        </>
      }
    >
      <TextField label={t('newGathering.name')} name="name" value={values.name} error={form.errors.name} onChange={(e) => change('name', e.target.value)} />
      <SelectField
        label={t('newGathering.kind')}
        name="kind"
        value={values.kind}
        error={form.errors.kind}
        options={GATHERING_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        onChange={(e) => change('kind', e.target.value)}
      />
      <TextField
        label={t('newGathering.startsAt')}
        name="startsAt"
        type="datetime-local"
        value={values.startsAt}
        error={form.errors.startsAt}
        onChange={(e) => change('startsAt', e.target.value)}
      />
      <SelectField
        label={t('newGathering.repeat')}
        name="repeat"
        value={values.repeat}
        error={form.errors.repeat}
        options={GATHERING_REPEATS.map((repeat) => ({ value: repeat, label: t(`repeats.${repeat}`) }))}
        onChange={(e) => change('repeat', e.target.value)}
      />
      {values.repeat === 'rrule' && (
        <TextField
          label={t('newGathering.rrule')}
          name="rrule"
          hint={t('newGathering.rruleHint')}
          value={values.rrule}
          error={form.errors.rrule}
          onChange={(e) => change('rrule', e.target.value)}
        />
      )}
    </Form>
  );
}
