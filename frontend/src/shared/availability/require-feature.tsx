import type { FeatureFlag } from '@koinonia/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../access';
import { paths } from '../routing';
import { EmptyState, Stack } from '../ui';
import { useFeatureEnabled } from './use-feature-enabled.hook';

/** A page of an area the organisation has turned off: say so plainly, and tell admins where to turn it on. */
export function RequireFeature({ flag, children }: { flag: FeatureFlag; children: ReactNode }) {
  const { t } = useTranslation('common');
  const enabled = useFeatureEnabled(flag);
  const isAdmin = useCan('settings.manage');
  if (enabled) return <>{children}</>;
  return (
    <EmptyState
      role="alert"
      title={t('featureOff.title')}
      description={t('featureOff.body', { area: t(`features.${flag}.label`) })}
      action={
        <Stack $gap="sm">
          {isAdmin && <Link to={paths.adminDashboard}>{t('featureOff.manage')}</Link>}
          <Link to={paths.home}>{t('notFound.home')}</Link>
        </Stack>
      }
    />
  );
}
