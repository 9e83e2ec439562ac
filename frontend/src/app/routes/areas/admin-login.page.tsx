import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../features/auth';
import { useCan } from '../../../shared/access';
import { ButtonLink } from '../../../shared/ui';
import { pathOf } from '../route-table';
import { AreaPage } from './area-page';

/**
 * `/admin/login` for someone already signed in: administrators use the same account and
 * session as everyone (the server checks their role on every call), so there is no second
 * sign-in; say who is signed in and where the admin tools are.
 */
export default function AdminLoginPage() {
  const { t } = useTranslation('shell');
  const { user } = useCurrentUser();
  const isAdmin = useCan('settings.manage');
  return (
    <AreaPage
      id={isAdmin ? 'admin-login' : 'admin-login-refused'}
      titleKey="pages.admin-login.title"
      action={
        isAdmin ? (
          <ButtonLink to={pathOf('admin-dashboard')} variant="primary">
            {t('pages.admin-login.open')}
          </ButtonLink>
        ) : undefined
      }
      values={{ name: user?.displayName ?? '' }}
    />
  );
}
