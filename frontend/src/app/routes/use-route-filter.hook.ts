import { useMayOpenFilter } from '../../shared/access';
import { useFeatures } from '../../shared/availability';
import { useUserPreferences } from '../../shared/preferences';
import type { RouteEntry } from '../../shared/routing';

/**
 * Which routes to offer (navigation, sidebar, palette, Executive Tools): those the user's roles
 * open, whose area the church has not turned off and the user has not hidden (their feature
 * preferences; the address still opens it). The server refuses the rest anyway.
 */
export function useRouteFilter(): (route: RouteEntry) => boolean {
  const mayOpen = useMayOpenFilter();
  const flags = useFeatures().data?.flags;
  const wanted = useUserPreferences().features;
  return (route) => mayOpen(route.permission) && (!route.feature || ((flags?.[route.feature] ?? true) && wanted[route.feature]));
}
