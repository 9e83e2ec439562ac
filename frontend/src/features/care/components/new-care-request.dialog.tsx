import { CARE_REQUEST_TYPES, CARE_URGENCIES, OpenCareRequestDto, type CareRequestType, type CareUrgency } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { CancelOrSubmit, Dialog, Form, SelectField, TextField, useToast } from '../../../shared/ui';
import { useCareAssignees } from '../api/get-care-assignees.query';
import { useOpenCareRequest } from '../api/open-care-request.mutation';
import { PersonPicker } from './person-picker';

const FIELDS = ['memberId', 'type', 'urgency', 'assignedTo', 'followUpOn'] as const;

interface Values {
  memberId: string;
  type: CareRequestType;
  urgency: CareUrgency;
  assignedTo: string;
  followUpOn: string;
}

/** "New Request" on Congregation Care: someone needs a visit, a meal, counselling... (`memberId` fixes the person, as on a profile). */
export function NewCareRequestDialog({ open, onClose, memberId }: { open: boolean; onClose: () => void; memberId?: string }) {
  const { t } = useTranslation('care');
  return (
    <Dialog open={open} title={t('care.new.title')} description={t('care.new.description')} onClose={onClose}>
      <NewCareRequestForm onClose={onClose} memberId={memberId} />
    </Dialog>
  );
}

function NewCareRequestForm({ onClose, memberId }: { onClose: () => void; memberId?: string }) {
  const { t } = useTranslation(['care', 'common']);
  const toast = useToast();
  const openRequest = useOpenCareRequest();
  const assignees = useCareAssignees();
  const form = useFormErrors(t, FIELDS);
  const [values, setValues] = useState<Values>({ memberId: memberId ?? '', type: 'hospital-visit', urgency: 'normal', assignedTo: '', followUpOn: '' });
  const change = <F extends keyof Values>(field: F, value: Values[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  };

  const submit = () => {
    const body: Record<string, unknown> = { memberId: values.memberId, type: values.type, urgency: values.urgency };
    if (values.assignedTo) body.assignedTo = values.assignedTo;
    if (values.followUpOn) body.followUpOn = values.followUpOn;
    const result = validateDto(OpenCareRequestDto, body);
    if (!form.acceptClientCheck(result) || !result.valid) return;
    openRequest.mutate(result.value, {
      onSuccess: () => {
        toast.show({ tone: 'success', message: t('care.new.done') });
        onClose();
      },
      onError: form.showServerError,
    });
  };

  const busy = openRequest.isPending;
  return (
    <Form
      form={form}
      onSubmit={submit}
      footer={<CancelOrSubmit onCancel={onClose} pending={busy} pendingLabel={t('care.new.submitting')} submitLabel={t('care.new.submit')} />}
    >
      {!memberId && <PersonPicker value={values.memberId} onChange={(id) => change('memberId', id)} error={form.errors.memberId} disabled={busy} />}
      <SelectField
        label={t('care.fields.type')}
        value={values.type}
        onChange={(event) => change('type', event.target.value as CareRequestType)}
        options={CARE_REQUEST_TYPES.map((type) => ({ value: type, label: t(`care.types.${type}`) }))}
        error={form.errors.type}
        disabled={busy}
      />
      <SelectField
        label={t('care.fields.urgency')}
        value={values.urgency}
        onChange={(event) => change('urgency', event.target.value as CareUrgency)}
        options={CARE_URGENCIES.map((urgency) => ({ value: urgency, label: t(`care.urgencies.${urgency}`) }))}
        error={form.errors.urgency}
        disabled={busy}
      />
      <SelectField
        label={t('care.fields.assignedTo')}
        value={values.assignedTo}
        onChange={(event) => change('assignedTo', event.target.value)}
        options={[{ value: '', label: t('care.fields.unassigned') }, ...(assignees.data ?? []).map((a) => ({ value: a.id, label: a.displayName }))]}
        error={form.errors.assignedTo}
        disabled={busy}
      />
      <TextField
        label={t('care.fields.followUpOn')}
        hint={t('care.fields.followUpHint')}
        type="date"
        value={values.followUpOn}
        onChange={(event) => change('followUpOn', event.target.value)}
        error={form.errors.followUpOn}
        disabled={busy}
      />
    </Form>
  );
}
