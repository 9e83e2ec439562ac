import { withNamespaces } from '../../shared/i18n';
import type { FeatureManifest, PageLoader, RouteId } from '../../shared/routing';
import { FEATURES } from '../features';
import { APP_PAGES } from './app-pages.constant';

/** Who brings a page: the app itself or one feature. */
const PAGE_SOURCES: readonly FeatureManifest[] = [APP_PAGES, ...FEATURES];

/** A feature's page also waits for the feature's namespaces that come without bundled English. One wrapper per loader. */
function withOwnWords(source: FeatureManifest): (load: PageLoader) => PageLoader {
  const unbundled = (source.namespaces ?? []).filter((namespace) => !namespace.english).map((namespace) => namespace.name);
  const wrapped = new Map<PageLoader, PageLoader>();
  return (load) => {
    if (!wrapped.has(load)) wrapped.set(load, withNamespaces(unbundled, load));
    return wrapped.get(load)!;
  };
}

/** Every page a manifest brings, with its source's name (a jest test holds one per route, none for an unknown id). */
export const PAGE_ENTRIES: ReadonlyArray<{ id: string; source: string; load: PageLoader }> = PAGE_SOURCES.flatMap((source) => {
  const wrap = withOwnWords(source);
  return Object.entries(source.pages ?? {}).map(([id, load]) => ({ id, source: source.name, load: wrap(load!) }));
});

const BY_ID = new Map(PAGE_ENTRIES.map((entry) => [entry.id, entry.load]));

/** The page a route shows. */
export function pageOf(id: RouteId): PageLoader {
  const load = BY_ID.get(id);
  if (!load) throw new Error(`No manifest brings a page for the route "${id}"`);
  return load;
}
