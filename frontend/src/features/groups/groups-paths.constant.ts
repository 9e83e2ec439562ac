import { fillPath, routeById } from '../../shared/routing';

/** A group's page, `/study-groups/:id`, from the route table. */
export const groupPath = (id: string): string => fillPath(routeById('study-group'), { id }) ?? '/study-groups';
