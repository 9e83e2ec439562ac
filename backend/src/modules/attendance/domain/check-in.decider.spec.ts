import { deciderSpec } from '../../../testing/decider-spec.util';
import { checkInDecider, roomDecider } from './check-in.decider';
import type { ChildCheckedIn } from './check-in.events';

const checkInId = '00000000-0000-4000-8000-0000000000c1';
const mia = '00000000-0000-4000-8000-0000000000b1';
const roomId = '00000000-0000-4000-8000-0000000000d1';
const spec = deciderSpec(checkInDecider);
const child = { memberId: mia, childName: 'Mia Anderson', roomId, roomName: 'Toddlers', allergies: 'Peanuts', medicalNotes: '' };
const checkedIn: ChildCheckedIn = { type: 'ChildCheckedIn', data: { checkInId, guardian: 'Ruth Anderson', securityCode: 'K7QX', ...child } };
const checkOut = (code: string) => ({ type: 'CheckOut' as const, checkInId, memberId: mia, code, collectedBy: 'Ruth Anderson' });
const out = { checkInId, memberId: mia, roomId, collectedBy: 'Ruth Anderson' };

describe('a child check-in', () => {
  it('checks children in with one code, each once', () => {
    spec
      .given([])
      .when({ type: 'CheckIn', checkInId, guardian: 'Ruth Anderson', securityCode: 'K7QX', children: [child, child] })
      .then([checkedIn]);
  });

  it('hands the child back for the matching code, whatever its case', () => {
    spec
      .given([checkedIn])
      .when(checkOut(' k7qx '))
      .then([{ type: 'ChildCheckedOut', data: out }]);
  });

  it('records a wrong code as a refusal and keeps the child in care', () => {
    spec
      .given([checkedIn])
      .when(checkOut('K7QA'))
      .then([{ type: 'ChildCheckOutRefused', data: out }]);
    spec
      .given([checkedIn, { type: 'ChildCheckOutRefused', data: out }])
      .when(checkOut('K7QX'))
      .then([{ type: 'ChildCheckedOut', data: out }]);
  });

  it('does nothing for a child already handed back, even with their check-out applied twice', () => {
    spec
      .given([checkedIn, { type: 'ChildCheckedOut', data: out }, { type: 'ChildCheckedOut', data: out }])
      .when(checkOut('K7QX'))
      .thenNothing();
  });

  it('knows no child it did not check in', () => {
    spec.given([]).when(checkOut('K7QX')).thenThrows('NOT_FOUND');
    spec
      .given([checkedIn])
      .when({ ...checkOut('K7QX'), memberId: roomId })
      .thenThrows('NOT_FOUND');
  });

  it('adds a room once', () => {
    deciderSpec(roomDecider)
      .given([])
      .when({ type: 'AddRoom', roomId, name: 'Toddlers' })
      .then([{ type: 'RoomAdded', data: { roomId, name: 'Toddlers' } }]);
    deciderSpec(roomDecider)
      .given([{ type: 'RoomAdded', data: { roomId, name: 'Toddlers' } }])
      .when({ type: 'AddRoom', roomId, name: 'Toddlers' })
      .thenThrows('CONCURRENCY_CONFLICT');
  });
});
