import { lazy, Suspense, type ReactNode } from 'react';
import MemberProfilePage from '../../features/members/components/member-profile.page';
import { useCan } from '../../shared/access';
import { withNamespaces } from '../../shared/i18n';
import { LoadingState } from '../../shared/ui';

// Each section is its own chunk and brings its own feature's words: the members bundle carries neither.
const AttendanceCard = lazy(withNamespaces(['attendance'], () => import('../../features/attendance/components/member-profile-attendance.card')));
const CareCard = lazy(withNamespaces(['care'], () => import('../../features/care/components/member-care.card')));
const SmsConsentCard = lazy(withNamespaces(['messaging'], () => import('../../features/messaging/components/member-sms-consent.card')));
const GroupsCard = lazy(withNamespaces(['groups'], () => import('../../features/groups/components/member-groups.card')));

const section = (card: ReactNode) => <Suspense fallback={<LoadingState />}>{card}</Suspense>;

/**
 * A member's profile, composed: the members feature's page with the person's attendance, pastoral
 * care and study groups from their own features. Each is shown only to whom the server answers:
 * attendance to the person themself or attendance.read; care to care.read; groups to the person
 * themself or groups.rosters.read. SMS consent beside the details: to messaging.send, and to the person
 * themself (their own state, changed with their preference).
 */
export default function MemberProfileRoute() {
  const readsAttendance = useCan('attendance.read');
  const readsCare = useCan('care.read');
  const readsRosters = useCan('groups.rosters.read');
  const readsGroups = useCan('groups.read');
  const sendsSms = useCan('messaging.send');
  return (
    <MemberProfilePage
      contact={({ memberId, isSelf }) => (sendsSms || isSelf ? section(<SmsConsentCard memberId={memberId} isSelf={isSelf} />) : null)}
      sections={({ memberId, isSelf }) => {
        const attendance = isSelf || readsAttendance;
        const groups = readsGroups && (isSelf || readsRosters);
        // None to show: the profile then offers no Activity tab.
        if (!attendance && !groups && !readsCare) return null;
        return (
          <>
            {attendance && section(<AttendanceCard memberId={memberId} />)}
            {groups && section(<GroupsCard memberId={memberId} />)}
            {readsCare && section(<CareCard memberId={memberId} />)}
          </>
        );
      }}
    />
  );
}
