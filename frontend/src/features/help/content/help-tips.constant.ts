import { HELP_CONTEXTS, type HelpContext, type HelpTipType } from '@koinonia/contracts';
import { matchPath } from 'react-router-dom';

/** The pages of each help context (specification, section 3), as the router writes them. */
export const CONTEXT_PATHS: Record<HelpContext, readonly string[]> = {
  'member-directory': ['/members', '/member-directory', '/members-test', '/members/:id', '/members/:id/edit', '/congregation-care'],
  'community-chat': ['/community-chat'],
  'event-management': ['/events'],
  'volunteer-management': ['/volunteers', '/volunteer-management'],
  'financial-management': ['/donations', '/member-banking-setup'],
  livestream: ['/livestream', '/podcasts', '/digital-sanctuary'],
  analytics: ['/strategic-insights'],
  // Executive Tools, and the Admin Center it leads to.
  'executive-solutions': ['/executive', '/admin/dashboard', '/admin', '/admin/users', '/security-center'],
};

/**
 * A contextual help item (specification, section 3): words `help:tips.<id>.title` / `.content`.
 * `target` is the element its "?" marker sits beside; `paths` narrows it to some of its context's pages.
 */
export interface HelpTip {
  id: string;
  context: HelpContext;
  type: HelpTipType;
  target: string;
  paths?: readonly string[];
}

const DIRECTORY = ['/members', '/member-directory', '/members-test'];

export const HELP_TIPS: readonly HelpTip[] = [
  { id: 'member-search', context: 'member-directory', type: 'tip', target: '#main input[name="q"]', paths: DIRECTORY },
  { id: 'member-archived', context: 'member-directory', type: 'info', target: '#main select[name="status"]', paths: DIRECTORY },
  { id: 'member-address', context: 'member-directory', type: 'tip', target: '#main form[role="search"]', paths: DIRECTORY },
  { id: 'member-add', context: 'member-directory', type: 'help', target: '#main header button', paths: DIRECTORY },
  { id: 'member-history', context: 'member-directory', type: 'info', target: '#main section[aria-labelledby="member-history-title"]', paths: ['/members/:id'] },
  { id: 'chat-switch', context: 'community-chat', type: 'info', target: '#main h1' },
  { id: 'events-switch', context: 'event-management', type: 'info', target: '#main h1' },
  { id: 'volunteers-switch', context: 'volunteer-management', type: 'info', target: '#main h1' },
  { id: 'finance-privacy', context: 'financial-management', type: 'warning', target: '#main [role="status"]' },
  { id: 'livestream-addresses', context: 'livestream', type: 'tip', target: '#main [role="status"]' },
  { id: 'analytics-meanwhile', context: 'analytics', type: 'tip', target: '#main [role="status"]' },
  { id: 'executive-cards', context: 'executive-solutions', type: 'tip', target: '#main ul[aria-label]', paths: ['/executive'] },
  {
    id: 'admin-features',
    context: 'executive-solutions',
    type: 'warning',
    target: '#main section[aria-labelledby="admin-features-title"]',
    paths: ['/admin/dashboard', '/admin'],
  },
  {
    id: 'admin-maintenance',
    context: 'executive-solutions',
    type: 'warning',
    target: '#main section[aria-labelledby="admin-maintenance-title"]',
    paths: ['/admin/dashboard', '/admin'],
  },
  { id: 'admin-last-admin', context: 'executive-solutions', type: 'help', target: '#main table', paths: ['/admin/users'] },
  {
    id: 'security-chain',
    context: 'executive-solutions',
    type: 'tip',
    target: '#main section[aria-labelledby="security-feed-title"]',
    paths: ['/security-center'],
  },
];

const matches = (patterns: readonly string[], pathname: string) => patterns.some((path) => matchPath({ path, end: true }, pathname) !== null);

/** The help context of a page, or null for a page without one. */
export function contextOf(pathname: string): HelpContext | null {
  return HELP_CONTEXTS.find((context) => matches(CONTEXT_PATHS[context], pathname)) ?? null;
}

/** The tips for the page at `pathname`. */
export function tipsFor(pathname: string): HelpTip[] {
  const context = contextOf(pathname);
  if (!context) return [];
  return HELP_TIPS.filter((tip) => tip.context === context && (!tip.paths || matches(tip.paths, pathname)));
}
