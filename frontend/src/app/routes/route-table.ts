import type { FeatureFlag, Permission } from '@koinonia/contracts';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';

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

type PageModule = Promise<{ default: ComponentType }>;

/**
 * One signed-in screen. Its words live in the `shell` namespace: `pages.<id>.title` and
 * `pages.<id>.keywords` (comma-separated, for the command palette).
 */
export interface RouteEntry {
  id: string;
  /** The first is where links go; the others are aliases that show the same screen. */
  paths: readonly string[];
  /** The page's own chunk, fetched on first visit. */
  load: () => PageModule;
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
}

const sermonEditor = () => import('./areas/sermon-editor.page');

/**
 * Every signed-in route, in one list: the router, the main navigation, the sidebar, the command
 * palette, breadcrumbs and Executive Tools all read it. One line per route.
 * Areas a later issue builds point at an honest empty page under ./areas until then.
 */
export const ROUTES: readonly RouteEntry[] = [
  { id: 'home', paths: ['/'], load: () => import('./home.page'), permission: null, group: 'dashboard' },
  { id: 'executive', paths: ['/executive'], load: () => import('./executive-tools.page'), permission: 'attendance.read', group: 'dashboard' },
  {
    id: 'strategic-insights',
    paths: ['/strategic-insights'],
    load: () => import('./areas/strategic-insights.page'),
    permission: 'attendance.read',
    group: 'dashboard',
    feature: 'analytics',
  },
  { id: 'tutorials', paths: ['/tutorials'], load: () => import('../../features/help/components/tutorials.page'), permission: null, group: 'dashboard' },
  {
    id: 'members',
    paths: ['/members', '/member-directory', '/members-test'],
    load: () => import('../../features/members/components/members.page'),
    permission: 'members.read',
    group: 'members',
    feature: 'memberDirectory',
  },
  {
    id: 'member',
    paths: ['/members/:id'],
    load: () => import('../../features/members/components/member-profile.page'),
    permission: 'members.read',
    group: null,
    parent: 'members',
    entity: 'member',
    feature: 'memberDirectory',
  },
  {
    id: 'member-edit',
    paths: ['/members/:id/edit'],
    load: () => import('../../features/members/components/member-edit.page'),
    permission: 'members.write',
    group: null,
    parent: 'member',
    feature: 'memberDirectory',
  },
  {
    id: 'congregation-care',
    paths: ['/congregation-care'],
    load: () => import('./areas/congregation-care.page'),
    permission: 'attendance.read',
    group: 'members',
    feature: 'memberDirectory',
  },
  {
    id: 'prayer-care',
    paths: ['/prayer-care'],
    load: () => import('./areas/prayer-care.page'),
    permission: 'prayer.read',
    group: 'members',
    feature: 'prayerCare',
  },
  { id: 'events', paths: ['/events'], load: () => import('./areas/events.page'), permission: 'congregation.read', group: 'events', feature: 'eventManagement' },
  { id: 'donations', paths: ['/donations'], load: () => import('./areas/donations.page'), permission: 'giving.read', group: 'finance' },
  {
    id: 'member-banking-setup',
    paths: ['/member-banking-setup'],
    load: () => import('./areas/member-banking-setup.page'),
    permission: 'congregation.read',
    group: 'finance',
  },
  {
    id: 'sermons',
    paths: ['/sermons'],
    load: () => import('./areas/sermons.page'),
    permission: 'congregation.read',
    group: 'content',
    feature: 'sermonLibrary',
  },
  {
    id: 'sermon',
    paths: ['/sermons/:id'],
    load: () => import('./areas/sermon.page'),
    permission: 'congregation.read',
    group: null,
    parent: 'sermons',
    feature: 'sermonLibrary',
  },
  {
    id: 'sermon-new',
    paths: ['/sermon-new'],
    load: sermonEditor,
    permission: 'congregation.read',
    group: 'content',
    parent: 'sermons',
    feature: 'sermonLibrary',
  },
  {
    id: 'sermon-edit',
    paths: ['/sermons/:id/edit'],
    load: sermonEditor,
    permission: 'congregation.read',
    group: null,
    parent: 'sermon',
    feature: 'sermonLibrary',
  },
  {
    id: 'sermon-ai-creator',
    paths: ['/sermon-ai-creator'],
    load: () => import('./areas/sermon-ai-creator.page'),
    permission: 'congregation.read',
    group: 'content',
    feature: 'sermonLibrary',
  },
  {
    id: 'sermon-recommendations',
    paths: ['/sermon-recommendations'],
    load: () => import('./areas/sermon-recommendations.page'),
    permission: 'congregation.read',
    group: 'content',
    feature: 'sermonLibrary',
  },
  { id: 'bible-ai', paths: ['/bible-ai'], load: () => import('./areas/bible-ai.page'), permission: 'congregation.read', group: 'content' },
  {
    id: 'livestream',
    paths: ['/livestream', '/podcasts', '/digital-sanctuary'],
    load: () => import('./areas/livestream.page'),
    permission: 'congregation.read',
    group: 'livestream',
    feature: 'livestreaming',
  },
  { id: 'study-groups', paths: ['/study-groups'], load: () => import('./areas/study-groups.page'), permission: 'congregation.read', group: 'studyGroups' },
  {
    id: 'community-chat',
    paths: ['/community-chat'],
    load: () => import('./areas/community-chat.page'),
    permission: 'congregation.read',
    group: 'communications',
    feature: 'communityChat',
  },
  {
    id: 'sms-manager',
    paths: ['/sms-manager'],
    load: () => import('./areas/sms-manager.page'),
    permission: 'members.write',
    group: 'communications',
    feature: 'campaigns',
  },
  {
    id: 'volunteers',
    paths: ['/volunteers', '/volunteer-management'],
    load: () => import('./areas/volunteers.page'),
    permission: 'congregation.read',
    group: 'volunteers',
    feature: 'volunteerScheduling',
  },
  {
    id: 'program-builder',
    paths: ['/program-builder'],
    load: () => import('./areas/program-builder.page'),
    permission: 'attendance.read',
    group: 'programBuilder',
    feature: 'programBuilder',
  },
  {
    id: 'admin-dashboard',
    paths: ['/admin/dashboard', '/admin'],
    load: () => import('./admin-dashboard.route'),
    permission: 'settings.manage',
    group: 'administration',
  },
  {
    id: 'admin-users',
    paths: ['/admin/users'],
    load: () => import('../../features/users/components/users.page'),
    permission: 'users.manage',
    group: 'administration',
    parent: 'admin-dashboard',
  },
  {
    id: 'admin-outbox',
    paths: ['/admin/outbox'],
    load: () => import('../../features/users/components/outbox.page'),
    permission: 'users.manage',
    group: 'administration',
    parent: 'admin-users',
  },
  {
    id: 'admin-errors',
    paths: ['/admin/errors'],
    load: () => import('../../features/diagnostics/components/client-errors.page'),
    permission: 'settings.manage',
    group: 'administration',
    parent: 'admin-dashboard',
  },
  {
    id: 'security-center',
    paths: ['/security-center'],
    load: () => import('../../features/security/components/security-center.page'),
    permission: 'security.read',
    group: 'administration',
  },
  {
    id: 'data-management',
    paths: ['/data-management'],
    load: () => import('./areas/data-management.page'),
    permission: 'settings.manage',
    group: 'administration',
  },
  // Signed in at /admin/login: an administrator goes on to the dashboard; anyone else is told no.
  { id: 'admin-login', paths: ['/admin/login'], load: () => import('./admin-login-redirect.page'), permission: 'settings.manage', group: null, linkOnly: true },
  { id: 'preferences', paths: ['/preferences'], load: () => import('../../features/preferences/components/preferences.page'), permission: null, group: null },
  {
    id: 'account-security',
    paths: ['/account/security'],
    load: () => import('../../features/auth/components/account-security.page'),
    permission: null,
    group: null,
  },
  // Emailed links opened while signed in: say whose session this is before going on.
  {
    id: 'accept-invite',
    paths: ['/accept-invite', '/reset-password'],
    load: () => import('../../features/auth/components/signed-in-link.route'),
    permission: null,
    group: null,
    linkOnly: true,
  },
];

const BY_ID = new Map(ROUTES.map((route) => [route.id, route]));

export function routeById(id: string): RouteEntry {
  const route = BY_ID.get(id);
  if (!route) throw new Error(`No route "${id}" in the route table`);
  return route;
}

/** Where links to a route go (its first path). */
export function pathOf(id: string): string {
  return routeById(id).paths[0];
}

/** A route the palette may offer: a plain path that is not only for following a link. */
export function isOffered(route: RouteEntry): boolean {
  return isStaticPath(route.paths[0]) && !route.linkOnly;
}

/** A path with no `:params`: one that a menu can link to as it is. */
export function isStaticPath(path: string): boolean {
  return !path.split('/').some((segment) => segment.startsWith(':'));
}

export interface RouteMatch {
  route: RouteEntry;
  pattern: string;
  params: Record<string, string | undefined>;
}

/** The route a pathname shows, with its params; null for "Page Not Found". Exact paths beat patterns. */
export function matchRoute(pathname: string): RouteMatch | null {
  let best: RouteMatch | null = null;
  for (const route of ROUTES) {
    for (const pattern of route.paths) {
      const match = matchPath({ path: pattern, end: true }, pathname);
      if (!match) continue;
      if (isStaticPath(pattern)) return { route, pattern, params: match.params };
      best ??= { route, pattern, params: match.params };
    }
  }
  return best;
}

/**
 * The route and the routes above it, nearest first (a member's editor, the member, the
 * directory), ending at home: what breadcrumbs show.
 */
export function ancestry(route: RouteEntry): RouteEntry[] {
  const chain: RouteEntry[] = [];
  for (let at: RouteEntry | undefined = route; at; at = at.parent ? routeById(at.parent) : at.id === 'home' ? undefined : routeById('home')) {
    chain.push(at);
  }
  return chain;
}

/** The sidebar group a route belongs to: its own, or that of the nearest route above it that has one. */
export function groupOf(route: RouteEntry): SidebarGroup | null {
  for (let at: RouteEntry | undefined = route; at; at = at.parent ? routeById(at.parent) : undefined) {
    if (at.group) return at.group;
  }
  return null;
}

/** The path of `route` filled with the params of the current match (a member's profile above its editor). */
export function fillPath(route: RouteEntry, params: Record<string, string | undefined>): string | null {
  for (const pattern of route.paths) {
    const filled = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => (params[name] ? encodeURIComponent(params[name]!) : `:${name}`));
    if (isStaticPath(filled)) return filled;
  }
  return null;
}

/** The main navigation (specification, section 2): label key and the route each opens. */
export const MAIN_NAVIGATION = [
  { label: 'home', route: 'home' },
  { label: 'members', route: 'members' },
  { label: 'events', route: 'events' },
  { label: 'sermons', route: 'sermons' },
  { label: 'livestream', route: 'livestream' },
  { label: 'community', route: 'community-chat' },
  { label: 'prayer', route: 'prayer-care' },
  { label: 'executive', route: 'executive' },
  { label: 'admin', route: 'admin-dashboard' },
] as const;

/** Executive Tools' twelve cards (specification, section 2), each opening its area. */
export const EXECUTIVE_TOOLS = [
  { id: 'congregationCare', route: 'congregation-care' },
  { id: 'memberDirectory', route: 'members' },
  { id: 'livestreamHub', route: 'livestream' },
  { id: 'eventManagement', route: 'events' },
  { id: 'communityChat', route: 'community-chat' },
  { id: 'sermonLibrary', route: 'sermons' },
  { id: 'prayerCare', route: 'prayer-care' },
  { id: 'volunteerManagement', route: 'volunteers' },
  { id: 'analyticsDashboard', route: 'strategic-insights' },
  { id: 'programBuilder', route: 'program-builder' },
  { id: 'eventAnalytics', route: 'events' },
  { id: 'financialManagement', route: 'donations' },
] as const;

/** Sidebar favourites before the person pins any (specification: home). */
export const DEFAULT_FAVORITES: readonly string[] = [pathOf('home')];
