import type { FeatureFlag, Permission } from '@koinonia/contracts';

/**
 * The pages help takes people to, with what opening each needs. Keyed and written as in the app's
 * route table (a test holds them equal); a feature cannot import the app layer, so help keeps its
 * own copy of the few lines it needs.
 */
export interface HelpPage {
  path: string;
  permission: Permission | null;
  feature?: FeatureFlag;
}

export const HELP_PAGES = {
  home: { path: '/', permission: null },
  executive: { path: '/executive', permission: 'attendance.read' },
  'strategic-insights': { path: '/strategic-insights', permission: 'attendance.read', feature: 'analytics' },
  tutorials: { path: '/tutorials', permission: null },
  members: { path: '/members', permission: 'members.read', feature: 'memberDirectory' },
  'congregation-care': { path: '/congregation-care', permission: 'attendance.read', feature: 'memberDirectory' },
  'prayer-care': { path: '/prayer-care', permission: 'prayer.read', feature: 'prayerCare' },
  events: { path: '/events', permission: 'congregation.read', feature: 'eventManagement' },
  livestream: { path: '/livestream', permission: 'congregation.read', feature: 'livestreaming' },
  'community-chat': { path: '/community-chat', permission: 'congregation.read', feature: 'communityChat' },
  'admin-dashboard': { path: '/admin/dashboard', permission: 'settings.manage' },
  'security-center': { path: '/security-center', permission: 'security.read' },
  'account-security': { path: '/account/security', permission: null },
} as const satisfies Record<string, HelpPage>;

export type HelpPageId = keyof typeof HELP_PAGES;
