import { useMayOpenFilter } from '../../shared/access';
import { useFeatures } from '../../shared/availability';
import type { RouteEntry } from './route-table';

/**
 * Which routes to offer (navigation, sidebar, palette, Executive Tools): those the user's roles
 * open and whose area the church has not turned off. The server refuses the rest anyway.
 */
export function useRouteFilter(): (route: RouteEntry) => boolean {
  const mayOpen = useMayOpenFilter();
  const flags = useFeatures().data?.flags;
  return (route) => mayOpen(route.permission) && (!route.feature || (flags?.[route.feature] ?? true));
}
