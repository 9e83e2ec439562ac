import { expect, test, type Page } from './support/test';
import { signIn, signOut } from './support/auth';

/** Every signed-in path of the specification an administrator opens (all but CARE_AND_GIVING); `:member`, `:group`, `:event` and `:sermon` filled in by the test. */
const LISTED_ROUTES = [
  '/',
  '/member-directory',
  '/members',
  '/members-test',
  '/congregation-care',
  '/check-in',
  '/members/:member',
  '/members/:member/edit',
  '/members/import',
  '/households',
  '/members/duplicates',
  '/members/self-updates',
  '/bible-ai',
  '/sermons',
  '/sermons/:sermon',
  '/sermons/:sermon/edit',
  '/sermon-new',
  '/sermon-ai-creator',
  '/sermon-recommendations',
  '/upload-center',
  '/media-library',
  '/livestream',
  '/podcasts',
  '/digital-sanctuary',
  '/events',
  '/events/:event',
  '/calendar',
  '/event-analytics',
  '/community-chat',
  '/study-groups',
  '/study-groups/:group',
  '/program-builder',
  '/strategic-insights',
  '/volunteers',
  '/volunteer-management',
  '/sms-manager',
  '/tutorials',
  '/data-management',
  '/security-center',
  '/admin/login',
  '/admin/dashboard',
  '/executive',
  '/admin/errors',
  '/account/security',
  '/my-giving',
  '/announcements',
  // Open to all of the congregation: the administrator's own requests and the wall, never pastoral ones.
  '/prayer-care',
];

/** Paths for the finance role (and auditors; pastors the donation totals), not for the administrator, an IT role. */
const CARE_AND_GIVING = ['/donations', '/audit', '/campaigns', '/statements', '/financial-management', '/my-expenses'];

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('the signed-in shell', () => {
  test('every listed route opens, with its heading and breadcrumb, without a console error', async ({ page }) => {
    // Three dozen full page loads.
    test.setTimeout(240_000);
    await signIn(page);
    const member = (await (await page.request.get('/api/members?pageSize=1&sort=name')).json()).items[0];
    const group = (await (await page.request.get('/api/groups?pageSize=1')).json()).items[0];
    const event = (await (await page.request.get('/api/events')).json())[0];
    const sermon = (await (await page.request.get('/api/sermons?pageSize=1')).json()).items[0];
    const errors = collectConsoleErrors(page);
    for (const route of LISTED_ROUTES) {
      const path = route.replace(':member', member.id).replace(':group', group.id).replace(':event', event.eventId).replace(':sermon', sermon.id);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      // Aliases stay on their own address; only the admin sign-in moves a signed-in admin on.
      expect(new URL(page.url()).pathname, path).toBe(path === '/admin/login' ? '/admin/dashboard' : path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' }), path).toHaveCount(0);
      await expect(page.getByText('Access Denied'), path).toHaveCount(0);
      expect(errors, path).toEqual([]);
    }
    await page.goto(`/members/${member.id}/edit`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: member.fullName })).toHaveAttribute('href', `/members/${member.id}`);
    await expect(crumbs.getByText('Edit')).toHaveAttribute('aria-current', 'page');
  });

  test('the giving pages open for the finance role, the donation totals for a pastor, and are refused to the administrator', async ({ page }) => {
    await signIn(page, 'finance@demo.church');
    for (const path of CARE_AND_GIVING) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByText('Access Denied'), path).toHaveCount(0);
    }
    await signOut(page, 'Margaret Osei');
    await signIn(page, 'pastor@demo.church');
    await page.goto('/donations');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Access Denied')).toHaveCount(0);
    await signOut(page, 'Daniel Mensah');
    await signIn(page);
    for (const path of CARE_AND_GIVING) {
      await page.goto(path);
      await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' }), path).toBeVisible();
    }
  });

  test('each page is its own chunk, fetched the first time it is opened', async ({ page }) => {
    await signIn(page);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    const chunk = (name: string) => scripts.filter((path) => new RegExp(`/assets/${name}-[^/]+\\.js$`).test(path));
    expect(chunk('events.page')).toEqual([]);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    expect(chunk('events.page')).toHaveLength(1);
    expect(chunk('sermons.page')).toEqual([]);
    await nav.getByRole('link', { name: 'Sermons' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sermons' })).toBeVisible();
    expect(chunk('sermons.page')).toHaveLength(1);
    // Back to a page already fetched: nothing more to download.
    await nav.getByRole('link', { name: 'Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    expect(chunk('events.page')).toHaveLength(1);
  });

  test('an unbuilt area shows its title and honest empty state, nothing invented', async ({ page }) => {
    await signIn(page);
    await page.goto('/bible-ai');
    await expect(page.getByRole('heading', { level: 1, name: 'Bible AI' })).toBeVisible();
    await expect(page.getByText('No conversations yet.')).toBeVisible();
  });

  test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
    await signIn(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  });

  test('the command palette works by keyboard alone: pages, people, favourites, recents', async ({ page }) => {
    await signIn(page);
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search' });
    const box = palette.getByRole('combobox', { name: 'Search pages and records' });
    await expect(box).toBeFocused();

    // A page, by its keyword: "podcasts" finds the livestream hub.
    await page.keyboard.type('podcasts');
    const first = palette.getByRole('option').first();
    await expect(first).toHaveText(/Livestream/);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(/\/livestream$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Livestream' })).toBeVisible();

    // A person, from GET /api/search, reached with the arrows.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('okafor');
    const person = palette.getByRole('option', { name: /Grace Okafor/ });
    await expect(person).toBeVisible();
    const options = palette.getByRole('option');
    const index = (await options.allTextContents()).findIndex((text) => text.includes('Grace Okafor'));
    for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
    await expect(person).toHaveAttribute('aria-selected', 'true');

    // Make it a favourite with the footer button (Tab reaches it), then open it.
    await page.keyboard.press('Tab');
    await expect(palette.getByRole('button', { name: 'Add “Grace Okafor” to favourites' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(palette.getByRole('button', { name: 'Remove “Grace Okafor” from favourites' })).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(box).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Okafor' })).toBeVisible();

    // Empty query: favourites, recent pages and recent searches.
    await page.keyboard.press('Control+k');
    await expect(palette.getByRole('group', { name: 'Favourites' }).getByRole('option', { name: /Grace Okafor/ })).toBeVisible();
    await expect(palette.getByRole('group', { name: 'Recent', exact: true }).getByRole('option', { name: /Livestream/ })).toBeVisible();
    const searches = palette.getByRole('group', { name: 'Recent searches' });
    await expect(searches.getByRole('option')).toHaveText(['okafor', 'podcasts']);

    // Esc closes, and Ctrl+K toggles.
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(palette).toBeHidden();
  });

  test('Alt+Left and Alt+Right go back and forward', async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Members' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeVisible();
    await nav.getByRole('link', { name: 'Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

    await page.keyboard.press('Alt+ArrowLeft');
    await expect(page).toHaveURL(/\/members$/);
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Alt+ArrowRight');
    await expect(page).toHaveURL(/\/members$/);
    await page.keyboard.press('Alt+ArrowRight');
    await expect(page).toHaveURL(/\/events$/);

    // The recent pages menu holds where one has been.
    await page.getByRole('button', { name: 'Recent pages' }).click();
    await expect(page.getByRole('menu', { name: 'Recent pages' }).getByRole('menuitem')).toHaveText([/Member Directory/, /Home/]);
  });

  test('at 1100 px the links that do not fit wait in a More menu, usable by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 900 });
    await signIn(page);
    // The home page first: the bar measures again what fits when it arrives, which on a slow machine
    // could land while the menu is open and take the focus from its item.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const more = nav.getByRole('button', { name: 'More' });
    await expect(more).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    // Nothing runs under the header's tools: the last link in the bar ends before the search button.
    const lastLink = await nav
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') })
      .last()
      .boundingBox();
    const search = await page
      .getByRole('button', { name: /Search/ })
      .first()
      .boundingBox();
    expect(lastLink!.x + lastLink!.width).toBeLessThanOrEqual(search!.x);

    await more.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'More' });
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Admin' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(menu).toBeHidden();

    // Wide enough, every link is in the bar and there is no More.
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'More' })).toHaveCount(0);
  });

  test('at 800 px the sidebar is a drawer: menu button, focus kept inside, Esc closes', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: 'Open the menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Pages' })).toBeVisible();

    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // A page chosen in the drawer opens, and the drawer closes.
    await menuButton.click();
    await drawer.getByRole('button', { name: 'Event Management' }).click();
    await drawer.getByRole('link', { name: 'Events' }).last().click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  });

  test('sidebar favourites, collapse and open groups survive a reload', async ({ page }) => {
    await signIn(page);
    const sidebar = page.getByRole('navigation', { name: 'Pages' });
    const favourites = sidebar.getByRole('region', { name: 'Favourites' });
    // None until pinned: Home is listed once, in its group.
    await expect(favourites.getByRole('link')).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Home', exact: true })).toHaveCount(1);
    await sidebar.getByRole('button', { name: 'Pin Home to favourites' }).click();

    await sidebar.getByRole('button', { name: 'Event Management' }).click();
    await sidebar.getByRole('button', { name: 'Pin Events to favourites' }).click();
    await expect(favourites.getByRole('link')).toHaveText(['Home', 'Events']);

    await page.reload();
    await expect(favourites.getByRole('link')).toHaveText(['Home', 'Events']);
    await expect(sidebar.getByRole('button', { name: 'Event Management' })).toHaveAttribute('aria-expanded', 'true');

    await favourites.getByRole('button', { name: 'Unpin Home from favourites' }).click();
    await page.reload();
    await expect(favourites.getByRole('link')).toHaveText(['Events']);

    // The filter box finds pages by label.
    await sidebar.getByLabel('Find a page').fill('sermon');
    await expect(sidebar.getByRole('link')).toHaveText(['Sermons', 'New Sermon', 'Sermon AI Creator', 'Sermon Recommendations']);

    await sidebar.getByRole('button', { name: 'Collapse the sidebar' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand the sidebar' })).toBeVisible();
    expect(await sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(64);
    await page.getByRole('button', { name: 'Expand the sidebar' }).click();
    expect(await sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(320);
  });

  test('a card that fails shows the component fallback while the rest of the page works, and the failure is logged', async ({ page }) => {
    await signIn(page);
    // The newest-members card gets an answer it cannot read (no list of items).
    await page.route(/\/api\/members\?.*sort=-joined/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ items: null, total: 3, page: 1, pageSize: 5 }) }),
    );
    const logged = page.waitForRequest((request) => request.url().endsWith('/api/errors/log') && request.method() === 'POST');
    await page.goto('/');

    await expect(page.getByRole('alert').filter({ hasText: 'Component failed to load' })).toBeVisible();
    const count = page.getByRole('region', { name: 'Members' });
    await expect(count).toContainText('3');
    await expect(page.getByRole('region', { name: 'Your account' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

    const report = (await logged).postDataJSON();
    expect(report).toMatchObject({ code: 'UNKNOWN_ERROR', type: 'client', path: '/', details: { source: 'component' } });
    await page.unroute(/\/api\/members\?.*sort=-joined/);
    await page.goto('/admin/errors');
    await expect(page.getByRole('table').getByText('UNKNOWN_ERROR').first()).toBeVisible();
  });

  test('a page that breaks shows Something Went Wrong; Report This Issue copies the report, Try Again loads it afresh', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    // The directory gets an answer it cannot read: the whole page breaks, the shell stays.
    const broken = /\/api\/members\?/;
    await page.route(broken, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ items: 5, total: 5, page: 1, pageSize: 10 }) }),
    );
    await page.goto('/members');
    const crash = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Something Went Wrong' }) });
    await expect(crash).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await crash.getByRole('button', { name: 'Report This Issue' }).click();
    await expect(page.getByText('The report was copied to the clipboard.', { exact: false })).toBeVisible();
    const report = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    expect(report).toEqual({ code: 'UNKNOWN_ERROR', message: expect.stringContaining('TypeError'), path: '/members', time: expect.any(String), userId: me.id });
    expect(Date.now() - Date.parse(report.time)).toBeLessThan(60_000);

    await page.unroute(broken);
    await crash.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeVisible();
    await expect(crash).toHaveCount(0);
    await expect(
      page
        .locator('main')
        .getByRole('link', { name: /\w+ \w+/ })
        .first(),
    ).toBeVisible();
  });

  test('going offline and back says Connection Lost, then Connection Restored', async ({ page, context }) => {
    await signIn(page);
    await context.setOffline(true);
    await expect(page.getByRole('alert').filter({ hasText: 'Connection Lost' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Connection Restored' })).toBeVisible();
  });

  test("Executive Tools shows a card per area the role opens, by the page's own name, and the Admin Center link to admins only", async ({ page }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Executive' }).click();
    const tools = page.getByRole('list', { name: 'Executive Tools' });
    // Eleven cards, less financial management, which the administrator does not read.
    await expect(tools.getByRole('listitem')).toHaveCount(10);
    await expect(tools.getByRole('link', { name: 'Strategic Insights' })).toHaveAttribute('href', '/strategic-insights');
    await page.getByRole('link', { name: 'Admin Center' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    await signOut(page, 'Grace Okafor');
    await signIn(page, 'leader@demo.church');
    await page.goto('/executive');
    await expect(page.getByRole('heading', { level: 1, name: 'Executive Tools' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Center' })).toHaveCount(0);
    // A leader reads no budgets (they submit expenses on My Expenses): that card is not offered. Prayer care is everyone's (the wall and the prayer team).
    await expect(page.getByRole('list', { name: 'Executive Tools' }).getByRole('link', { name: 'Financial Management' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Executive Tools' }).getByRole('link', { name: 'Prayer Care' })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });
});
