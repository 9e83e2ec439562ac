import { PERMISSIONS } from '@koinonia/contracts';
import shell from '../../shared/i18n/locales/en/shell.json';
import { sidebarEntries } from '../layout/sidebar';
import {
  ancestry,
  DEFAULT_FAVORITES,
  EXECUTIVE_TOOLS,
  fillPath,
  groupOf,
  isOffered,
  isStaticPath,
  MAIN_NAVIGATION,
  matchRoute,
  pathOf,
  routeById,
  ROUTES,
  SIDEBAR_GROUPS,
} from './route-table';

/** Every signed-in path of the specification (section 2), with its aliases. */
const SPECIFIED_PATHS = [
  '/',
  '/member-directory',
  '/members',
  '/members-test',
  '/congregation-care',
  '/members/abc',
  '/members/abc/edit',
  '/bible-ai',
  '/sermons',
  '/sermons/abc',
  '/sermons/abc/edit',
  '/sermon-new',
  '/sermon-ai-creator',
  '/sermon-recommendations',
  '/livestream',
  '/podcasts',
  '/digital-sanctuary',
  '/events',
  '/community-chat',
  '/prayer-care',
  '/study-groups',
  '/program-builder',
  '/strategic-insights',
  '/volunteers',
  '/volunteer-management',
  '/donations',
  '/sms-manager',
  '/tutorials',
  '/data-management',
  '/security-center',
  '/admin/login',
  '/admin/dashboard',
  '/member-banking-setup',
];

const pages = shell.pages as Record<string, { title?: string; keywords?: string }>;

describe('the route table', () => {
  it('routes every signed-in path of the specification', () => {
    expect(SPECIFIED_PATHS.filter((path) => matchRoute(path) === null)).toEqual([]);
  });

  it('shows one screen for aliases and the sermon create/edit pair', () => {
    expect(matchRoute('/member-directory')?.route.id).toBe('members');
    expect(matchRoute('/members-test')?.route.id).toBe('members');
    expect(matchRoute('/podcasts')?.route).toBe(matchRoute('/digital-sanctuary')?.route);
    expect(matchRoute('/volunteer-management')?.route.id).toBe('volunteers');
    expect(matchRoute('/sermon-new')?.route.load).toBe(matchRoute('/sermons/abc/edit')?.route.load);
  });

  it('leaves anything else to Page Not Found', () => {
    expect(matchRoute('/no/such/page')).toBeNull();
    expect(matchRoute('/members/abc/edit/more')).toBeNull();
  });

  it('prefers a plain path over a pattern that also matches it', () => {
    expect(matchRoute('/members/abc')?.route.id).toBe('member');
    expect(matchRoute('/members/abc/edit')?.route.id).toBe('member-edit');
  });

  it('gives each route a unique id and path, a known permission, a title and a parent that exists', () => {
    const paths = ROUTES.flatMap((r) => r.paths);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      if (route.permission) expect(PERMISSIONS).toContain(route.permission);
      expect(pages[route.id]?.title).toBeTruthy();
      if (route.parent) expect(() => routeById(route.parent!)).not.toThrow();
    }
  });

  it('points every sidebar entry at a routed plain path', () => {
    const entries = sidebarEntries().flatMap(({ routes }) => routes.map((r) => r.paths[0]));
    expect(entries.length).toBeGreaterThan(20);
    for (const path of entries) {
      expect(isStaticPath(path)).toBe(true);
      expect(matchRoute(path)?.pattern).toBe(path);
    }
    expect(sidebarEntries().map((e) => e.group)).toEqual([...SIDEBAR_GROUPS]);
  });

  it('points the main navigation, Executive Tools and the default favourites at routed paths', () => {
    const targets = [...MAIN_NAVIGATION.map((item) => pathOf(item.route)), ...EXECUTIVE_TOOLS.map((tool) => pathOf(tool.route)), ...DEFAULT_FAVORITES];
    expect(targets.filter((path) => !isStaticPath(path) || matchRoute(path) === null)).toEqual([]);
    expect(MAIN_NAVIGATION.map((item) => shell.nav[item.label])).toEqual([
      'Home',
      'Members',
      'Events',
      'Sermons',
      'Livestream',
      'Community',
      'Prayer',
      'Executive',
      'Admin',
    ]);
    expect(EXECUTIVE_TOOLS).toHaveLength(12);
  });

  it('offers the palette every plain path, with keywords to find it by', () => {
    const palettePages = ROUTES.filter(isOffered);
    expect(palettePages.length).toBeGreaterThanOrEqual(25);
    expect(palettePages.filter((r) => !pages[r.id]?.keywords).map((r) => r.id)).toEqual([]);
    // Reached by their address only: a signed-in person never needs the admin sign-in or an emailed link offered.
    expect(palettePages.map((r) => r.id)).not.toContain('admin-login');
    expect(palettePages.map((r) => r.id)).not.toContain('accept-invite');
  });

  it('gives every screen a loader of its own, so each is its own chunk; the sermon editor serves both its paths', async () => {
    const byLoader = new Map<unknown, string[]>();
    for (const route of ROUTES) byLoader.set(route.load, [...(byLoader.get(route.load) ?? []), route.id]);
    expect([...byLoader.values()].filter((ids) => ids.length > 1)).toEqual([['sermon-new', 'sermon-edit']]);
    for (const route of ROUTES) expect(typeof (await route.load()).default).toBe('function');
  });

  it('names the routes above a screen, ending at home, and the sidebar group it belongs to', () => {
    expect(ancestry(routeById('member-edit')).map((r) => r.id)).toEqual(['member-edit', 'member', 'members', 'home']);
    expect(ancestry(routeById('home')).map((r) => r.id)).toEqual(['home']);
    expect(groupOf(routeById('member-edit'))).toBe('members');
    expect(groupOf(routeById('sermon-edit'))).toBe('content');
    expect(groupOf(routeById('account-security'))).toBeNull();
  });

  it("fills a parent's path with the current params", () => {
    expect(fillPath(routeById('member'), { id: 'm 1' })).toBe('/members/m%201');
    expect(fillPath(routeById('member'), {})).toBeNull();
  });
});
