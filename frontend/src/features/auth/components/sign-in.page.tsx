import { isTwoFactorChallenge, LoginDto } from '@koinonia/contracts';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '../../../shared/api';
import { useFocusFirstError, validateDto, type FieldErrors } from '../../../shared/forms';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf, validationMessage } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { Button, InlineAlert, Stack, TextField } from '../../../shared/ui';
import { useSignIn, type SignInArea } from '../api/sign-in.mutation';
import { AuthPageLayout } from './auth-page.layout';
import { PasswordField } from './password-field';
import { TwoFactorStep } from './two-factor-step';

type Credentials = { email: string; password: string };

const StyledForgot = styled(Link)`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * `/signin`: email and password, checked with the server's own DTO; then a code for accounts with
 * two-step verification. `/admin/login` is the same form for the admin area; the server refuses
 * non-administrators.
 */
export default function SignInPage({ area = 'app' }: { area?: SignInArea }) {
  const { t } = useTranslation(['auth', 'common']);
  const words = area === 'admin' ? 'adminSignIn' : 'signIn';
  useDocumentTitle(t(`${words}.title`));
  const back = area === 'admin' ? { to: paths.signIn, label: t('adminSignIn.regularSignIn') } : undefined;
  const [challenge, setChallenge] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  if (challenge) {
    return (
      <AuthPageLayout heading={t('twoFactorStep.heading')} subtitle={t('twoFactorStep.subtitle')}>
        <TwoFactorStep
          challenge={challenge}
          onExpired={() => {
            setChallenge(null);
            setExpired(true);
          }}
          onBack={() => setChallenge(null)}
        />
      </AuthPageLayout>
    );
  }
  return (
    <AuthPageLayout heading={t(`${words}.heading`)} subtitle={t(`${words}.subtitle`)} back={back}>
      <PasswordStep
        area={area}
        expired={expired}
        onChallenge={(value) => {
          setExpired(false);
          setChallenge(value);
        }}
      />
    </AuthPageLayout>
  );
}

function PasswordStep({ area, expired, onChallenge }: { area: SignInArea; expired: boolean; onChallenge: (challenge: string) => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const signIn = useSignIn(area);
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Credentials>>({});
  const { formRef, focusFirstError } = useFocusFirstError();

  const change = (field: keyof Credentials) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateDto(LoginDto, values);
    setErrors(result.errors);
    if (!result.valid) {
      focusFirstError();
      return;
    }
    signIn.mutate(result.value, {
      onSuccess: (outcome) => {
        if (isTwoFactorChallenge(outcome)) onChallenge(outcome.challenge);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields.length > 0) {
          setErrors({ email: error.fieldMessage('email'), password: error.fieldMessage('password') });
          focusFirstError();
        }
      },
    });
  };

  const error = signIn.error;
  const showServerError = error && !(error instanceof ApiError && error.fields.length > 0);
  const notAdmin = area === 'admin' && error instanceof ApiError && error.code === 'AUTHORIZATION';

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack>
        {expired && !signIn.isPending && (
          <InlineAlert role="alert" $tone="warning">
            {t('twoFactorStep.expired')}
          </InlineAlert>
        )}
        <TextField
          label={t('signIn.email')}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          aria-required="true"
          value={values.email}
          onChange={change('email')}
          error={errors.email && validationMessage(t, errors.email)}
        />
        <PasswordField
          label={t('signIn.password')}
          name="password"
          autoComplete="current-password"
          aria-required="true"
          value={values.password}
          onChange={change('password')}
          error={errors.password && validationMessage(t, errors.password)}
        />
        <StyledForgot to={paths.forgotPassword}>{t('signIn.forgot')}</StyledForgot>
        {showServerError && <InlineAlert role="alert">{notAdmin ? t('adminSignIn.notAdmin') : errorMessageOf(t, error)}</InlineAlert>}
        <Button type="submit" block disabled={signIn.isPending}>
          {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
