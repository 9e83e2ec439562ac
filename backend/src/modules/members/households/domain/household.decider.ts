import { VALIDATION_MESSAGES, type HouseholdAddressChoice, type HouseholdRelationship } from '@koinonia/contracts';
import type { Decider } from '../../../../platform/commands/decider.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import type { HouseholdEvent, HouseholdPerson } from './household.events';

export type HouseholdCommand =
  | { type: 'CreateHousehold'; householdId: string; name: string; address: string; members: HouseholdPerson[] }
  | { type: 'ChangeHousehold'; householdId: string; name?: string; address?: string }
  | { type: 'AddHouseholdMember'; householdId: string; memberId: string; relationship: HouseholdRelationship; fromHouseholdId?: string }
  | { type: 'RemoveHouseholdMember'; householdId: string; memberId: string; toHouseholdId?: string }
  | { type: 'AbsorbHousehold'; householdId: string; mergedId: string; members: HouseholdPerson[]; mergedAddress: string; address: HouseholdAddressChoice }
  | { type: 'MergeHouseholdInto'; householdId: string; survivorId: string }
  | { type: 'DissolveHousehold'; householdId: string };

export type HouseholdState =
  | { status: 'none' }
  | {
      status: 'active' | 'merged' | 'dissolved';
      householdId: string;
      name: string;
      address: string;
      /** memberId → relationship. */
      members: Record<string, HouseholdRelationship>;
      survivorId?: string;
    };

export type ExistingHousehold = Exclude<HouseholdState, { status: 'none' }>;

const withMembers = (state: HouseholdState, change: (members: Record<string, HouseholdRelationship>) => void): HouseholdState => {
  if (state.status === 'none') return state;
  const members = { ...state.members };
  change(members);
  return { ...state, members };
};

/** A household that is still open to changes: a missing one is NOT_FOUND, and so is one merged away (its people are in the survivor) or dissolved. */
function open(state: HouseholdState): ExistingHousehold {
  if (state.status !== 'active') throw new DomainError('NOT_FOUND');
  return state;
}

export const householdDecider: Decider<HouseholdState, HouseholdCommand, HouseholdEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'HouseholdCreated':
        return { status: 'active', householdId: event.data.householdId, name: event.data.name, address: event.data.address, members: {} };
      case 'HouseholdRenamed':
        return state.status === 'none' ? state : { ...state, name: event.data.name };
      case 'HouseholdAddressChanged':
        return state.status === 'none' ? state : { ...state, address: event.data.address };
      case 'HouseholdMemberAdded':
      case 'HouseholdRelationshipChanged':
        return withMembers(state, (members) => (members[event.data.memberId] = event.data.relationship));
      case 'HouseholdMemberRemoved':
        return withMembers(state, (members) => delete members[event.data.memberId]);
      case 'HouseholdAbsorbed': {
        const next = withMembers(state, (members) => event.data.members.forEach((person) => (members[person.memberId] = person.relationship)));
        return next.status === 'none' ? next : { ...next, address: event.data.address };
      }
      case 'HouseholdMergedInto':
        return state.status === 'none' ? state : { ...state, status: 'merged', members: {}, survivorId: event.data.survivorId };
      case 'HouseholdDissolved':
        return state.status === 'none' ? state : { ...state, status: 'dissolved', members: {} };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateHousehold': {
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        const { householdId, name, address, members } = command;
        return [
          { type: 'HouseholdCreated', data: { householdId, name, address } },
          ...members.map((person): HouseholdEvent => ({ type: 'HouseholdMemberAdded', data: { householdId, ...person } })),
        ];
      }
      case 'ChangeHousehold': {
        const current = open(state);
        const events: HouseholdEvent[] = [];
        if (command.name !== undefined && command.name !== current.name)
          events.push({ type: 'HouseholdRenamed', data: { householdId: command.householdId, name: command.name } });
        if (command.address !== undefined && command.address !== current.address) {
          events.push({ type: 'HouseholdAddressChanged', data: { householdId: command.householdId, address: command.address } });
        }
        return events;
      }
      case 'AddHouseholdMember': {
        const current = open(state);
        const { householdId, memberId, relationship, fromHouseholdId } = command;
        const now = current.members[memberId];
        if (now === relationship) return [];
        if (now !== undefined) return [{ type: 'HouseholdRelationshipChanged', data: { householdId, memberId, relationship } }];
        return [{ type: 'HouseholdMemberAdded', data: { householdId, memberId, relationship, ...(fromHouseholdId ? { fromHouseholdId } : {}) } }];
      }
      case 'RemoveHouseholdMember': {
        const current = open(state);
        const { householdId, memberId, toHouseholdId } = command;
        if (current.members[memberId] === undefined) return [];
        return [{ type: 'HouseholdMemberRemoved', data: { householdId, memberId, ...(toHouseholdId ? { toHouseholdId } : {}) } }];
      }
      case 'AbsorbHousehold': {
        const current = open(state);
        if (command.mergedId === command.householdId) throw DomainError.validation([{ field: 'mergedId', message: VALIDATION_MESSAGES.choice }]);
        const members = command.members.filter((person) => current.members[person.memberId] === undefined);
        const address = command.address === 'merged' ? command.mergedAddress : current.address;
        return [{ type: 'HouseholdAbsorbed', data: { householdId: command.householdId, mergedId: command.mergedId, members, address } }];
      }
      case 'MergeHouseholdInto':
        open(state);
        return [{ type: 'HouseholdMergedInto', data: { householdId: command.householdId, survivorId: command.survivorId } }];
      case 'DissolveHousehold': {
        const current = open(state);
        return [{ type: 'HouseholdDissolved', data: { householdId: command.householdId, memberIds: Object.keys(current.members) } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown household command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
