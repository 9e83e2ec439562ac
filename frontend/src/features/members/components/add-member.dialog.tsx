import { RegisterMemberDto } from '@koinonia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { validateDto } from '../../../shared/forms';
import { Button, Dialog, InlineAlert, Stack, useToast } from '../../../shared/ui';
import { useRegisterMember } from '../api/register-member.mutation';
import { useMemberFormErrors } from './use-member-form-errors.hook';
import { EMPTY_MEMBER_FORM, MemberFormFields, type MemberFormField, type MemberFormValues } from './member-form-fields';

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
`;

/** Optional fields left empty are not sent at all. */
function toRequest(values: MemberFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values };
  for (const field of ['phone', 'address'] as const) {
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
  const [values, setValues] = useState<MemberFormValues>(EMPTY_MEMBER_FORM);
  const { errors, formError, formRef, clearField, acceptClientCheck, showServerError } = useMemberFormErrors();

  const change = (field: MemberFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack $gap="xl">
        <MemberFormFields values={values} errors={errors} onChange={change} disabled={register.isPending} />
        {formError && <InlineAlert role="alert">{formError}</InlineAlert>}
        <StyledFooter>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={register.isPending}>
            {register.isPending ? t('add.submitting') : t('add.submit')}
          </Button>
        </StyledFooter>
      </Stack>
    </form>
  );
}
