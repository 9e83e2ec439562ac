import { MarkPrayerAnsweredDto } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { CancelOrSubmit, Dialog, Form, TextAreaField, useToast } from '../../../shared/ui';
import { useMarkPrayerAnswered } from '../api/mark-prayer-answered.mutation';

const FIELDS = ['praiseNote'] as const;

/** Mark a prayer request answered, with a praise note (the requester, or a pastor). */
export function MarkAnsweredDialog({ requestId, onClose }: { requestId: string | null; onClose: () => void }) {
  const { t } = useTranslation('care');
  return (
    <Dialog open={requestId !== null} title={t('prayer.answer.title')} description={t('prayer.answer.description')} onClose={onClose}>
      {requestId && <MarkAnsweredForm requestId={requestId} onClose={onClose} />}
    </Dialog>
  );
}

function MarkAnsweredForm({ requestId, onClose }: { requestId: string; onClose: () => void }) {
  const { t } = useTranslation(['care', 'common']);
  const toast = useToast();
  const mark = useMarkPrayerAnswered();
  const form = useFormErrors(t, FIELDS);
  const [praiseNote, setPraiseNote] = useState('');

  const submit = () => {
    const result = validateDto(MarkPrayerAnsweredDto, { praiseNote });
    if (!form.acceptClientCheck(result) || !result.valid) return;
    mark.mutate(
      { id: requestId, praiseNote: result.value.praiseNote ?? '' },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', message: t('prayer.answer.done') });
          onClose();
        },
        onError: form.showServerError,
      },
    );
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      footer={
        <CancelOrSubmit onCancel={onClose} pending={mark.isPending} pendingLabel={t('prayer.answer.submitting')} submitLabel={t('prayer.answer.submit')} />
      }
    >
      <TextAreaField
        label={t('prayer.answer.praiseNote')}
        value={praiseNote}
        onChange={(event) => {
          setPraiseNote(event.target.value);
          form.clearField('praiseNote');
        }}
        error={form.errors.praiseNote}
        disabled={mark.isPending}
        rows={3}
      />
    </Form>
  );
}
