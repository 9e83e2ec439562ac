import type { Permission } from '@koinonia/contracts';
import type { RouteId } from '../../../shared/routing';

/** Where a card goes beside its element (specification: top, bottom, left, right; mirrored right-to-left). */
export type SpotPosition = 'top' | 'bottom' | 'left' | 'right';

/**
 * A spot: one element of the app that tutorials and tours point at. Its words are
 * `help:spots.<id>.title` and `.body`. `target` lists selectors tried in order (the first that
 * finds a visible element wins); `page` is where the element lives, when it is not on every page.
 */
export interface HelpSpot {
  target: readonly string[];
  position: SpotPosition;
  page?: RouteId;
  /** Several elements match and the last one is meant (the user menu ends the header). */
  pick?: 'last';
  /** The element shows only to holders of this permission (staff's Add Member button): others are not shown the step. */
  permission?: Permission;
  /**
   * Its words say where to tap when the layout is narrow (navigation behind ☰, no keyboard
   * shortcuts): `spots.<id>.bodyNarrow` is read there instead of `.body`.
   */
  narrow?: true;
}

/** The app's own header, not a page's header inside <main>. */
const APP_HEADER = 'header:not(main header)';
/** The ☰ button that opens the navigation drawer on a narrow screen, where the header has no links. */
const MENU_BUTTON = '[data-help="menu-button"]';
const navLink = (path: string) => [`${APP_HEADER} nav a[href="${path}"]`, `aside nav a[href="${path}"]`, MENU_BUTTON];

export const HELP_SPOTS = {
  'nav-main': { target: [`${APP_HEADER} nav`, MENU_BUTTON], position: 'bottom', narrow: true },
  sidebar: { target: ['aside nav', MENU_BUTTON], position: 'right', narrow: true },
  search: { target: [`${APP_HEADER} button[aria-keyshortcuts]`], position: 'bottom', narrow: true },
  'help-button': { target: ['[data-help="help-button"]'], position: 'bottom', narrow: true },
  'user-menu': { target: [`${APP_HEADER} button[aria-haspopup="menu"]`], position: 'bottom', pick: 'last' },
  'two-step': { target: ['#main section[aria-labelledby="two-factor-heading"]'], position: 'top', page: 'account-security' },

  'home-heading': { target: ['#main h1'], position: 'bottom', page: 'home' },
  'home-community': { target: ['#main section[aria-labelledby="home-community"]'], position: 'top', page: 'home' },
  'home-you': { target: ['#main section[aria-labelledby="home-you"]'], position: 'top', page: 'home' },

  'member-nav': { target: navLink('/members'), position: 'bottom', narrow: true },
  'member-search': { target: ['#main input[name="q"]'], position: 'bottom', page: 'members' },
  'member-filters': { target: ['#main form[role="search"]'], position: 'bottom', page: 'members' },
  'member-list': { target: ['#main table'], position: 'top', page: 'members' },
  'member-add': { target: ['#main header button'], position: 'bottom', page: 'members', permission: 'members.write' },
  'member-pages': { target: ['#main nav'], position: 'top', page: 'members' },

  'events-nav': { target: navLink('/events'), position: 'bottom', narrow: true },
  'events-empty': { target: ['#main [role="status"]'], position: 'top', page: 'events' },
  'livestream-nav': { target: navLink('/livestream'), position: 'bottom', narrow: true },
  'livestream-empty': { target: ['#main [role="status"]'], position: 'top', page: 'livestream' },
  'feature-switches': { target: ['#main section[aria-labelledby="admin-features-title"]'], position: 'top', page: 'admin-dashboard' },

  'prayer-nav': { target: navLink('/prayer-care'), position: 'bottom', narrow: true },
  'prayer-empty': { target: ['#main [role="status"]'], position: 'top', page: 'prayer-care' },
  'prayer-privacy': { target: ['#main h1'], position: 'bottom', page: 'prayer-care' },
  'care-empty': { target: ['#main [role="status"]'], position: 'top', page: 'congregation-care' },

  'executive-intro': { target: ['#main h1'], position: 'bottom', page: 'executive' },
  'executive-tools': { target: ['#main ul[aria-label]'], position: 'top', page: 'executive' },
  'admin-center': { target: ['#main header a[href="/admin/dashboard"]'], position: 'bottom', page: 'executive', permission: 'settings.manage' },
  'insights-empty': { target: ['#main [role="status"]'], position: 'top', page: 'strategic-insights' },
  'insights-meanwhile': { target: [...navLink('/admin/dashboard'), '#main h1'], position: 'bottom' },
  'system-health': { target: ['#main section[aria-labelledby="admin-system-title"]'], position: 'top', page: 'admin-dashboard' },
  'users-overview': { target: ['#main section[aria-labelledby="admin-users-title"]'], position: 'top', page: 'admin-dashboard' },
  'failed-sign-ins': { target: ['#main select[name="range"]'], position: 'bottom', page: 'security-center' },

  'chat-nav': { target: navLink('/community-chat'), position: 'bottom', narrow: true },
  'chat-empty': { target: ['#main [role="status"]'], position: 'top', page: 'community-chat' },
} as const satisfies Record<string, HelpSpot>;

export type HelpSpotId = keyof typeof HELP_SPOTS;

/** The key of a spot's words for this layout: where to tap on a narrow screen, where to look (and which keys) on a wide one. */
export function spotBodyKey(id: HelpSpotId, narrow: boolean): string {
  return narrow && (HELP_SPOTS[id] as HelpSpot).narrow ? `spots.${id}.bodyNarrow` : `spots.${id}.body`;
}
