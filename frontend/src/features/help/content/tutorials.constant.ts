import { TUTORIAL_IDS, TUTORIAL_STEPS, type TutorialDifficulty, type TutorialId } from '@koinonia/contracts';
import type { RouteId } from '../../../shared/routing';
import type { HelpSpotId } from './help-spots.constant';

export type TutorialCategory = 'basics' | 'members' | 'events' | 'livestream' | 'care' | 'analytics';

/**
 * A tutorial's structure (specification, section 3); its words are `help:tutorials.<id>.*` and
 * its steps' words those of the spots they point at. `page` is the area it teaches: a tutorial
 * whose area the user cannot open is not offered to them.
 */
export interface TutorialDefinition {
  id: TutorialId;
  category: TutorialCategory;
  difficulty: TutorialDifficulty;
  /** Specification, section 9: 7 to 15 minutes. */
  minutes: number;
  page: RouteId;
  steps: readonly HelpSpotId[];
}

const DETAILS: Record<TutorialId, Omit<TutorialDefinition, 'id' | 'steps'>> = {
  'getting-started': { category: 'basics', difficulty: 'beginner', minutes: 7, page: 'home' },
  'member-management': { category: 'members', difficulty: 'beginner', minutes: 10, page: 'members' },
  'event-management': { category: 'events', difficulty: 'intermediate', minutes: 8, page: 'events' },
  'livestream-setup': { category: 'livestream', difficulty: 'intermediate', minutes: 12, page: 'livestream' },
  'prayer-care': { category: 'care', difficulty: 'intermediate', minutes: 9, page: 'prayer-care' },
  'analytics-insights': { category: 'analytics', difficulty: 'advanced', minutes: 15, page: 'strategic-insights' },
};

export const TUTORIALS: readonly TutorialDefinition[] = TUTORIAL_IDS.map((id) => ({ id, ...DETAILS[id], steps: TUTORIAL_STEPS[id] as readonly HelpSpotId[] }));

export function tutorialOf(id: TutorialId): TutorialDefinition {
  return TUTORIALS.find((tutorial) => tutorial.id === id)!;
}
