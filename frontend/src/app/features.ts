import { adminFeature } from '../features/admin/admin.feature';
import { auditFeature } from '../features/audit/audit.feature';
import { attendanceFeature } from '../features/attendance/attendance.feature';
import { calendarFeature } from '../features/calendar/calendar.feature';
import { authFeature } from '../features/auth/auth.feature';
import { careFeature } from '../features/care/care.feature';
import { engagementFeature } from '../features/engagement/engagement.feature';
import { eventsFeature } from '../features/events/events.feature';
import { eventAnalyticsFeature } from '../features/event-analytics/event-analytics.feature';
import { diagnosticsFeature } from '../features/diagnostics/diagnostics.feature';
import { givingFeature } from '../features/giving/giving.feature';
import { groupsFeature } from '../features/groups/groups.feature';
import { helpFeature } from '../features/help/help.feature';
import { membersFeature } from '../features/members/members.feature';
import { importsFeature } from '../features/imports/imports.feature';
import { notificationsFeature } from '../features/notifications/notifications.feature';
import { preferencesFeature } from '../features/preferences/preferences.feature';
import { searchFeature } from '../features/search/search.feature';
import { securityFeature } from '../features/security/security.feature';
import { usersFeature } from '../features/users/users.feature';
import { worshipFeature } from '../features/worship/worship.feature';
import { volunteersFeature } from '../features/volunteers/volunteers.feature';
import { pledgesFeature } from '../features/pledges/pledges.feature';
import { statementsFeature } from '../features/statements/statements.feature';
import { giveFeature } from '../features/give/give.feature';
import { financeFeature } from '../features/finance/finance.feature';
import { messagingFeature } from '../features/messaging/messaging.feature';
import { vendorsFeature } from '../features/vendors/vendors.feature';
import { sermonsFeature } from '../features/sermons/sermons.feature';
import { mediaFeature } from '../features/media/media.feature';
import { livestreamFeature } from '../features/livestream/livestream.feature';
import { chatFeature } from '../features/chat/chat.feature';
import type { FeatureManifest } from '../shared/routing';

/**
 * Every feature folder's manifest, one line each: the router's page map
 * (`routes/page-map.constant.ts`) and the translations (`translations.ts`) are built from this list.
 */
export const FEATURES: readonly FeatureManifest[] = [
  authFeature,
  membersFeature,
  importsFeature,
  attendanceFeature,
  groupsFeature,
  adminFeature,
  usersFeature,
  securityFeature,
  preferencesFeature,
  notificationsFeature,
  helpFeature,
  diagnosticsFeature,
  searchFeature,
  careFeature,
  engagementFeature,
  eventsFeature,
  calendarFeature,
  worshipFeature,
  eventAnalyticsFeature,
  volunteersFeature,
  auditFeature,
  givingFeature,
  pledgesFeature,
  statementsFeature,
  giveFeature,
  financeFeature,
  vendorsFeature,
  messagingFeature,
  sermonsFeature,
  mediaFeature,
  livestreamFeature,
  chatFeature,
];
