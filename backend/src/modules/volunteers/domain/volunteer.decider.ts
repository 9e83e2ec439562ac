import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { VolunteerEvent } from './volunteer.events';

export type Commitment = { slotId: string; startsAt: string; endsAt: string };
export type Blockout = { from: string; to: string; note: string };

export type VolunteerCommand =
  | { type: 'AddBlockout'; memberId: string; blockoutId: string; from: string; to: string; note: string }
  | { type: 'RemoveBlockout'; memberId: string; blockoutId: string }
  /** `dates`: the local dates (in the church's zone) the service touches, for the blockouts. */
  | ({ type: 'Commit'; memberId: string; assignmentId: string; dates: string[] } & Commitment)
  | { type: 'Release'; memberId: string; assignmentId: string }
  | { type: 'MoveCommitment'; memberId: string; assignmentId: string; startsAt: string; endsAt: string };

export type VolunteerState = { blockouts: Record<string, Blockout>; commitments: Record<string, Commitment> };

/** The first blockout covering one of the dates, or null. */
export function blockoutOn(state: VolunteerState, dates: readonly string[]): (Blockout & { id: string }) | null {
  for (const [id, blockout] of Object.entries(state.blockouts)) {
    if (dates.some((date) => blockout.from <= date && date <= blockout.to)) return { id, ...blockout };
  }
  return null;
}

/** The first commitment overlapping [startsAt, endsAt) (ISO instants), or null. */
export function overlapWith(state: VolunteerState, startsAt: string, endsAt: string, except?: string): (Commitment & { assignmentId: string }) | null {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  for (const [assignmentId, commitment] of Object.entries(state.commitments)) {
    if (assignmentId === except) continue;
    if (Date.parse(commitment.startsAt) < end && Date.parse(commitment.endsAt) > start) return { assignmentId, ...commitment };
  }
  return null;
}

export const volunteerDecider: Decider<VolunteerState, VolunteerCommand, VolunteerEvent> = {
  initialState: () => ({ blockouts: {}, commitments: {} }),
  // Someone who serves every week for years keeps a long stream.
  snapshot: { name: 'volunteer', version: 1, every: 100 },

  evolve(state, event) {
    switch (event.type) {
      case 'VolunteerBlockoutAdded': {
        const { blockoutId, from, to, note } = event.data;
        return { ...state, blockouts: { ...state.blockouts, [blockoutId]: { from, to, note } } };
      }
      case 'VolunteerBlockoutRemoved': {
        const { [event.data.blockoutId]: _gone, ...blockouts } = state.blockouts;
        return { ...state, blockouts };
      }
      case 'VolunteerCommitted': {
        const { assignmentId, slotId, startsAt, endsAt } = event.data;
        return { ...state, commitments: { ...state.commitments, [assignmentId]: { slotId, startsAt, endsAt } } };
      }
      case 'VolunteerReleased': {
        const { [event.data.assignmentId]: _gone, ...commitments } = state.commitments;
        return { ...state, commitments };
      }
      case 'VolunteerCommitmentMoved': {
        const had = state.commitments[event.data.assignmentId];
        if (!had) return state;
        const { startsAt, endsAt } = event.data;
        return { ...state, commitments: { ...state.commitments, [event.data.assignmentId]: { ...had, startsAt, endsAt } } };
      }
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AddBlockout': {
        if (command.to < command.from) throw DomainError.validation([{ field: 'to', message: VALIDATION_MESSAGES.dateOrder }]);
        const { memberId, blockoutId, from, to, note } = command;
        return [{ type: 'VolunteerBlockoutAdded', data: { memberId, blockoutId, from, to, note } }];
      }
      case 'RemoveBlockout': {
        if (!state.blockouts[command.blockoutId]) throw new DomainError('NOT_FOUND');
        return [{ type: 'VolunteerBlockoutRemoved', data: { memberId: command.memberId, blockoutId: command.blockoutId } }];
      }
      case 'Commit': {
        const { memberId, assignmentId, slotId, startsAt, endsAt } = command;
        if (state.commitments[assignmentId]) return [];
        const blockout = blockoutOn(state, command.dates);
        if (blockout) throw new DomainError('VOLUNTEER_UNAVAILABLE', { reason: 'blockout', blockout: { from: blockout.from, to: blockout.to } });
        const overlap = overlapWith(state, startsAt, endsAt);
        if (overlap) {
          throw new DomainError('VOLUNTEER_UNAVAILABLE', {
            reason: 'overlap',
            assignment: { id: overlap.assignmentId, slotId: overlap.slotId, startsAt: overlap.startsAt, endsAt: overlap.endsAt },
          });
        }
        return [{ type: 'VolunteerCommitted', data: { memberId, assignmentId, slotId, startsAt, endsAt } }];
      }
      case 'Release': {
        if (!state.commitments[command.assignmentId]) return [];
        return [{ type: 'VolunteerReleased', data: { memberId: command.memberId, assignmentId: command.assignmentId } }];
      }
      case 'MoveCommitment': {
        const had = state.commitments[command.assignmentId];
        if (!had || (had.startsAt === command.startsAt && had.endsAt === command.endsAt)) return [];
        const { memberId, assignmentId, startsAt, endsAt } = command;
        return [{ type: 'VolunteerCommitmentMoved', data: { memberId, assignmentId, startsAt, endsAt } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown volunteer command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
