import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { rosterDecider, type RosterState } from '../domain/roster.decider';
import { ROSTER_EVENT_TYPES, type RosterEvent } from '../domain/roster.events';

/**
 * An occurrence's roster: who registered (in order), who waits, who came. `memberIds` lists
 * everyone on it, so a member's own registrations are one indexed read.
 */
export type RosterDocument = { _id: string; eventId: string; date: string; roster: RosterState; memberIds: string[]; revision: number };

export const rosterId = (eventId: string, date: string) => `${eventId}_${date}`;

export const rostersProjection: Projection<RosterDocument> = {
  name: 'events-rosters',
  collection: 'event-rosters',
  version: 1,
  indexes: [{ spec: { memberIds: 1 } }, { spec: { date: 1 } }, { spec: { eventId: 1 } }],
  canHandle: (event: RecordedEvent) => ROSTER_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => {
    const data = event.data as { eventId?: string; date?: string };
    return data.eventId && data.date ? rosterId(data.eventId, data.date) : null;
  },
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as RosterEvent;
    const roster = rosterDecider.evolve(document?.roster ?? rosterDecider.initialState(), event);
    const { eventId, date } = event.data;
    const memberIds = [...new Set([...roster.entries.map((e) => e.memberId), ...roster.checkedIn])];
    return { _id: rosterId(eventId, date), eventId, date, roster, memberIds, revision: recorded.revision };
  },
};
