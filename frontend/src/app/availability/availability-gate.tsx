import { can, type CurrentUser } from '@koinonia/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatures, useOrganisationStatus } from '../../shared/availability';
import { LoadingState } from '../../shared/ui';
import { DemoBanner } from '../layout/demo-banner';
import { MaintenanceBanner } from './maintenance-banner';
import { MaintenanceScreen } from './maintenance-screen';

/**
 * Between the session and the signed-in app: in maintenance mode, the maintenance screen for
 * everyone who cannot manage settings (the server refuses them anyway), a banner for those who
 * can. Otherwise it waits for the feature flags, so no turned-off area flashes up first.
 * If the status or the flags cannot be read, the app shows as usual: the server still decides.
 */
export function SignedInAvailabilityGate({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const { t } = useTranslation('common');
  const status = useOrganisationStatus();
  const maintenance = status.data?.maintenance;
  const isAdmin = can(user.roles, 'settings.manage');
  const shutOut = Boolean(maintenance?.enabled) && !isAdmin;
  const features = useFeatures(!shutOut);

  // Wait for the first answer only (an error counts): later refetches must not unmount the app.
  if (!status.isFetched) return <LoadingState label={t('loadingPage')} />;
  if (shutOut) return <MaintenanceScreen message={maintenance?.message ?? null} onCheck={() => void status.refetch()} checking={status.isFetching} />;
  if (!features.isFetched && features.isFetching) return <LoadingState label={t('loadingPage')} />;
  return (
    <>
      {maintenance?.enabled && <MaintenanceBanner audience="admin" message={maintenance.message} />}
      <DemoBanner />
      {children}
    </>
  );
}

/** Signed out, the app stays reachable (administrators must be able to sign in), with a notice. */
export function SignedOutMaintenanceNotice() {
  const { data } = useOrganisationStatus();
  if (!data?.maintenance.enabled) return null;
  return <MaintenanceBanner audience="signed-out" message={data.maintenance.message} />;
}
