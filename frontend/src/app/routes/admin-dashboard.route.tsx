import AdminDashboardPage from '../../features/admin/components/admin-dashboard.page';
import { RecentSecurityEvents } from '../../features/security';
import { useCan } from '../../shared/access';

/** The admin dashboard with the security center's live feed in its security section. */
export default function AdminDashboardRoute() {
  const canReadSecurity = useCan('security.read');
  return <AdminDashboardPage securityFeed={canReadSecurity ? <RecentSecurityEvents /> : undefined} />;
}
