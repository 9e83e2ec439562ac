import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { can } from '../contracts/src/auth/permissions.constant';
import type { UserRole } from '../contracts/src/auth/user-roles.constant';
import { ROUTES, type RouteEntry } from '../frontend/src/shared/routing/routes.constant';
import { signIn } from './support/auth';

/** The rules of WCAG 2.1, levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The WCAG 2.1 A/AA rules that read colours: what changes between the light and the dark theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
type Theme = 'light' | 'dark';
/**
 * How the test tells that a theme has arrived: each theme's browser colour (`<meta name="theme-color">`)
 * and the text colour the page's global style gives `<body>`, which every heading inherits (it can
 * follow a moment after the rest).
 */
const LIGHT_THEME_COLOUR = '#f8fafc';
const DARK_THEME_COLOUR = '#111827';
const BODY_TEXT: Record<Theme, string> = { light: 'rgb(15, 23, 42)', dark: 'rgb(249, 250, 251)' };

/** The pages open to someone not signed in. */
const SIGNED_OUT_PAGES = ['/', '/signin', '/forgot-password', '/admin/login'];

/**
 * Whatever the page still fetches (a chunk, its data) has arrived and nothing has moved for a
 * moment: what axe reads is the page a person sees, not its loading state.
 */
function trackRequests(page: Page): () => Promise<void> {
  const pending = new Set<unknown>();
  let changed = Date.now();
  const add = (request: unknown) => (pending.add(request), (changed = Date.now()));
  const remove = (request: unknown) => (pending.delete(request), (changed = Date.now()));
  page.on('request', (request) => {
    // The realtime connection stays open; it is not part of a page loading.
    if (!request.url().includes('/socket.io/')) add(request);
  });
  page.on('requestfinished', remove);
  page.on('requestfailed', remove);
  return async () => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (pending.size > 0 || Date.now() - changed < 150)) await page.waitForTimeout(50);
  };
}

/** Moves within the app as a link does (no reload), so one signed-in page visits every route quickly. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function currentTheme(page: Page): Promise<Theme> {
  return (await page.locator('meta[name="theme-color"]').getAttribute('content')) === DARK_THEME_COLOUR ? 'dark' : 'light';
}

async function useTheme(page: Page, theme: Theme): Promise<void> {
  // The app follows the system's scheme while the person has not chosen one.
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  if (page.url() === 'about:blank') return;
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', theme === 'dark' ? DARK_THEME_COLOUR : LIGHT_THEME_COLOUR);
  await expect(page.locator('body')).toHaveCSS('color', BODY_TEXT[theme]);
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeOptions = Parameters<AxeBuilder['options']>[0];

/**
 * Runs axe on the page. The first scan after a page load goes through AxeBuilder, which puts
 * axe-core into the page (legacy mode: there is one frame, and the default's finishing step opens
 * a page of its own for every scan). The page keeps it while the test moves within the app, so
 * later scans call it there directly: sending axe's half a megabyte of source twice per scan
 * doubled the time of the whole spec.
 */
async function runAxe(page: Page, options: AxeOptions, scope?: string): Promise<AxeResults> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) {
    const builder = new AxeBuilder({ page }).options(options).setLegacyMode(true);
    if (scope) builder.include(scope);
    return builder.analyze();
  }
  return page.evaluate(
    ([selector, runOptions]) => {
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults>; teardown: () => void } };
      // What axe remembers of the page from the last scan (its colours among it) is from before the theme changed.
      axe.teardown();
      return axe.run(selector ? { include: [selector] } : document, runOptions);
    },
    [scope ?? null, options] as const,
  );
}

/** One readable line per element a violation names. */
function describe(where: string, violation: AxeResults['violations'][number]): string[] {
  return violation.nodes.map(
    (node) =>
      `${where} — ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n    at ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
  );
}

/** Where a colour violation is: the rule and the element, to find it again in a second reading. */
const colourKeys = (results: AxeResults) =>
  new Set(results.violations.filter((v) => COLOUR_RULES.includes(v.id)).flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(' ')}`)));

/**
 * Every WCAG 2.1 A/AA violation on the page as it is now, one readable line per element. The rules
 * that read colours are the only ones a theme changes: `colours` runs just those (the second theme).
 * A colour violation counts when a second reading, a moment later, finds it again: a card that has
 * just received its data can be read once mid-repaint with the text colour of the theme before.
 */
async function violations(page: Page, where: string, { colours = false, scope }: ScanOptions = {}): Promise<string[]> {
  const runOnly = colours ? { type: 'rule' as const, values: COLOUR_RULES } : { type: 'tag' as const, values: WCAG_21_AA };
  const results = await runAxe(page, { runOnly, resultTypes: ['violations'] }, scope);
  let confirmed = colourKeys(results);
  if (confirmed.size > 0) {
    await page.waitForTimeout(500);
    const again = colourKeys(await runAxe(page, { runOnly: { type: 'rule', values: COLOUR_RULES }, resultTypes: ['violations'] }, scope));
    confirmed = new Set([...confirmed].filter((key) => again.has(key)));
  }
  return results.violations.flatMap((violation) =>
    describe(
      where,
      COLOUR_RULES.includes(violation.id)
        ? { ...violation, nodes: violation.nodes.filter((node) => confirmed.has(`${violation.id} ${node.target.join(' ')}`)) }
        : violation,
    ),
  );
}

interface ScanOptions {
  /** Only the colour rules. */
  colours?: boolean;
  /** Only this part of the page (a selector). */
  scope?: string;
}

/**
 * Scans the page in both themes: every rule in the theme it is in, then the colour rules in the
 * other (the rest read the same in both). It is left in the other theme, which the next page
 * starts in: one switch per page.
 */
async function scanBothThemes(page: Page, where: string, scope?: string): Promise<string[]> {
  const first = await currentTheme(page);
  const second = first === 'light' ? 'dark' : 'light';
  await expect(page.locator('body')).toHaveCSS('color', BODY_TEXT[first]);
  const found = await violations(page, `${where}, ${first}`, { scope });
  await useTheme(page, second);
  found.push(...(await violations(page, `${where}, ${second}`, { colours: true, scope })));
  return found;
}

/** The route's address with its `:params` filled: a member, a household, a demo group, event and sermon the role may see. */
function addressOf(route: RouteEntry, ids: { memberId: string; householdId: string; groupId: string; eventId: string; sermonId: string }): string {
  const id = route.id.startsWith('sermon')
    ? ids.sermonId
    : route.id === 'household'
      ? ids.householdId
      : route.id === 'study-group'
        ? ids.groupId
        : route.id === 'event'
          ? ids.eventId
          : ids.memberId;
  return route.paths[0].replace(':id', id);
}

/** The signed-in routes a role may open, by the one permission table the server enforces. */
function routesOf(roles: readonly UserRole[]): RouteEntry[] {
  return ROUTES.filter((route) => route.permission === null || can(roles, route.permission));
}

async function scanRoutes(page: Page, role: UserRole): Promise<string[]> {
  const settle = trackRequests(page);
  await signIn(page, `${role}@demo.church`);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { memberId: string | null };
  const anyMember = ((await (await page.request.get('/api/members?pageSize=1&sort=name')).json()) as { items: Array<{ id: string }> }).items[0].id;
  const memberId = me.memberId ?? anyMember;
  const householdId = ((await (await page.request.get('/api/households?pageSize=1')).json()) as { items: Array<{ id: string }> }).items[0].id;
  const groupId = ((await (await page.request.get('/api/groups?pageSize=1')).json()) as { items: Array<{ id: string }> }).items[0].id;
  // A role that may not read the calendar is refused the list, and never walks to an event.
  const events = (await (await page.request.get('/api/events')).json()) as Array<{ eventId: string }> | object;
  const eventId = Array.isArray(events) && events.length > 0 ? events[0].eventId : 'none';
  const sermons = (await (await page.request.get('/api/sermons?pageSize=1')).json()) as { items?: Array<{ id: string }> };
  const sermonId = sermons.items?.[0]?.id ?? 'none';
  const found: string[] = [];
  // The shell (header, sidebar, breadcrumbs, help's banner) is the same around every page: scanned
  // whole on home, then each page's own content.
  await useTheme(page, 'light');
  await settle();
  found.push(...(await scanBothThemes(page, `the whole of / as ${role}`)));
  for (const route of routesOf([role])) {
    const path = addressOf(route, { memberId, householdId, groupId, eventId, sermonId });
    await openInApp(page, path);
    await settle();
    await expect(page.locator('#main h1'), path).toBeVisible();
    found.push(...(await scanBothThemes(page, `${path} as ${role}`, '#main')));
  }
  // What opens over the pages: the command palette and the help panel.
  await openInApp(page, '/');
  await settle();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  found.push(...(await scanBothThemes(page, `the command palette as ${role}`)));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Help' })).toBeVisible();
  await settle();
  found.push(...(await scanBothThemes(page, `the help panel as ${role}`)));
  await page.keyboard.press('Escape');
  // On a phone: the header's buttons and the navigation drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  found.push(...(await scanBothThemes(page, `the menu on a phone as ${role}`)));
  return found;
}

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  test('every page an administrator opens, in light and dark', async ({ page }) => {
    // Some forty pages, each in both themes: moved between inside the app, not reloaded.
    test.setTimeout(240_000);
    const found = await scanRoutes(page, 'admin');
    expect(found, found.join('\n\n')).toEqual([]);
  });

  test('every page a member opens, in light and dark', async ({ page }) => {
    test.setTimeout(120_000);
    const found = await scanRoutes(page, 'member');
    expect(found, found.join('\n\n')).toEqual([]);
  });

  test('the pages before signing in, in light and dark', async ({ page }) => {
    const found: string[] = [];
    await useTheme(page, 'light');
    for (const path of SIGNED_OUT_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await page.waitForLoadState('networkidle');
      found.push(...(await scanBothThemes(page, `${path} signed out`)));
    }
    expect(found, found.join('\n\n')).toEqual([]);
  });
});
