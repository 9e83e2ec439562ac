import type { Decider } from '../../../../platform/commands/decider.type';
import { DomainError } from '../../../../platform/errors/domain-error';

/**
 * A person's one place in a household, across household streams: each member has a place stream,
 * taken before they are added and left after they are removed, so two writers putting the same
 * person in two households meet at its expected revision and only one wins. A move is one
 * decision (leave one, take the other), never a window in which the person belongs nowhere.
 */
export type HouseholdPlaceEvent =
  | { type: 'HouseholdPlaceTaken'; data: { memberId: string; householdId: string } }
  | { type: 'HouseholdPlaceLeft'; data: { memberId: string; householdId: string } };

export type HouseholdPlaceCommand =
  | { type: 'TakePlace'; memberId: string; householdId: string }
  | { type: 'MovePlace'; memberId: string; from: string; to: string }
  | { type: 'LeavePlace'; memberId: string; householdId: string };

export interface HouseholdPlaceState {
  householdId: string | null;
}

export const householdPlaceStream = (memberId: string) => `householdplace-${memberId}`;

export const householdPlaceDecider: Decider<HouseholdPlaceState, HouseholdPlaceCommand, HouseholdPlaceEvent> = {
  initialState: () => ({ householdId: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'HouseholdPlaceTaken':
        return { householdId: event.data.householdId };
      case 'HouseholdPlaceLeft':
        return state.householdId === event.data.householdId ? { householdId: null } : state;
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'TakePlace':
        if (state.householdId === command.householdId) return [];
        if (state.householdId !== null) throw new DomainError('ALREADY_IN_HOUSEHOLD');
        return [{ type: 'HouseholdPlaceTaken', data: { memberId: command.memberId, householdId: command.householdId } }];
      case 'MovePlace':
        if (state.householdId === command.to) return [];
        // Someone else moved them first: the mover's picture of where they are is stale.
        if (state.householdId !== command.from) throw new DomainError('CONCURRENCY_CONFLICT');
        return [
          { type: 'HouseholdPlaceLeft', data: { memberId: command.memberId, householdId: command.from } },
          { type: 'HouseholdPlaceTaken', data: { memberId: command.memberId, householdId: command.to } },
        ];
      case 'LeavePlace':
        return state.householdId === command.householdId
          ? [{ type: 'HouseholdPlaceLeft', data: { memberId: command.memberId, householdId: command.householdId } }]
          : [];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown household place command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
