import { matchPath } from 'react-router-dom';
import { ROUTES, type RouteEntry, type RouteId, type SidebarGroup } from './routes.constant';

const BY_ID = new Map<string, RouteEntry>(ROUTES.map((route) => [route.id, route]));

export function routeById(id: RouteId): RouteEntry {
  const route = BY_ID.get(id);
  if (!route) throw new Error(`No route "${id}" in the route table`);
  return route;
}

/** Where links to a route go (its first path, `:params` and all). */
export function pathOf(id: RouteId): string {
  return routeById(id).paths[0];
}

/** A link to a route with its `:params` filled in: `linkTo('member', { id })`. */
export function linkTo(id: RouteId, params: Record<string, string>): string {
  const path = fillPath(routeById(id), params);
  if (!path) throw new Error(`Route "${id}" needs more params than ${JSON.stringify(Object.keys(params))}`);
  return path;
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
