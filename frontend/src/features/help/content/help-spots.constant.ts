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
}

/** The app's own header, not a page's header inside <main>. */
const APP_HEADER = 'header:not(main header)';
const navLink = (path: string) => [`${APP_HEADER} nav a[href="${path}"]`, `aside nav a[href="${path}"]`];

export const HELP_SPOTS = {
  'nav-main': { target: [`${APP_HEADER} nav`], position: 'bottom' },
  sidebar: { target: ['aside nav', `${APP_HEADER} button[aria-haspopup="dialog"]`], position: 'right' },
  search: { target: [`${APP_HEADER} button[aria-keyshortcuts]`], position: 'bottom' },
  'help-button': { target: ['[data-help="help-button"]'], position: 'bottom' },
  'user-menu': { target: [`${APP_HEADER} button[aria-haspopup="menu"]`], position: 'bottom', pick: 'last' },
  'two-step': { target: ['#main section[aria-labelledby="two-factor-heading"]'], position: 'top', page: 'account-security' },

  'home-heading': { target: ['#main h1'], position: 'bottom', page: 'home' },
  'home-community': { target: ['#main section[aria-labelledby="home-community"]'], position: 'top', page: 'home' },
  'home-you': { target: ['#main section[aria-labelledby="home-you"]'], position: 'top', page: 'home' },

  'member-nav': { target: navLink('/members'), position: 'bottom' },
  'member-search': { target: ['#main input[name="q"]'], position: 'bottom', page: 'members' },
  'member-filters': { target: ['#main form[role="search"]'], position: 'bottom', page: 'members' },
  'member-list': { target: ['#main table'], position: 'top', page: 'members' },
  'member-add': { target: ['#main header button'], position: 'bottom', page: 'members' },
  'member-pages': { target: ['#main nav'], position: 'top', page: 'members' },

  'events-nav': { target: navLink('/events'), position: 'bottom' },
  'events-empty': { target: ['#main [role="status"]'], position: 'top', page: 'events' },
  'livestream-nav': { target: navLink('/livestream'), position: 'bottom' },
  'livestream-empty': { target: ['#main [role="status"]'], position: 'top', page: 'livestream' },
  'feature-switches': { target: ['#main section[aria-labelledby="admin-features-title"]'], position: 'top', page: 'admin-dashboard' },

  'prayer-nav': { target: navLink('/prayer-care'), position: 'bottom' },
  'prayer-empty': { target: ['#main [role="status"]'], position: 'top', page: 'prayer-care' },
  'prayer-privacy': { target: ['#main h1'], position: 'bottom', page: 'prayer-care' },
  'care-empty': { target: ['#main [role="status"]'], position: 'top', page: 'congregation-care' },

  'executive-intro': { target: ['#main h1'], position: 'bottom', page: 'executive' },
  'executive-tools': { target: ['#main ul[aria-label]'], position: 'top', page: 'executive' },
  'admin-center': { target: ['#main header a[href="/admin/dashboard"]'], position: 'bottom', page: 'executive' },
  'insights-empty': { target: ['#main [role="status"]'], position: 'top', page: 'strategic-insights' },
  'insights-meanwhile': { target: [...navLink('/admin/dashboard'), '#main h1'], position: 'bottom' },
  'system-health': { target: ['#main section[aria-labelledby="admin-system-title"]'], position: 'top', page: 'admin-dashboard' },
  'users-overview': { target: ['#main section[aria-labelledby="admin-users-title"]'], position: 'top', page: 'admin-dashboard' },
  'failed-sign-ins': { target: ['#main select[name="range"]'], position: 'bottom', page: 'security-center' },

  'chat-nav': { target: navLink('/community-chat'), position: 'bottom' },
  'chat-empty': { target: ['#main [role="status"]'], position: 'top', page: 'community-chat' },
} as const satisfies Record<string, HelpSpot>;

export type HelpSpotId = keyof typeof HELP_SPOTS;
