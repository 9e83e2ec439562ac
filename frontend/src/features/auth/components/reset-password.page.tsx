import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessage } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { ButtonLink, InlineAlert, Stack } from '../../../shared/ui';
import { useResetPassword } from '../api/reset-password.mutation';
import { AuthPageLayout } from './auth-page.layout';
import { NewPasswordForm } from './new-password.form';

const StyledText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** `/reset-password?token=…`: the link from the reset email. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('reset.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const back = { to: paths.signIn, label: t('forgot.backToSignIn') };

  if (state === 'done') {
    return (
      <AuthPageLayout heading={t('reset.doneHeading')} back={back}>
        <Stack>
          <StyledText role="status">{t('reset.done')}</StyledText>
          <ButtonLink to={paths.signIn} variant="primary">
            {t('reset.signIn')}
          </ButtonLink>
        </Stack>
      </AuthPageLayout>
    );
  }
  if (state === 'invalid') {
    return (
      <AuthPageLayout heading={t('reset.heading')} back={back}>
        <Stack>
          <InlineAlert role="alert">{errorMessage(t, 'INVALID_TOKEN')}</InlineAlert>
          <ButtonLink to={paths.forgotPassword} variant="primary">
            {t('reset.askAgain')}
          </ButtonLink>
        </Stack>
      </AuthPageLayout>
    );
  }
  return (
    <AuthPageLayout heading={t('reset.heading')} subtitle={t('reset.subtitle')} back={back}>
      <NewPasswordForm
        token={token}
        submitLabel={t('reset.submit')}
        pendingLabel={t('reset.submitting')}
        pending={reset.isPending}
        onSubmit={(body, onError) => reset.mutate(body, { onSuccess: () => setState('done'), onError })}
        onInvalidLink={() => setState('invalid')}
      />
    </AuthPageLayout>
  );
}
