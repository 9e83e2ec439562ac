import { deciderSpec } from '../../../testing/decider-spec.util';
import type { AttendanceRecorded } from './gathering.events';
import { registerDecider } from './register.decider';

const gatheringId = '00000000-0000-4000-8000-000000000001';
const ruth = '00000000-0000-4000-8000-0000000000a1';
const boaz = '00000000-0000-4000-8000-0000000000a2';
const spec = deciderSpec(registerDecider);
const present = (memberId: string, recordingId = 'r-1'): AttendanceRecorded => ({
  type: 'AttendanceRecorded',
  data: { gatheringId, kind: 'service', date: '2026-11-22', memberId, recordingId },
});
const record = (memberIds: string[]) => ({
  type: 'RecordAttendance' as const,
  gatheringId,
  kind: 'service' as const,
  date: '2026-11-22',
  memberIds,
  recordingId: 'r-2',
});

describe('an occurrence register', () => {
  it('records each person present once, with what an engagement projection needs', () => {
    spec
      .given([])
      .when(record([ruth, boaz, ruth]))
      .then([present(ruth, 'r-2'), present(boaz, 'r-2')]);
  });

  it('counts someone recorded before once: a second recording adds only the new people', () => {
    spec
      .given([present(ruth)])
      .when(record([ruth, boaz]))
      .then([present(boaz, 'r-2')]);
    spec
      .given([present(ruth)])
      .when(record([ruth]))
      .thenNothing();
  });

  it('counts a person once even when their event is applied twice', () => {
    spec
      .given([present(ruth), present(ruth)])
      .when(record([ruth]))
      .thenNothing();
    const state = [present(ruth), present(ruth)].reduce((s, e) => registerDecider.evolve(s, e), registerDecider.initialState());
    expect(state.present).toEqual([ruth]);
  });

  it('keeps the latest headcount and records nothing when it is unchanged', () => {
    const headcount = (count: number) => ({ type: 'RecordHeadcount' as const, gatheringId, kind: 'service' as const, date: '2026-11-22', count });
    spec
      .given([])
      .when(headcount(12))
      .then([{ type: 'HeadcountRecorded', data: { gatheringId, kind: 'service', date: '2026-11-22', count: 12 } }]);
    spec
      .given([{ type: 'HeadcountRecorded', data: { gatheringId, kind: 'service', date: '2026-11-22', count: 12 } }])
      .when(headcount(12))
      .thenNothing();
  });
});
