import { isOffered, PALETTE_WORDS, routeKeywordsKey, ROUTES, routeTitleKey } from '../../shared/routing';
import { registerFeatureTranslations } from '../signed-in/feature-translations';
import { initTranslations } from '../translations';
import { PAGE_ENTRIES, pageOf } from './page-map.constant';

describe('the page map', () => {
  it('has exactly one page for every route, and none for an id the route data lacks', () => {
    const count = new Map<string, string[]>();
    for (const { id, source } of PAGE_ENTRIES) count.set(id, [...(count.get(id) ?? []), source]);
    const routeIds = ROUTES.map((route) => route.id);
    expect(routeIds.filter((id) => count.get(id)?.length !== 1).map((id) => `${id}: ${count.get(id)?.join(', ') ?? 'none'}`)).toEqual([]);
    expect([...count.keys()].filter((id) => !(routeIds as string[]).includes(id))).toEqual([]);
  });

  it('gives every screen a loader of its own, so each is its own chunk; the sermon editor serves both its paths', async () => {
    const byLoader = new Map<unknown, string[]>();
    for (const route of ROUTES) byLoader.set(pageOf(route.id), [...(byLoader.get(pageOf(route.id)) ?? []), route.id]);
    expect([...byLoader.values()].filter((ids) => ids.length > 1)).toEqual([['sermon-new', 'sermon-edit']]);
    for (const route of ROUTES) expect(typeof (await pageOf(route.id)()).default).toBe('function');
  });

  it("has every route's title in its namespace, and keywords for every page the palette offers", async () => {
    const i18n = initTranslations('en');
    registerFeatureTranslations();
    await i18n.loadNamespaces(PALETTE_WORDS);
    expect(ROUTES.filter((route) => !i18n.exists(routeTitleKey(route), { lng: 'en' })).map((route) => route.id)).toEqual([]);
    expect(
      ROUTES.filter(isOffered)
        .filter((route) => !i18n.exists(routeKeywordsKey(route), { lng: 'en' }))
        .map((route) => route.id),
    ).toEqual([]);
  });
});
