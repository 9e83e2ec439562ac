import { TOUR_IDS, type TourId } from '@koinonia/contracts';
import type { RouteId } from '../../../shared/routing';
import type { HelpSpotId } from './help-spots.constant';

/** A guided tour of one page: its words are `help:tours.<id>.*`, its steps' words the spots'. */
export interface TourDefinition {
  id: TourId;
  page: RouteId;
  steps: readonly HelpSpotId[];
}

const STEPS: Record<TourId, Omit<TourDefinition, 'id'>> = {
  dashboard: { page: 'home', steps: ['home-heading', 'home-community', 'home-you', 'nav-main', 'search', 'help-button'] },
  toolkit: { page: 'executive', steps: ['executive-intro', 'executive-tools', 'admin-center'] },
  insights: { page: 'strategic-insights', steps: ['insights-empty', 'insights-meanwhile'] },
  members: { page: 'members', steps: ['member-search', 'member-filters', 'member-list', 'member-add', 'member-pages'] },
  chat: { page: 'community-chat', steps: ['chat-nav', 'chat-empty'] },
};

export const TOURS: readonly TourDefinition[] = TOUR_IDS.map((id) => ({ id, ...STEPS[id] }));

export function tourOf(id: TourId): TourDefinition {
  return TOURS.find((tour) => tour.id === id)!;
}
