import shell from '../../shared/i18n/locales/en/shell.json';
import { isStaticPath, matchRoute, pathOf, SIDEBAR_GROUPS } from '../../shared/routing';
import { MAIN_NAVIGATION } from '../layout/main-navigation.constant';
import { sidebarEntries } from '../layout/sidebar';
import { EXECUTIVE_TOOLS } from './executive-tools.constant';

describe('the menus', () => {
  it('points every sidebar entry at a routed plain path', () => {
    const entries = sidebarEntries().flatMap(({ routes }) => routes.map((r) => r.paths[0]));
    expect(entries.length).toBeGreaterThan(20);
    for (const path of entries) {
      expect(isStaticPath(path)).toBe(true);
      expect(matchRoute(path)?.pattern).toBe(path);
    }
    expect(sidebarEntries().map((e) => e.group)).toEqual([...SIDEBAR_GROUPS]);
  });

  it('points the main navigation and Executive Tools at routed paths', () => {
    const targets = [...MAIN_NAVIGATION.map((item) => pathOf(item.route)), ...EXECUTIVE_TOOLS.map((tool) => pathOf(tool.route))];
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
    expect(EXECUTIVE_TOOLS).toHaveLength(11);
    // One card per page: no second name for a page another card already opens.
    expect(new Set(EXECUTIVE_TOOLS.map((tool) => tool.route)).size).toBe(EXECUTIVE_TOOLS.length);
  });
});
