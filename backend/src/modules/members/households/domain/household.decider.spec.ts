import { deciderSpec } from '../../../../testing/decider-spec.util';
import { householdDecider } from './household.decider';
import type { HouseholdEvent } from './household.events';

const id = 'h-1';
const spec = deciderSpec(householdDecider);
const created: HouseholdEvent = { type: 'HouseholdCreated', data: { householdId: id, name: 'Anderson family', address: '97 Birch Road' } };
const ruth: HouseholdEvent = { type: 'HouseholdMemberAdded', data: { householdId: id, memberId: 'ruth', relationship: 'head' } };
const noah: HouseholdEvent = { type: 'HouseholdMemberAdded', data: { householdId: id, memberId: 'noah', relationship: 'child' } };
const closed: HouseholdEvent = { type: 'HouseholdMergedInto', data: { householdId: id, survivorId: 'h-2' } };

describe('household decider', () => {
  it('creates a household with its first people', () => {
    spec
      .given([])
      .when({
        type: 'CreateHousehold',
        householdId: id,
        name: 'Anderson family',
        address: '97 Birch Road',
        members: [{ memberId: 'ruth', relationship: 'head' }],
      })
      .then([created, ruth]);
  });

  it('refuses to create the same household twice', () => {
    spec.given([created]).when({ type: 'CreateHousehold', householdId: id, name: 'x', address: '', members: [] }).thenThrows('CONCURRENCY_CONFLICT');
  });

  it('renames and readdresses; the same values again record nothing', () => {
    spec
      .given([created])
      .when({ type: 'ChangeHousehold', householdId: id, name: 'The Andersons', address: '1 New Street' })
      .then([
        { type: 'HouseholdRenamed', data: { householdId: id, name: 'The Andersons' } },
        { type: 'HouseholdAddressChanged', data: { householdId: id, address: '1 New Street' } },
      ]);
    spec.given([created]).when({ type: 'ChangeHousehold', householdId: id, name: 'Anderson family', address: '97 Birch Road' }).thenNothing();
  });

  it('adds a person; adding them again records nothing; a new relationship is a change', () => {
    spec.given([created]).when({ type: 'AddHouseholdMember', householdId: id, memberId: 'noah', relationship: 'child' }).then([noah]);
    spec.given([created, noah]).when({ type: 'AddHouseholdMember', householdId: id, memberId: 'noah', relationship: 'child' }).thenNothing();
    spec
      .given([created, noah])
      .when({ type: 'AddHouseholdMember', householdId: id, memberId: 'noah', relationship: 'other-adult' })
      .then([{ type: 'HouseholdRelationshipChanged', data: { householdId: id, memberId: 'noah', relationship: 'other-adult' } }]);
  });

  it('records where a moved person came from and went to', () => {
    spec
      .given([created])
      .when({ type: 'AddHouseholdMember', householdId: id, memberId: 'noah', relationship: 'child', fromHouseholdId: 'h-0' })
      .then([{ type: 'HouseholdMemberAdded', data: { householdId: id, memberId: 'noah', relationship: 'child', fromHouseholdId: 'h-0' } }]);
    spec
      .given([created, noah])
      .when({ type: 'RemoveHouseholdMember', householdId: id, memberId: 'noah', toHouseholdId: 'h-3' })
      .then([{ type: 'HouseholdMemberRemoved', data: { householdId: id, memberId: 'noah', toHouseholdId: 'h-3' } }]);
  });

  it('removing someone who is not there records nothing', () => {
    spec.given([created, ruth]).when({ type: 'RemoveHouseholdMember', householdId: id, memberId: 'noah' }).thenNothing();
  });

  it('an event applied twice leaves the person in once: removing them once empties the household of them', () => {
    spec
      .given([created, noah, noah])
      .when({ type: 'RemoveHouseholdMember', householdId: id, memberId: 'noah' })
      .then([{ type: 'HouseholdMemberRemoved', data: { householdId: id, memberId: 'noah' } }]);
    spec
      .given([created, noah, noah, { type: 'HouseholdMemberRemoved', data: { householdId: id, memberId: 'noah' } }])
      .when({ type: 'RemoveHouseholdMember', householdId: id, memberId: 'noah' })
      .thenNothing();
  });

  it('absorbs a merged household: its people, and the address chosen', () => {
    const members = [
      { memberId: 'ruth', relationship: 'head' as const },
      { memberId: 'lydia', relationship: 'other-adult' as const },
    ];
    spec
      .given([created, ruth])
      .when({ type: 'AbsorbHousehold', householdId: id, mergedId: 'h-2', members, mergedAddress: '5 Pine Way', address: 'merged' })
      .then([{ type: 'HouseholdAbsorbed', data: { householdId: id, mergedId: 'h-2', members: [members[1]], address: '5 Pine Way' } }]);
    spec
      .given([created])
      .when({ type: 'AbsorbHousehold', householdId: id, mergedId: 'h-2', members: [], mergedAddress: '5 Pine Way', address: 'survivor' })
      .then([{ type: 'HouseholdAbsorbed', data: { householdId: id, mergedId: 'h-2', members: [], address: '97 Birch Road' } }]);
    spec
      .given([created])
      .when({ type: 'AbsorbHousehold', householdId: id, mergedId: id, members: [], mergedAddress: '', address: 'survivor' })
      .thenThrows('VALIDATION_ERROR');
  });

  it('a merged household closes: every later change is NOT_FOUND', () => {
    spec.given([created, ruth]).when({ type: 'MergeHouseholdInto', householdId: id, survivorId: 'h-2' }).then([closed]);
    spec.given([created, ruth, closed]).when({ type: 'ChangeHousehold', householdId: id, name: 'Again' }).thenThrows('NOT_FOUND');
    spec.given([created, ruth, closed]).when({ type: 'AddHouseholdMember', householdId: id, memberId: 'x', relationship: 'head' }).thenThrows('NOT_FOUND');
    spec.given([created, ruth, closed]).when({ type: 'MergeHouseholdInto', householdId: id, survivorId: 'h-3' }).thenThrows('NOT_FOUND');
  });

  it('dissolves with the people it holds; a dissolved household takes no change, and dissolving again is NOT_FOUND', () => {
    const dissolved: HouseholdEvent = { type: 'HouseholdDissolved', data: { householdId: id, memberIds: ['ruth', 'noah'] } };
    spec.given([created, ruth, noah]).when({ type: 'DissolveHousehold', householdId: id }).then([dissolved]);
    // An event applied twice: the household is still dissolved and empty.
    spec.given([created, ruth, noah, dissolved, dissolved]).when({ type: 'DissolveHousehold', householdId: id }).thenThrows('NOT_FOUND');
    spec.given([created, ruth, dissolved]).when({ type: 'AddHouseholdMember', householdId: id, memberId: 'x', relationship: 'head' }).thenThrows('NOT_FOUND');
    spec.given([created, ruth, closed]).when({ type: 'DissolveHousehold', householdId: id }).thenThrows('NOT_FOUND');
    spec.given([]).when({ type: 'DissolveHousehold', householdId: id }).thenThrows('NOT_FOUND');
  });

  it('a household that does not exist is NOT_FOUND', () => {
    spec.given([]).when({ type: 'ChangeHousehold', householdId: id, name: 'x' }).thenThrows('NOT_FOUND');
  });
});
