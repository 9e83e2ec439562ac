import { deciderSpec } from '../../../testing/decider-spec.util';
import { rosterDecider } from './roster.decider';
import type { RosterEvent } from './roster.events';

const eventId = '5b8d5c1e-0f5e-4d8e-9a51-3c2f1e0d9b71';
const date = '2027-02-13';
const spec = deciderSpec(rosterDecider);
const registered = (registrationId: string, memberId: string, party = 1, status: 'registered' | 'waitlisted' = 'registered'): RosterEvent => ({
  type: 'EventRegistered',
  data: { eventId, date, registrationId, memberId, party, status },
});
const register = (registrationId: string, memberId: string, capacity: number | null, party = 1) =>
  ({ type: 'Register', eventId, date, registrationId, memberId, party, capacity }) as const;

describe('the roster decider', () => {
  it('gives a place while places are left, then the wait list; nobody passes those waiting', () => {
    spec
      .given([])
      .when(register('r1', 'm1', 2))
      .then([registered('r1', 'm1')]);
    spec
      .given([registered('r1', 'm1')])
      .when(register('r2', 'm2', 1))
      .then([registered('r2', 'm2', 1, 'waitlisted')]);
    spec
      .given([registered('r1', 'm1'), registered('r2', 'm2', 3, 'waitlisted')])
      .when(register('r3', 'm3', 2))
      .then([registered('r3', 'm3', 1, 'waitlisted')]);
    spec
      .given([])
      .when(register('r1', 'm1', null, 20))
      .then([registered('r1', 'm1', 20)]);
  });

  it('refuses registering someone twice, but takes them again after they cancelled', () => {
    spec
      .given([registered('r1', 'm1')])
      .when(register('r2', 'm1', 5))
      .thenThrows('ALREADY_REGISTERED');
    const cancelled: RosterEvent = { type: 'RegistrationCancelled', data: { eventId, date, registrationId: 'r1', memberId: 'm1' } };
    spec
      .given([registered('r1', 'm1'), cancelled])
      .when(register('r2', 'm1', 5))
      .then([registered('r2', 'm1')]);
  });

  it('promotes from the head of the wait list as far as the freed places reach when a place is cancelled', () => {
    const cancel = { type: 'CancelRegistration', eventId, date, registrationId: 'r1', capacity: 2, title: 'Retreat' } as const;
    spec
      .given([
        registered('r1', 'm1', 2),
        registered('r2', 'm2', 1, 'waitlisted'),
        registered('r3', 'm3', 1, 'waitlisted'),
        registered('r4', 'm4', 1, 'waitlisted'),
      ])
      .when(cancel)
      .then([
        { type: 'RegistrationCancelled', data: { eventId, date, registrationId: 'r1', memberId: 'm1' } },
        { type: 'RegistrationPromoted', data: { eventId, date, registrationId: 'r2', memberId: 'm2', title: 'Retreat' } },
        { type: 'RegistrationPromoted', data: { eventId, date, registrationId: 'r3', memberId: 'm3', title: 'Retreat' } },
      ]);
    // A waiting party too large for the freed places keeps the line where it is.
    spec
      .given([registered('r1', 'm1', 1), registered('r5', 'm5', 1), registered('r2', 'm2', 3, 'waitlisted'), registered('r3', 'm3', 1, 'waitlisted')])
      .when(cancel)
      .then([{ type: 'RegistrationCancelled', data: { eventId, date, registrationId: 'r1', memberId: 'm1' } }]);
    spec.given([]).when(cancel).thenThrows('NOT_FOUND');
  });

  it('checks someone in once, as registered or as a walk-in', () => {
    const checkIn = (memberId: string) => ({ type: 'CheckIn', eventId, date, memberId }) as const;
    spec
      .given([registered('r1', 'm1')])
      .when(checkIn('m1'))
      .then([{ type: 'AttendeeCheckedIn', data: { eventId, date, memberId: 'm1', registrationId: 'r1' } }]);
    spec
      .given([registered('r1', 'm1')])
      .when(checkIn('m9'))
      .then([{ type: 'AttendeeCheckedIn', data: { eventId, date, memberId: 'm9', registrationId: null } }]);
    spec
      .given([registered('r1', 'm1'), { type: 'AttendeeCheckedIn', data: { eventId, date, memberId: 'm1', registrationId: 'r1' } }])
      .when(checkIn('m1'))
      .thenNothing();
  });
});
