import { CARE_COMMUNICATION_KINDS, LogCareCommunicationDto, type CareCommunicationKind } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { CancelOrSubmit, Dialog, Form, SelectField, TextAreaField, useToast } from '../../../shared/ui';
import { useLogCareCommunication } from '../api/log-care-communication.mutation';
import { PersonPicker } from './person-picker';

const FIELDS = ['memberId', 'kind', 'summary'] as const;

/** "Add Communication" on Congregation Care: a call, visit, email, letter or note with a person. */
export function AddCommunicationDialog({ open, onClose, memberId }: { open: boolean; onClose: () => void; memberId?: string }) {
  const { t } = useTranslation('care');
  return (
    <Dialog open={open} title={t('care.log.title')} description={t('care.log.description')} onClose={onClose}>
      <AddCommunicationForm onClose={onClose} memberId={memberId} />
    </Dialog>
  );
}

function AddCommunicationForm({ onClose, memberId }: { onClose: () => void; memberId?: string }) {
  const { t } = useTranslation(['care', 'common']);
  const toast = useToast();
  const log = useLogCareCommunication();
  const form = useFormErrors(t, FIELDS);
  const [person, setPerson] = useState(memberId ?? '');
  const [kind, setKind] = useState<CareCommunicationKind>('call');
  const [summary, setSummary] = useState('');

  const submit = () => {
    const result = validateDto(LogCareCommunicationDto, { memberId: person, kind, summary });
    if (!form.acceptClientCheck(result) || !result.valid) return;
    log.mutate(result.value, {
      onSuccess: () => {
        toast.show({ tone: 'success', message: t('care.log.done') });
        onClose();
      },
      onError: form.showServerError,
    });
  };

  const busy = log.isPending;
  return (
    <Form
      form={form}
      onSubmit={submit}
      footer={<CancelOrSubmit onCancel={onClose} pending={busy} pendingLabel={t('care.log.submitting')} submitLabel={t('care.log.submit')} />}
    >
      {!memberId && (
        <PersonPicker
          value={person}
          onChange={(id) => {
            setPerson(id);
            form.clearField('memberId');
          }}
          error={form.errors.memberId}
          disabled={busy}
        />
      )}
      <SelectField
        label={t('care.fields.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as CareCommunicationKind)}
        options={CARE_COMMUNICATION_KINDS.map((value) => ({ value, label: t(`care.kinds.${value}`) }))}
        error={form.errors.kind}
        disabled={busy}
      />
      <TextAreaField
        label={t('care.fields.summary')}
        value={summary}
        onChange={(event) => {
          setSummary(event.target.value);
          form.clearField('summary');
        }}
        error={form.errors.summary}
        disabled={busy}
        rows={4}
        required
      />
    </Form>
  );
}
