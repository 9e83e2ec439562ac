import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '../../features/members';
import { useCan } from '../../shared/access';
import { ancestry, fillPath, matchRoute, useRouteLabel, type RouteEntity, type RouteEntry } from '../../shared/routing';

export interface Crumb {
  label: string;
  /** Null for a crumb that cannot be linked (a pattern without its params). */
  path: string | null;
}

/** A member's name for a breadcrumb, from the query cache when the profile has loaded it. */
function useEntityLabel(entity: RouteEntity | undefined, id: string | undefined): string | null {
  const canReadMembers = useCan('members.read');
  const member = useQuery({ ...memberQueryOptions(id ?? ''), enabled: entity === 'member' && !!id && canReadMembers });
  if (entity === 'member') return member.data?.fullName ?? null;
  return null;
}

/**
 * Home › Member Directory › Ruth Anderson › Edit: the route's ancestors from the route table,
 * a record's name in place of its id. Empty for a path no route shows.
 */
export function useRouteTrail(pathname: string): Crumb[] {
  const label = useRouteLabel();
  const match = matchRoute(pathname);
  const chain: RouteEntry[] = match ? ancestry(match.route).reverse() : [];
  const entityRoute = chain.find((route) => route.entity);
  const entityLabel = useEntityLabel(entityRoute?.entity, match?.params.id);
  if (!match) return [];
  return chain.map((route) => ({
    label: route === entityRoute && entityLabel ? entityLabel : label.title(route),
    path: route === match.route ? pathname : fillPath(route, match.params),
  }));
}
