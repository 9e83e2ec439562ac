import type { RouteEntry } from './routes.constant';

/** Where a page's words live when its route names no namespace: the shell's. */
export const DEFAULT_LABELS = 'shell';

/** What finding a route's words takes: its id and the namespace it names, if any. */
export type LabelledRoute = Pick<RouteEntry, 'labels'> & { id: string };

/** The namespace holding a route's words. */
export function labelsOf(route: LabelledRoute): string {
  return route.labels ?? DEFAULT_LABELS;
}

/** The key of one of a page's words, `<labels>:pages.<id>.<word>` (title, keywords, empty, …). */
export function routeKey(route: LabelledRoute, word: string): string {
  return `${labelsOf(route)}:pages.${route.id}.${word}`;
}

/**
 * Where the command palette's search words for a page live (`pages.<id>.keywords`, comma-separated):
 * the route's own namespace when it names one, else `palette`, fetched with the palette — the shell's
 * words come with every signed-in page, and only the palette reads these.
 */
export const PALETTE_WORDS = 'palette';

export function routeKeywordsKey(route: LabelledRoute): string {
  return `${route.labels ?? PALETTE_WORDS}:pages.${route.id}.keywords`;
}

/** The key of a page's title: what menus, the palette, breadcrumbs and history call it. */
export function routeTitleKey(route: LabelledRoute): string {
  return routeKey(route, 'title');
}

/** The namespaces that hold the words of these routes, each once. */
export function labelNamespaces(routes: readonly LabelledRoute[]): string[] {
  return [...new Set(routes.map(labelsOf))];
}
