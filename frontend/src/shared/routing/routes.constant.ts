import type { FeatureFlag, Permission } from '@koinonia/contracts';

/** The sidebar's twelve groups (specification, section 2), in their order. */
export const SIDEBAR_GROUPS = [
  'dashboard',
  'members',
  'events',
  'finance',
  'content',
  'livestream',
  'music',
  'studyGroups',
  'communications',
  'volunteers',
  'programBuilder',
  'administration',
] as const;
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number];

/** A record a path names, shown by name in breadcrumbs and history instead of its id. */
export type RouteEntity = 'member';

/** One signed-in screen, as written in the table below. */
interface RouteLine {
  id: string;
  /** The first is where links go; the others are aliases that show the same screen. */
  paths: readonly [string, ...string[]];
  /** Who may open it (the table in contracts); null for every signed-in user. */
  permission: Permission | null;
  /** The church's switch for its area (admin dashboard): while off, the area is hidden and its API refuses. */
  feature?: FeatureFlag;
  /** Its sidebar group; null for screens reached from another (a profile, an editor). */
  group: SidebarGroup | null;
  /** The breadcrumb above it; home when not given. */
  parent?: string;
  /** Reached only by its address (an emailed link, the admin sign-in), never offered in a menu or the palette. */
  linkOnly?: true;
  entity?: RouteEntity;
  /**
   * The namespace holding the page's words, `pages.<id>.title` and `pages.<id>.keywords`
   * (comma-separated, for the command palette): `shell` when not given; a new area names its own.
   */
  labels?: string;
}

/**
 * Every signed-in route, in one list: the router, the main navigation, the sidebar, the command
 * palette, breadcrumbs, Executive Tools and help all read it. One line per route; which page
 * each shows is the app's page map (`app/routes/page-map.constant.ts`, from the features' manifests).
 */
const TABLE = [
  { id: 'home', paths: ['/'], permission: null, group: 'dashboard' },
  { id: 'executive', paths: ['/executive'], permission: 'attendance.read', group: 'dashboard' },
  { id: 'strategic-insights', paths: ['/strategic-insights'], permission: 'attendance.read', group: 'dashboard', feature: 'analytics' },
  { id: 'tutorials', paths: ['/tutorials'], permission: null, group: 'dashboard' },
  { id: 'members', paths: ['/members', '/member-directory', '/members-test'], permission: 'members.read', group: 'members', feature: 'memberDirectory' },
  {
    id: 'members-import',
    paths: ['/members/import'],
    permission: 'members.write',
    group: null,
    parent: 'members',
    feature: 'memberDirectory',
  },
  { id: 'member', paths: ['/members/:id'], permission: 'members.read', group: null, parent: 'members', entity: 'member', feature: 'memberDirectory' },
  { id: 'member-edit', paths: ['/members/:id/edit'], permission: 'members.write', group: null, parent: 'member', feature: 'memberDirectory' },
  { id: 'households', paths: ['/households'], permission: 'members.read', group: 'members', feature: 'memberDirectory' },
  { id: 'household', paths: ['/households/:id'], permission: 'members.read', group: null, parent: 'households', feature: 'memberDirectory' },
  {
    id: 'member-duplicates',
    paths: ['/members/duplicates'],
    permission: 'members.private.read',
    group: 'members',
    parent: 'members',
    feature: 'memberDirectory',
  },
  {
    id: 'member-merge',
    paths: ['/members/merge'],
    permission: 'members.write',
    group: null,
    parent: 'member-duplicates',
    feature: 'memberDirectory',
  },
  {
    id: 'member-self-updates',
    paths: ['/members/self-updates'],
    permission: 'members.private.read',
    group: null,
    parent: 'members',
    feature: 'memberDirectory',
  },
  { id: 'congregation-care', paths: ['/congregation-care'], permission: 'attendance.read', group: 'members', feature: 'memberDirectory' },
  { id: 'check-in', paths: ['/check-in'], permission: 'checkin.operate', group: 'members', feature: 'memberDirectory' },
  // Everyone of the congregation asks for prayer and reads their own and the wall; what else they see is their permissions' (care.permissions.ts).
  { id: 'prayer-care', paths: ['/prayer-care'], permission: 'congregation.read', group: 'members', feature: 'prayerCare' },
  { id: 'events', paths: ['/events'], permission: 'congregation.read', group: 'events', feature: 'eventManagement' },
  { id: 'event', paths: ['/events/:id'], permission: 'congregation.read', group: null, parent: 'events', feature: 'eventManagement' },
  { id: 'calendar', paths: ['/calendar'], permission: 'congregation.read', group: 'events', feature: 'eventManagement' },
  { id: 'event-analytics', paths: ['/event-analytics'], permission: 'events.staff.read', group: 'events', feature: 'eventManagement' },
  // The vendor directory and its bookings for those who plan, book, pay or audit (vendors.permissions.ts); a vendor follows their own in the portal.
  { id: 'vendors', paths: ['/vendors'], permission: 'vendors.read', group: 'events' },
  { id: 'vendor-bookings', paths: ['/vendor-bookings'], permission: 'vendors.read', group: 'events' },
  { id: 'vendor-portal', paths: ['/vendor-portal'], permission: 'vendor-portal.use', group: 'dashboard' },
  // The donation tracker opens on the totals (pastors too); individual gifts within it are giving.read's (giving.permissions.ts).
  { id: 'donations', paths: ['/donations'], permission: 'giving.totals.read', group: 'finance' },
  // A member's own gifts (GET /api/me/giving is any signed-in member's): a personal page beside home, not a finance tool.
  { id: 'my-giving', paths: ['/my-giving'], permission: 'congregation.read', group: 'dashboard' },
  // Campaigns' totals for those who read giving totals; each pledger for giving.read (giving.permissions.ts).
  { id: 'campaigns', paths: ['/campaigns'], permission: 'giving.totals.read', group: 'finance', labels: 'pledges' },
  { id: 'statements', paths: ['/statements'], permission: 'giving.read', group: 'finance' },
  { id: 'audit', paths: ['/audit'], permission: 'audit.read', group: 'finance', labels: 'audit' },
  // Budget against actual for pastors too; budgets, every expense and the export for finance.read (finance.permissions.ts).
  { id: 'financial-management', paths: ['/financial-management'], permission: 'finance.totals.read', group: 'finance', labels: 'finance' },
  // The office and ministry leaders submit what they bought, with the receipt, and follow their own.
  { id: 'my-expenses', paths: ['/my-expenses'], permission: 'finance.expenses.submit', group: 'finance', labels: 'finance' },
  // Every member saves their own payment methods for recurring gifts, each only their own (GET /api/me/online-giving).
  // Reached from /give and the palette: the sidebar's finance group stays the staff's.
  { id: 'member-banking-setup', paths: ['/member-banking-setup'], permission: null, group: null, labels: 'give' },
  // Giving online is every signed-in person's; visitors reach the same address signed out (app-routes.tsx).
  { id: 'give', paths: ['/give'], permission: null, group: null, labels: 'give' },
  { id: 'sermons', paths: ['/sermons'], permission: 'congregation.read', group: 'content', feature: 'sermonLibrary' },
  { id: 'sermon', paths: ['/sermons/:id'], permission: 'congregation.read', group: null, parent: 'sermons', feature: 'sermonLibrary' },
  { id: 'sermon-new', paths: ['/sermon-new'], permission: 'content.manage', group: 'content', parent: 'sermons', feature: 'sermonLibrary' },
  { id: 'sermon-edit', paths: ['/sermons/:id/edit'], permission: 'content.manage', group: null, parent: 'sermon', feature: 'sermonLibrary' },
  { id: 'sermon-ai-creator', paths: ['/sermon-ai-creator'], permission: 'content.manage', group: 'content', feature: 'sermonLibrary' },
  { id: 'sermon-recommendations', paths: ['/sermon-recommendations'], permission: 'congregation.read', group: 'content', feature: 'sermonLibrary' },
  { id: 'bible-ai', paths: ['/bible-ai'], permission: 'congregation.read', group: 'content' },
  { id: 'upload-center', paths: ['/upload-center'], permission: 'content.manage', group: 'content', feature: 'sermonLibrary', labels: 'media' },
  { id: 'media-library', paths: ['/media-library'], permission: 'content.manage', group: 'content', feature: 'sermonLibrary', labels: 'media' },
  {
    id: 'livestream',
    paths: ['/livestream', '/podcasts', '/digital-sanctuary', '/watch'],
    permission: 'congregation.read',
    group: 'livestream',
    feature: 'livestreaming',
  },
  { id: 'study-groups', paths: ['/study-groups'], permission: 'groups.read', group: 'studyGroups' },
  { id: 'study-group', paths: ['/study-groups/:id'], permission: 'groups.read', group: null, parent: 'study-groups' },
  // The church's announcements until each one's end date, for every signed-in person; administrators write them here (notifications).
  { id: 'announcements', paths: ['/announcements'], permission: null, group: 'communications', labels: 'notifications' },
  { id: 'community-chat', paths: ['/community-chat'], permission: 'chat.read', group: 'communications', feature: 'communityChat' },
  // Staff, pastors and the administrator send SMS (messaging.permissions.ts).
  { id: 'sms-manager', paths: ['/sms-manager'], permission: 'messaging.send', group: 'communications', feature: 'campaigns' },
  // The office writes to an audience of the directory and follows each email (messaging.permissions.ts).
  { id: 'email-broadcasts', paths: ['/email-broadcasts'], permission: 'messaging.send', group: 'communications' },
  // One's own schedule for all who serve; the leaders' rota for those who read the teams (auditors too: the server refuses their changes).
  { id: 'volunteers', paths: ['/volunteers'], permission: 'volunteers.serve', group: 'volunteers', feature: 'volunteerScheduling' },
  { id: 'volunteer-management', paths: ['/volunteer-management'], permission: 'volunteers.read', group: 'volunteers', feature: 'volunteerScheduling' },
  // The link in a volunteer's email carries its own proof: opened signed in here, signed out by the app's router.
  { id: 'volunteer-answer', paths: ['/volunteers/answer'], permission: null, group: null, linkOnly: true, feature: 'volunteerScheduling' },
  { id: 'program-builder', paths: ['/program-builder'], permission: 'worship.read', group: 'programBuilder', feature: 'programBuilder' },
  { id: 'admin-dashboard', paths: ['/admin/dashboard', '/admin'], permission: 'settings.manage', group: 'administration' },
  { id: 'admin-users', paths: ['/admin/users'], permission: 'users.manage', group: 'administration', parent: 'admin-dashboard' },
  { id: 'admin-outbox', paths: ['/admin/outbox'], permission: 'users.manage', group: 'administration', parent: 'admin-users' },
  { id: 'admin-errors', paths: ['/admin/errors'], permission: 'settings.manage', group: 'administration', parent: 'admin-dashboard' },
  { id: 'security-center', paths: ['/security-center'], permission: 'security.read', group: 'administration' },
  { id: 'data-management', paths: ['/data-management'], permission: 'settings.manage', group: 'administration' },
  // Signed in at /admin/login: an administrator goes on to the dashboard; anyone else is told no.
  { id: 'admin-login', paths: ['/admin/login'], permission: 'settings.manage', group: null, linkOnly: true },
  { id: 'preferences', paths: ['/preferences'], permission: null, group: null },
  { id: 'account-security', paths: ['/account/security'], permission: null, group: null },
  // Emailed links opened while signed in: say whose session this is before going on.
  { id: 'accept-invite', paths: ['/accept-invite', '/reset-password'], permission: null, group: null, linkOnly: true },
  // A lockout email's link: it changes no session, so it works signed in as well.
  { id: 'unlock-account', paths: ['/unlock-account'], permission: null, group: null, linkOnly: true },
] as const satisfies readonly RouteLine[];

/** A route's id: `pathOf('nope')` does not compile. */
export type RouteId = (typeof TABLE)[number]['id'];

export interface RouteEntry extends Omit<RouteLine, 'id' | 'parent'> {
  id: RouteId;
  parent?: RouteId;
}

export const ROUTES: readonly RouteEntry[] = TABLE;
