import { recorded } from '../../../testing/decider-spec.util';
import { projectionSpec } from '../../../testing/projection-spec.util';
import { checkInStream, type ChildCheckedIn } from '../domain/check-in.events';
import { registerStream, type AttendanceRecorded, type HeadcountRecorded } from '../domain/gathering.events';
import { attendanceRecordsProjection } from './attendance-records.projection';
import { custodyProjection } from './custody.projection';
import { occurrencesProjection } from './occurrences.projection';

const gatheringId = '00000000-0000-4000-8000-000000000001';
const stream = registerStream(gatheringId, '2026-11-22');
const at = '2026-11-22T16:05:00.000Z';
const present = (memberId: string): AttendanceRecorded => ({
  type: 'AttendanceRecorded',
  data: { gatheringId, kind: 'service', date: '2026-11-22', memberId, recordingId: 'r-1' },
});
const headcount: HeadcountRecorded = { type: 'HeadcountRecorded', data: { gatheringId, kind: 'service', date: '2026-11-22', count: 7 } };

describe('the attendance projections', () => {
  it('count an occurrence: people present, the headcount, who recorded last — the same when an event comes twice', () => {
    projectionSpec(occurrencesProjection)
      .given([recorded(present('a'), stream, 0, at)])
      .when(recorded(present('b'), stream, 1, at))
      .then({
        _id: `${gatheringId}_2026-11-22`,
        gatheringId,
        date: '2026-11-22',
        present: 2,
        headcount: 0,
        recordedBy: 'user-1',
        recordedAt: at,
        revision: 1,
      });
    projectionSpec(occurrencesProjection)
      .given([recorded(present('a'), stream, 0, at)])
      .when(recorded(headcount, stream, 1, at))
      .then(expect.objectContaining({ present: 1, headcount: 7, revision: 1 }));
  });

  it('keep one record per person and occurrence, for their history', () => {
    projectionSpec(attendanceRecordsProjection)
      .given([])
      .when(recorded(present('a'), stream, 0, at))
      .then({ _id: `${gatheringId}_2026-11-22_a`, gatheringId, kind: 'service', date: '2026-11-22', memberId: 'a', recordedBy: 'user-1', recordedAt: at });
  });

  it("keep a child's custody: in, a refused collection, out", () => {
    const checkIn = checkInStream('c-1');
    const data = { checkInId: 'c-1', memberId: 'mia', roomId: 'r', collectedBy: 'Ruth' };
    const checkedIn: ChildCheckedIn = {
      type: 'ChildCheckedIn',
      data: {
        checkInId: 'c-1',
        memberId: 'mia',
        childName: 'Mia',
        roomId: 'r',
        roomName: 'Toddlers',
        guardian: 'Ruth',
        securityCode: 'K7QX',
        allergies: '',
        medicalNotes: '',
      },
    };
    const refusedAt = '2026-11-22T17:00:00.000Z';
    const outAt = '2026-11-22T17:01:00.000Z';
    projectionSpec(custodyProjection)
      .given([recorded(checkedIn, checkIn, 0, at), recorded({ type: 'ChildCheckOutRefused', data }, checkIn, 1, refusedAt)])
      .when(recorded({ type: 'ChildCheckedOut', data }, checkIn, 2, outAt))
      .then(
        expect.objectContaining({
          date: '2026-11-22',
          checkedInAt: at,
          checkedOutAt: outAt,
          collectedBy: 'Ruth',
          inCare: false,
          refusals: [{ at: refusedAt, by: 'user-1', collectedBy: 'Ruth' }],
          revision: 2,
        }),
      );
  });
});
