import { ForgotPasswordDto } from '@koinonia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { useDocumentTitle } from '../../../shared/hooks';
import { paths } from '../../../shared/routing';
import { Button, ButtonLink, InlineAlert, Stack, TextField } from '../../../shared/ui';
import { useForgotPassword } from '../api/forgot-password.mutation';
import { AuthPageLayout } from './auth-page.layout';
import styled from 'styled-components';

const StyledDone = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** `/forgot-password`: asks for the address; the answer never says whether an account uses it. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('forgot.title'));
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormErrors(t, ['email'] as const);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateDto(ForgotPasswordDto, { email });
    if (!form.acceptClientCheck(result)) return;
    forgot.mutate(result.value, { onSuccess: () => setSentTo(result.value.email), onError: form.showServerError });
  };

  const back = { to: paths.signIn, label: t('forgot.backToSignIn') };
  if (sentTo) {
    return (
      <AuthPageLayout heading={t('forgot.sentHeading')} back={back}>
        <Stack>
          <StyledDone role="status">{t('forgot.sent', { email: sentTo })}</StyledDone>
          <ButtonLink to={paths.signIn} variant="primary">
            {t('forgot.backToSignIn')}
          </ButtonLink>
        </Stack>
      </AuthPageLayout>
    );
  }
  return (
    <AuthPageLayout heading={t('forgot.heading')} subtitle={t('forgot.subtitle')} back={back}>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack>
          <TextField
            label={t('signIn.email')}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            aria-required="true"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              form.clearField('email');
            }}
            error={form.errors.email}
          />
          {form.formError && <InlineAlert role="alert">{form.formError}</InlineAlert>}
          <Button type="submit" block disabled={forgot.isPending}>
            {forgot.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </Stack>
      </form>
    </AuthPageLayout>
  );
}
