import { EVENT_CATEGORIES, VALIDATION_MESSAGES } from '@koinonia/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Decider } from '../../../platform/commands/decider.type';
import type { EventCategoriesEvent } from './event-categories.events';

export type EventCategoriesCommand = { type: 'AddEventCategory'; churchId: string; slug: string; label: string };

/** The church's own categories by slug, with their labels. */
export interface EventCategoriesState {
  labels: Record<string, string>;
}

const BUILT_IN: ReadonlySet<string> = new Set(EVENT_CATEGORIES);

/** Whether a category may be given to an event: built in, or one of the church's own. */
export const isKnownCategory = (state: EventCategoriesState, slug: string) => BUILT_IN.has(slug) || slug in state.labels;

export const eventCategoriesDecider: Decider<EventCategoriesState, EventCategoriesCommand, EventCategoriesEvent> = {
  initialState: () => ({ labels: {} }),

  evolve(state, event) {
    switch (event.type) {
      case 'EventCategoryAdded':
        return { labels: { ...state.labels, [event.data.slug]: event.data.label } };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AddEventCategory': {
        // A built-in category is the same for every church; its words come from the translations.
        if (BUILT_IN.has(command.slug)) throw DomainError.validation([{ field: 'slug', message: VALIDATION_MESSAGES.choice }]);
        if (state.labels[command.slug] === command.label) return [];
        return [{ type: 'EventCategoryAdded', data: { churchId: command.churchId, slug: command.slug, label: command.label } }];
      }
      default: {
        const unknown: never = command.type;
        throw new Error(`Unknown event categories command ${String(unknown)}`);
      }
    }
  },
};
