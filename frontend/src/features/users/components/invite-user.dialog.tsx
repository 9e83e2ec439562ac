import { InviteUserDto, isLanguage, LANGUAGE_INFO, LANGUAGES, type Language, type UserRole } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { currentLanguage } from '../../../shared/i18n';
import { CancelOrSubmit, CheckboxGroup, Dialog, Form, SelectField, TextField, useToast } from '../../../shared/ui';
import { useInviteUser } from '../api/invite-user.mutation';
import { roleOptions } from './role-options.util';

const FIELDS = ['email', 'displayName', 'roles', 'language'] as const;

/** Each language in its own name: the administrator may not read the invitee's language. */
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_INFO[language].nativeName }));

export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  return (
    <Dialog open={open} title={t('invite.title')} description={t('invite.description')} onClose={onClose}>
      <InviteUserForm onClose={onClose} />
    </Dialog>
  );
}

function InviteUserForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const toast = useToast();
  const invite = useInviteUser();
  // The email's language starts as the interface's: most churches invite people who read the language they work in.
  const [values, setValues] = useState<{ email: string; displayName: string; roles: UserRole[]; language: Language }>({
    email: '',
    displayName: '',
    roles: ['member'],
    language: currentLanguage(),
  });
  const form = useFormErrors(t, FIELDS);

  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  };

  const submit = () => {
    const result = validateDto(InviteUserDto, values);
    if (!form.acceptClientCheck(result)) return;
    invite.mutate(result.value, {
      onSuccess: () => {
        toast.show({ tone: 'success', message: t('invite.sent', { email: result.value.email }) });
        onClose();
      },
      onError: form.showServerError,
    });
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      footer={<CancelOrSubmit onCancel={onClose} pending={invite.isPending} pendingLabel={t('invite.sending')} submitLabel={t('invite.submit')} />}
    >
      <TextField
        label={t('fields.displayName')}
        name="displayName"
        autoComplete="off"
        aria-required="true"
        value={values.displayName}
        onChange={(event) => set('displayName', event.target.value)}
        error={form.errors.displayName}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="off"
        inputMode="email"
        aria-required="true"
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        error={form.errors.email}
      />
      <CheckboxGroup
        legend={t('fields.roles')}
        hint={t('invite.rolesHint')}
        options={roleOptions(t)}
        values={values.roles}
        onChange={(roles) => set('roles', roles as UserRole[])}
        error={form.errors.roles}
      />
      <SelectField
        label={t('invite.language')}
        hint={t('invite.languageHint')}
        name="language"
        options={LANGUAGE_OPTIONS}
        value={values.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) set('language', event.target.value);
        }}
        error={form.errors.language}
      />
    </Form>
  );
}
