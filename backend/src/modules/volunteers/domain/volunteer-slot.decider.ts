import type { VolunteerAssignmentSource, VolunteerAssignmentStatus } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { OccurrenceFacts, SlotFacts, SlotPlaces, VolunteerSlotEvent } from './volunteer-slot.events';

export type VolunteerSlotCommand =
  | ({ type: 'OpenSlot'; slotId: string; needed: number } & SlotFacts)
  | { type: 'TakePlace'; slotId: string; assignmentId: string; memberId: string; source: VolunteerAssignmentSource }
  | { type: 'Confirm'; slotId: string; assignmentId: string }
  | { type: 'Decline'; slotId: string; assignmentId: string; volunteerName: string; leaderIds: string[]; reason: string }
  /** Follow the occurrence to where it is now. */
  | { type: 'Move'; slotId: string; to: OccurrenceFacts }
  /** The occurrence is gone. */
  | { type: 'Cancel'; slotId: string };

export type SlotAssignment = { memberId: string; status: VolunteerAssignmentStatus; source: VolunteerAssignmentSource };
export type ExistingSlot = { status: 'open' | 'cancelled'; slotId: string; needed: number; facts: SlotFacts; assignments: Record<string, SlotAssignment> };
export type VolunteerSlotState = { status: 'none' } | ExistingSlot;

/** Places taken: those offered and not (yet) declined. */
export const filledOf = (slot: ExistingSlot) => Object.values(slot.assignments).filter((a) => a.status !== 'declined').length;

/** A cancelled slot is gone with its occurrence: nothing more is taken or answered on it. */
function existing(state: VolunteerSlotState): ExistingSlot {
  if (state.status !== 'open') throw new DomainError('NOT_FOUND');
  return state;
}

const OCCURRENCE_FIELDS: ReadonlyArray<keyof OccurrenceFacts> = ['eventId', 'title', 'occurrenceStart', 'date', 'startsAt', 'endsAt'];

function placesOf(slot: ExistingSlot): SlotPlaces {
  return {
    assignments: Object.entries(slot.assignments).map(([assignmentId, a]) => ({ assignmentId, memberId: a.memberId, declined: a.status === 'declined' })),
  };
}

function assignment(slot: ExistingSlot, assignmentId: string): SlotAssignment {
  const found = slot.assignments[assignmentId];
  if (!found) throw new DomainError('NOT_FOUND');
  return found;
}

export const volunteerSlotDecider: Decider<VolunteerSlotState, VolunteerSlotCommand, VolunteerSlotEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    if (event.type === 'VolunteerSlotOpened') {
      const { slotId, needed, ...facts } = event.data;
      return { status: 'open', slotId, needed, facts, assignments: {} };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'VolunteerPlaceTaken': {
        const { assignmentId, memberId, source } = event.data;
        return { ...state, assignments: { ...state.assignments, [assignmentId]: { memberId, source, status: 'pending' } } };
      }
      case 'VolunteerAssignmentConfirmed':
      case 'VolunteerAssignmentDeclined': {
        const had = state.assignments[event.data.assignmentId];
        if (!had) return state;
        const status = event.type === 'VolunteerAssignmentConfirmed' ? 'confirmed' : 'declined';
        return { ...state, assignments: { ...state.assignments, [event.data.assignmentId]: { ...had, status } } };
      }
      case 'VolunteerSlotMoved': {
        const { eventId, title, occurrenceStart, date, startsAt, endsAt } = event.data;
        return { ...state, facts: { ...state.facts, eventId, title, occurrenceStart, date, startsAt, endsAt } };
      }
      case 'VolunteerSlotCancelled':
        return { ...state, status: 'cancelled' };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'OpenSlot': {
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        const { type: _type, ...data } = command;
        return [{ type: 'VolunteerSlotOpened', data }];
      }
      case 'TakePlace': {
        const slot = existing(state);
        if (slot.assignments[command.assignmentId]) return [];
        const mine = Object.values(slot.assignments).some((a) => a.memberId === command.memberId && a.status !== 'declined');
        if (mine) throw new DomainError('VOLUNTEER_UNAVAILABLE', { reason: 'already-assigned' });
        if (filledOf(slot) >= slot.needed) throw new DomainError('VOLUNTEER_UNAVAILABLE', { reason: 'full', needed: slot.needed });
        const { slotId, assignmentId, memberId, source } = command;
        return [{ type: 'VolunteerPlaceTaken', data: { slotId, assignmentId, memberId, source, ...slot.facts } }];
      }
      case 'Confirm': {
        const slot = existing(state);
        const found = assignment(slot, command.assignmentId);
        if (found.status === 'confirmed') return [];
        // A declined place may have gone to someone else: taking it back is a new sign-up.
        if (found.status === 'declined') throw new DomainError('VOLUNTEER_UNAVAILABLE', { reason: 'declined' });
        return [{ type: 'VolunteerAssignmentConfirmed', data: { slotId: slot.slotId, assignmentId: command.assignmentId, memberId: found.memberId } }];
      }
      case 'Decline': {
        const slot = existing(state);
        const found = assignment(slot, command.assignmentId);
        if (found.status === 'declined') return [];
        const { teamId, title, positionName, startsAt } = slot.facts;
        return [
          {
            type: 'VolunteerAssignmentDeclined',
            data: {
              slotId: slot.slotId,
              assignmentId: command.assignmentId,
              memberId: found.memberId,
              volunteerName: command.volunteerName,
              leaderIds: command.leaderIds,
              teamId,
              title,
              positionName,
              startsAt,
              reason: command.reason,
            },
          },
        ];
      }
      case 'Move': {
        if (state.status !== 'open') return [];
        if (OCCURRENCE_FIELDS.every((field) => state.facts[field] === command.to[field])) return [];
        const { slotId, facts } = state;
        return [
          {
            type: 'VolunteerSlotMoved',
            data: { slotId, was: { startsAt: facts.startsAt }, positionName: facts.positionName, ...command.to, ...placesOf(state) },
          },
        ];
      }
      case 'Cancel': {
        if (state.status !== 'open') return [];
        const { slotId, facts } = state;
        return [
          {
            type: 'VolunteerSlotCancelled',
            data: { slotId, title: facts.title, positionName: facts.positionName, startsAt: facts.startsAt, ...placesOf(state) },
          },
        ];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown volunteer slot command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
