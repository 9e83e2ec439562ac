import { fillPath, routeById } from '../../shared/routing';

/** An event's page, `/events/:id`, from the route table. */
export const eventPath = (id: string): string => fillPath(routeById('event'), { id }) ?? '/events';
