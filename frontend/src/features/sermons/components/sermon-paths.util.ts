import { fillPath, routeById } from '../../../shared/routing';

export const sermonPath = (id: string) => fillPath(routeById('sermon'), { id })!;
export const sermonEditPath = (id: string) => fillPath(routeById('sermon-edit'), { id })!;
