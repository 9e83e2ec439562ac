import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/hooks';
import { paths } from '../../../shared/routing';
import { AuthPageLayout } from './auth-page.layout';
import { UnlockAccount } from './unlock-account';

/** `/unlock-account?token=…`: the link from a lockout email, opened signed out. */
export default function UnlockAccountPage() {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('unlock.title'));
  const [searchParams] = useSearchParams();
  return (
    <AuthPageLayout heading={t('unlock.heading')} back={{ to: paths.signIn, label: t('forgot.backToSignIn') }}>
      <UnlockAccount token={searchParams.get('token') ?? ''} />
    </AuthPageLayout>
  );
}
