import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { Button, InlineAlert, Stack } from '../../../shared/ui';
import { PasswordField } from './password-field';
import { AcceptInviteDto } from '@koinonia/contracts';

/**
 * Choose a password with a token from an emailed link (invitation or reset): the catalogue's
 * rule checked here, the common-password list on the server. An invalid link gets its own say.
 */
export function NewPasswordForm({
  token,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onInvalidLink,
}: {
  token: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (body: { token: string; password: string }, onError: (error: unknown) => void) => void;
  onInvalidLink: () => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const [password, setPassword] = useState('');
  const form = useFormErrors(t, ['password'] as const);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Both requests take the same shape; one DTO checks it.
    const result = validateDto(AcceptInviteDto, { token, password });
    if (!form.acceptClientCheck(result)) return;
    onSubmit(result.value, (error) => {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') onInvalidLink();
      else form.showServerError(error);
    });
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack>
        <PasswordField
          label={t('password.new')}
          hint={t('password.rule')}
          name="password"
          autoComplete="new-password"
          aria-required="true"
          revealable
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            form.clearField('password');
          }}
          error={form.errors.password}
        />
        {form.formError && <InlineAlert role="alert">{form.formError}</InlineAlert>}
        <Button type="submit" block disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
