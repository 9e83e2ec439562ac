import { DomainError } from '../../../platform/errors/domain-error';
import type { Decider } from '../../../platform/commands/decider.type';
import type { RegistrationStatus, RosterEvent } from './roster.events';

export interface RosterEntry {
  registrationId: string;
  memberId: string;
  party: number;
  status: RegistrationStatus;
}

export interface RosterState {
  eventId: string | null;
  date: string | null;
  /** In the order they registered: the wait list is served in this order. */
  entries: RosterEntry[];
  /** Members checked in, registered or not. */
  checkedIn: string[];
}

/**
 * The capacity, title and whether registration is open come from the event (another stream) and
 * are read by the handler; the roster decides who has a place against them at its own revision.
 */
export type RosterCommand =
  | { type: 'Register'; eventId: string; date: string; registrationId: string; memberId: string; party: number; capacity: number | null }
  | { type: 'CancelRegistration'; eventId: string; date: string; registrationId: string; capacity: number | null; title: string }
  | { type: 'CheckIn'; eventId: string; date: string; memberId: string };

const active = (entry: RosterEntry) => entry.status !== 'cancelled';

/** Places taken by those registered. */
export const placesTaken = (state: RosterState) => state.entries.filter((e) => e.status === 'registered').reduce((sum, e) => sum + e.party, 0);

/** A member's place on the roster (registered or waiting), if any. */
export const entryOf = (state: RosterState, memberId: string) => state.entries.find((e) => e.memberId === memberId && active(e)) ?? null;

/** Where a waiting entry stands in the line (1 for the next to be promoted); null when it is not waiting. */
export function waitlistPlace(state: RosterState, registrationId: string): number | null {
  const line = state.entries.filter((e) => e.status === 'waitlisted');
  const index = line.findIndex((e) => e.registrationId === registrationId);
  return index < 0 ? null : index + 1;
}

function update(state: RosterState, registrationId: string, status: RegistrationStatus): RosterState {
  return { ...state, entries: state.entries.map((e) => (e.registrationId === registrationId ? { ...e, status } : e)) };
}

export const rosterDecider: Decider<RosterState, RosterCommand, RosterEvent> = {
  initialState: () => ({ eventId: null, date: null, entries: [], checkedIn: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'EventRegistered': {
        const { eventId, date, registrationId, memberId, party, status } = event.data;
        if (state.entries.some((e) => e.registrationId === registrationId)) return state;
        return { ...state, eventId, date, entries: [...state.entries, { registrationId, memberId, party, status }] };
      }
      case 'RegistrationCancelled':
        return update(state, event.data.registrationId, 'cancelled');
      case 'RegistrationPromoted':
        return update(state, event.data.registrationId, 'registered');
      case 'AttendeeCheckedIn':
        if (state.checkedIn.includes(event.data.memberId)) return state;
        return { ...state, eventId: event.data.eventId, date: event.data.date, checkedIn: [...state.checkedIn, event.data.memberId] };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'Register': {
        if (entryOf(state, command.memberId)) throw new DomainError('ALREADY_REGISTERED');
        const { eventId, date, registrationId, memberId, party, capacity } = command;
        // Nobody passes those already waiting: a place goes to the line first.
        const waiting = state.entries.some((e) => e.status === 'waitlisted');
        const fits = capacity === null || (!waiting && placesTaken(state) + party <= capacity);
        return [{ type: 'EventRegistered', data: { eventId, date, registrationId, memberId, party, status: fits ? 'registered' : 'waitlisted' } }];
      }
      case 'CancelRegistration': {
        const entry = state.entries.find((e) => e.registrationId === command.registrationId);
        if (!entry) throw new DomainError('NOT_FOUND');
        if (entry.status === 'cancelled') return [];
        const { eventId, date, capacity, title } = command;
        const events: RosterEvent[] = [
          { type: 'RegistrationCancelled', data: { eventId, date, registrationId: entry.registrationId, memberId: entry.memberId } },
        ];
        if (entry.status !== 'registered') return events;
        // The freed places go down the line in order, stopping at the first party they cannot seat.
        let taken = placesTaken(state) - entry.party;
        for (const waiting of state.entries.filter((e) => e.status === 'waitlisted')) {
          if (capacity !== null && taken + waiting.party > capacity) break;
          taken += waiting.party;
          events.push({ type: 'RegistrationPromoted', data: { eventId, date, registrationId: waiting.registrationId, memberId: waiting.memberId, title } });
        }
        return events;
      }
      case 'CheckIn': {
        if (state.checkedIn.includes(command.memberId)) return [];
        const entry = entryOf(state, command.memberId);
        const registrationId = entry?.status === 'registered' ? entry.registrationId : null;
        return [{ type: 'AttendeeCheckedIn', data: { eventId: command.eventId, date: command.date, memberId: command.memberId, registrationId } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown roster command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
