import { LoginDto } from '@koinonia/contracts';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '../../../shared/api';
import { useFocusFirstError, validateDto, type FieldErrors } from '../../../shared/forms';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf, validationMessage } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { Button, Card, InlineAlert, PageHeading, PageSubtitle, Stack, TextField } from '../../../shared/ui';
import { useSignIn, type SignInArea } from '../api/sign-in.mutation';

type Credentials = { email: string; password: string };

const StyledMain = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
`;

const StyledCard = styled(Card)`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.narrow};
`;

const StyledBrand = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.color.primary}; }
`;

const StyledBack = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * `/signin`: email and password, checked with the server's own DTO before anything is sent.
 * `/admin/login` is the same form for the admin area; the server refuses non-administrators.
 */
export default function SignInPage({ area = 'app' }: { area?: SignInArea }) {
  const { t } = useTranslation(['auth', 'common']);
  const words = area === 'admin' ? 'adminSignIn' : 'signIn';
  useDocumentTitle(t(`${words}.title`));
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
    <StyledMain id="main">
      <StyledBrand to={paths.home}>{t('common:appName')}</StyledBrand>
      <StyledCard as="div">
        <Stack $gap="xl">
          <div>
            <PageHeading>{t(`${words}.heading`)}</PageHeading>
            <PageSubtitle>{t(`${words}.subtitle`)}</PageSubtitle>
          </div>
          <form ref={formRef} onSubmit={submit} noValidate>
            <Stack>
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
              <TextField
                label={t('signIn.password')}
                type="password"
                name="password"
                autoComplete="current-password"
                aria-required="true"
                value={values.password}
                onChange={change('password')}
                error={errors.password && validationMessage(t, errors.password)}
              />
              {showServerError && <InlineAlert role="alert">{notAdmin ? t('adminSignIn.notAdmin') : errorMessageOf(t, error)}</InlineAlert>}
              <Button type="submit" block disabled={signIn.isPending}>
                {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
              </Button>
            </Stack>
          </form>
        </Stack>
      </StyledCard>
      {area === 'admin' && <StyledBack to={paths.signIn}>{t('adminSignIn.regularSignIn')}</StyledBack>}
      <StyledBack to={paths.home}>{t('signIn.backHome')}</StyledBack>
    </StyledMain>
  );
}
