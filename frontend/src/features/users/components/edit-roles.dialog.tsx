import { ChangeUserRolesDto, type AdminUserView, type UserRole } from '@koinonia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { Button, CheckboxGroup, Dialog, InlineAlert, Stack, useToast } from '../../../shared/ui';
import { useChangeUserRoles } from '../api/change-user-roles.mutation';
import { roleOptions } from './role-options.util';

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export function EditRolesDialog({ user, onClose }: { user: AdminUserView; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const toast = useToast();
  const change = useChangeUserRoles();
  const [roles, setRoles] = useState<UserRole[]>(user.roles);
  const form = useFormErrors(t, ['roles'] as const);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateDto(ChangeUserRolesDto, { roles });
    if (!form.acceptClientCheck(result)) return;
    change.mutate(
      { userId: user.id, roles: result.value.roles },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', message: t('roles.saved', { name: user.displayName }) });
          onClose();
        },
        onError: form.showServerError,
      },
    );
  };

  return (
    <Dialog open title={t('roles.title', { name: user.displayName })} description={t('roles.description')} onClose={onClose}>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack $gap="lg">
          <CheckboxGroup
            legend={t('fields.roles')}
            options={roleOptions(t)}
            values={roles}
            onChange={(next) => {
              setRoles(next as UserRole[]);
              form.clearField('roles');
            }}
            error={form.errors.roles}
          />
          {form.formError && <InlineAlert role="alert">{form.formError}</InlineAlert>}
          <StyledFooter>
            <Button variant="secondary" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('roles.saving') : t('roles.save')}
            </Button>
          </StyledFooter>
        </Stack>
      </form>
    </Dialog>
  );
}
