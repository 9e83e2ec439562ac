import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessage } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { InlineAlert } from '../../../shared/ui';
import { useAcceptInvite } from '../api/accept-invite.mutation';
import { AuthPageLayout } from './auth-page.layout';
import { NewPasswordForm } from './new-password.form';

/** `/accept-invite?token=…`: the invitee chooses a password and is signed in. */
export default function AcceptInvitePage() {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('invite.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState(!token);

  return (
    <AuthPageLayout heading={t('invite.heading')} subtitle={invalid ? undefined : t('invite.subtitle')}>
      {invalid ? (
        <InlineAlert role="alert">{t('invite.invalid', { reason: errorMessage(t, 'INVALID_TOKEN') })}</InlineAlert>
      ) : (
        <NewPasswordForm
          token={token}
          submitLabel={t('invite.submit')}
          pendingLabel={t('invite.submitting')}
          pending={accept.isPending}
          onSubmit={(body, onError) => accept.mutate(body, { onSuccess: () => void navigate(paths.home, { replace: true }), onError })}
          onInvalidLink={() => setInvalid(true)}
        />
      )}
    </AuthPageLayout>
  );
}
