import AdminDashboardPage from '../../features/admin/components/admin-dashboard.page';
import { AnnouncementCard } from '../../features/notifications';
import { RecentSecurityEvents } from '../../features/security';
import { useCan } from '../../shared/access';

/** The admin dashboard with the security center's live feed in its security section and the announcement form. */
export default function AdminDashboardRoute() {
  const canReadSecurity = useCan('security.read');
  const canAnnounce = useCan('announcements.send');
  return (
    <AdminDashboardPage securityFeed={canReadSecurity ? <RecentSecurityEvents /> : undefined} announcements={canAnnounce ? <AnnouncementCard /> : undefined} />
  );
}
