import { useMayOpenFilter } from '../../../shared/access';
import { useFeatures } from '../../../shared/availability';
import { routeById, type RouteId } from '../../../shared/routing';

/** Whether the user may open a page help points at: their roles open it and the church has not turned its area off. */
export function useHelpAccess(): (page: RouteId) => boolean {
  const mayOpen = useMayOpenFilter();
  const flags = useFeatures().data?.flags;
  return (id) => {
    const page = routeById(id);
    return mayOpen(page.permission) && (!page.feature || (flags?.[page.feature] ?? true));
  };
}
