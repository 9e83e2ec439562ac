import { RegisterMemberDto } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateDto } from '../../../shared/forms';
import { CancelOrSubmit, Dialog, Form, useToast } from '../../../shared/ui';
import { useRegisterMember } from '../api/register-member.mutation';
import { useMemberFormErrors } from './use-member-form-errors.hook';
import { emptyMemberForm, MemberFormFields, type MemberFormField, type MemberFormValues } from './member-form-fields';

/** Optional fields left empty are not sent at all. */
function toRequest(values: MemberFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values };
  for (const field of ['email', 'phone', 'address', 'birthDate', 'baptismDate'] as const) {
    if (values[field].trim() === '') delete body[field];
  }
  return body;
}

export function AddMemberDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded?: () => void }) {
  const { t } = useTranslation('members');
  return (
    <Dialog open={open} title={t('add.title')} description={t('add.description')} onClose={onClose}>
      <AddMemberForm onClose={onClose} onAdded={onAdded} />
    </Dialog>
  );
}

function AddMemberForm({ onClose, onAdded }: { onClose: () => void; onAdded?: () => void }) {
  const { t } = useTranslation('members');
  const toast = useToast();
  const register = useRegisterMember();
  const [values, setValues] = useState<MemberFormValues>(emptyMemberForm);
  const form = useMemberFormErrors();
  const { errors, clearField, acceptClientCheck, showServerError } = form;

  const change = (field: MemberFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  };

  const submit = () => {
    const result = validateDto(RegisterMemberDto, toRequest(values));
    if (!acceptClientCheck(result) || !result.valid) return;
    register.mutate(result.value, {
      onSuccess: () => {
        toast.show({ tone: 'success', title: t('add.successTitle'), message: t('add.success', { name: result.value.fullName }) });
        onAdded?.();
        onClose();
      },
      onError: showServerError,
    });
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      gap="xl"
      footer={<CancelOrSubmit onCancel={onClose} pending={register.isPending} pendingLabel={t('add.submitting')} submitLabel={t('add.submit')} />}
    >
      <MemberFormFields values={values} errors={errors} onChange={change} disabled={register.isPending} />
    </Form>
  );
}
