import { PERMISSIONS } from '@koinonia/contracts';
import { ROUTES } from './routes.constant';
import { ancestry, fillPath, groupOf, isOffered, linkTo, matchRoute, pathOf, routeById } from './routes.util';

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

describe('the route data', () => {
  it('routes every signed-in path of the specification', () => {
    expect(SPECIFIED_PATHS.filter((path) => matchRoute(path) === null)).toEqual([]);
  });

  it('shows one screen for aliases', () => {
    expect(matchRoute('/member-directory')?.route.id).toBe('members');
    expect(matchRoute('/members-test')?.route.id).toBe('members');
    expect(matchRoute('/podcasts')?.route).toBe(matchRoute('/digital-sanctuary')?.route);
  });

  it('leaves anything else to Page Not Found', () => {
    expect(matchRoute('/no/such/page')).toBeNull();
    expect(matchRoute('/members/abc/edit/more')).toBeNull();
  });

  it('prefers a plain path over a pattern that also matches it', () => {
    expect(matchRoute('/members/abc')?.route.id).toBe('member');
    expect(matchRoute('/members/abc/edit')?.route.id).toBe('member-edit');
  });

  it('gives each route a unique id and path, a known permission and a parent that exists', () => {
    const paths = ROUTES.flatMap((r) => r.paths);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      if (route.permission) expect(PERMISSIONS).toContain(route.permission);
      if (route.parent) expect(() => routeById(route.parent!)).not.toThrow();
    }
  });

  it('offers the palette every plain path but those reached by their address only', () => {
    const offered = ROUTES.filter(isOffered).map((r) => r.id);
    expect(offered.length).toBeGreaterThanOrEqual(25);
    // A signed-in person never needs the admin sign-in or an emailed link offered.
    expect(offered).not.toContain('admin-login');
    expect(offered).not.toContain('accept-invite');
    expect(offered).not.toContain('member');
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

  it('links to a route by its id, its params filled in, and refuses a link with params missing', () => {
    expect(pathOf('members')).toBe('/members');
    expect(pathOf('member')).toBe('/members/:id');
    expect(linkTo('member-edit', { id: 'a/b' })).toBe('/members/a%2Fb/edit');
    expect(() => linkTo('member', {})).toThrow('needs more params');
  });

  it('knows route ids by their type', () => {
    // @ts-expect-error -- not a route id: a typo does not compile
    expect(() => pathOf('nope')).toThrow('No route "nope"');
  });
});
