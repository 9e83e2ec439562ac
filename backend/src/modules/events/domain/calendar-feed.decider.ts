import type { Decider } from '../../../platform/commands/decider.type';
import type { CalendarFeedEvent } from './calendar-feed.events';

export type CalendarFeedCommand = { type: 'IssueCalendarFeed'; userId: string; tokenHash: string } | { type: 'RevokeCalendarFeed'; userId: string };

export interface CalendarFeedState {
  tokenHash: string | null;
}

export const calendarFeedDecider: Decider<CalendarFeedState, CalendarFeedCommand, CalendarFeedEvent> = {
  initialState: () => ({ tokenHash: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'CalendarFeedIssued':
        return { tokenHash: event.data.tokenHash };
      case 'CalendarFeedRevoked':
        return { tokenHash: null };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'IssueCalendarFeed':
        return [{ type: 'CalendarFeedIssued', data: { userId: command.userId, tokenHash: command.tokenHash } }];
      case 'RevokeCalendarFeed':
        return state.tokenHash === null ? [] : [{ type: 'CalendarFeedRevoked', data: { userId: command.userId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown calendar feed command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
