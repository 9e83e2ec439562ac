import { useLocation } from 'react-router-dom';
import { matchRoute, routeById, type RouteEntry, type RouteId } from '../../shared/routing';

/** How a menu entry relates to the screen shown: it is the page, it is above it, or neither. */
export type Currentness = 'page' | 'true' | undefined;

/**
 * The route the address shows and the routes above it by their `parent` links, so that a menu
 * marks its entry whichever alias is in the address (`/member-directory` is the directory too)
 * and marks the entry above a record (the directory, on a member's profile).
 */
export function currentnessOf(pathname: string): (routeId: RouteId) => Currentness {
  const route = matchRoute(pathname)?.route ?? null;
  const above = new Set<RouteId>();
  for (let at: RouteEntry | undefined = route?.parent ? routeById(route.parent) : undefined; at; at = at.parent ? routeById(at.parent) : undefined) {
    above.add(at.id);
  }
  return (routeId) => (route?.id === routeId ? 'page' : above.has(routeId) ? 'true' : undefined);
}

export function useCurrentness(): (routeId: RouteId) => Currentness {
  return currentnessOf(useLocation().pathname);
}
