import { deciderSpec } from '../../../../testing/decider-spec.util';
import { householdPlaceDecider, type HouseholdPlaceEvent } from './household-place.decider';

const spec = deciderSpec(householdPlaceDecider);
const taken = (householdId: string): HouseholdPlaceEvent => ({ type: 'HouseholdPlaceTaken', data: { memberId: 'm', householdId } });
const left = (householdId: string): HouseholdPlaceEvent => ({ type: 'HouseholdPlaceLeft', data: { memberId: 'm', householdId } });

describe('household place decider (one household per person)', () => {
  it('takes a free place; taking it again for the same household records nothing', () => {
    spec
      .given([])
      .when({ type: 'TakePlace', memberId: 'm', householdId: 'a' })
      .then([taken('a')]);
    spec
      .given([taken('a')])
      .when({ type: 'TakePlace', memberId: 'm', householdId: 'a' })
      .thenNothing();
  });

  it('refuses a second household while the person is in one', () => {
    spec
      .given([taken('a')])
      .when({ type: 'TakePlace', memberId: 'm', householdId: 'b' })
      .thenThrows('ALREADY_IN_HOUSEHOLD');
  });

  it('moves in one decision, and refuses a move from a household the person has already left', () => {
    spec
      .given([taken('a')])
      .when({ type: 'MovePlace', memberId: 'm', from: 'a', to: 'b' })
      .then([left('a'), taken('b')]);
    spec
      .given([taken('a'), left('a'), taken('c')])
      .when({ type: 'MovePlace', memberId: 'm', from: 'a', to: 'b' })
      .thenThrows('CONCURRENCY_CONFLICT');
  });

  it('leaves only the household it holds; an event applied twice changes nothing', () => {
    spec
      .given([taken('a'), left('a'), left('a')])
      .when({ type: 'TakePlace', memberId: 'm', householdId: 'b' })
      .then([taken('b')]);
    spec
      .given([taken('a'), left('z')])
      .when({ type: 'LeavePlace', memberId: 'm', householdId: 'b' })
      .thenNothing();
    spec
      .given([taken('a'), left('z')])
      .when({ type: 'LeavePlace', memberId: 'm', householdId: 'a' })
      .then([left('a')]);
  });
});
