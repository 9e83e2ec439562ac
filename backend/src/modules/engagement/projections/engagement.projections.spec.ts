import { recorded } from '../../../testing/decider-spec.util';
import { projectionSpec } from '../../../testing/projection-spec.util';
import { engagementNamesProjection } from './engagement-names.projection';
import { engagementSignalsProjection, loggedSignalsOf } from './engagement-signals.projection';

const memberId = '00000000-0000-4000-8000-0000000000aa';
const gatheringId = '00000000-0000-4000-8000-000000000001';
const groupId = '00000000-0000-4000-8000-000000000002';
const at = '2026-11-24T09:30:00.000Z';

describe('the engagement projections', () => {
  it('log one signal per attendance with its date, place and position — the same when the event comes twice', () => {
    const event = recorded(
      { type: 'AttendanceRecorded', data: { gatheringId, kind: 'service', date: '2026-11-22', memberId, recordingId: 'r-1' } },
      `gatheringregister-${gatheringId}_2026-11-22`,
      0,
      at,
    );
    expect(engagementSignalsProjection.documentId(event)).toBe(event.id);
    projectionSpec(engagementSignalsProjection)
      .given([])
      .when(event)
      .then({
        _id: event.id,
        memberId,
        part: 'attendance',
        position: Number(event.position),
        date: '2026-11-22',
        standing: false,
        signals: [{ kind: 'attended', date: '2026-11-22', ref: gatheringId, value: 'service' }],
      });
  });

  it('log group meetings, memberships begun and ended', () => {
    const stream = `group-${groupId}`;
    projectionSpec(engagementSignalsProjection)
      .given([])
      .when(recorded({ type: 'GroupMeetingAttended', data: { groupId, meetingId: 'm-1', memberId, date: '2026-11-19' } }, stream, 5, at))
      .then(expect.objectContaining({ part: 'groups', standing: false, signals: [{ kind: 'group-meeting', date: '2026-11-19', ref: groupId, value: 'm-1' }] }));
    projectionSpec(engagementSignalsProjection)
      .given([])
      .when(
        recorded(
          { type: 'GroupJoinRequestApproved', data: { groupId, groupName: 'Alpha', memberId, requesterUserId: null, joinedOn: '2026-09-01' } },
          stream,
          2,
          at,
        ),
      )
      .then(expect.objectContaining({ standing: true, signals: [{ kind: 'group-joined', date: '2026-09-01', ref: groupId, value: null }] }));
    projectionSpec(engagementSignalsProjection)
      .given([])
      .when(recorded({ type: 'GroupMemberLeft', data: { groupId, memberId } }, stream, 6, at))
      .then(expect.objectContaining({ standing: true, signals: [{ kind: 'group-left', date: '2026-11-24', ref: groupId, value: null }] }));
  });

  it('log leading a group from the day it began to the day it ended, each leader their own', () => {
    const stream = `group-${groupId}`;
    projectionSpec(engagementSignalsProjection)
      .given([])
      .when(recorded({ type: 'GroupLeaderAdded', data: { groupId, memberId, on: '2026-10-01' } }, stream, 1, at))
      .then(
        expect.objectContaining({ memberId, part: 'groups', standing: true, signals: [{ kind: 'group-led', date: '2026-10-01', ref: groupId, value: null }] }),
      );
    projectionSpec(engagementSignalsProjection)
      .given([])
      .when(recorded({ type: 'GroupLeaderRemoved', data: { groupId, memberId, on: '2026-11-20' } }, stream, 7, at))
      .then(expect.objectContaining({ standing: true, signals: [{ kind: 'group-lead-ended', date: '2026-11-20', ref: groupId, value: null }] }));
  });

  it('log steps and baptisms from a registration (dated "member since") and from changes (dated when recorded)', () => {
    const stream = `member-${memberId}`;
    const registered = recorded(
      {
        type: 'MemberRegistered',
        data: { memberId, fullName: 'Ana', joinedOn: '2019-02-03', membershipStep: 'regular-attender', baptismDate: '2010-05-02', role: 'member' },
      },
      stream,
      0,
      at,
    );
    projectionSpec(engagementSignalsProjection)
      .given([])
      .when(registered)
      .then(
        expect.objectContaining({
          part: 'steps',
          date: '2019-02-03',
          standing: true,
          signals: [
            { kind: 'step', date: '2019-02-03', ref: null, value: 'regular-attender' },
            { kind: 'baptism', date: '2010-05-02', ref: null, value: '2010-05-02' },
          ],
        }),
      );
    projectionSpec(engagementSignalsProjection)
      .given([])
      .when(recorded({ type: 'MemberDetailsChanged', data: { memberId, changes: { membershipStep: 'member', baptismDate: '' } } }, stream, 1, at))
      .then(
        expect.objectContaining({
          signals: [
            { kind: 'step', date: '2026-11-24', ref: null, value: 'member' },
            { kind: 'baptism', date: '2026-11-24', ref: null, value: null },
          ],
        }),
      );
    // A change that touches nothing a score reads leaves no document.
    const phone = recorded({ type: 'MemberDetailsChanged', data: { memberId, changes: { phone: '+16305551273' } } }, stream, 2, at);
    projectionSpec(engagementSignalsProjection).given([]).when(phone).then(null);
    expect(loggedSignalsOf([engagementSignalsProjection.project(null, registered)!])).toEqual([
      expect.objectContaining({ kind: 'step', part: 'steps', position: Number(registered.position) }),
      expect.objectContaining({ kind: 'baptism', part: 'steps', position: Number(registered.position) }),
    ]);
  });

  it('log the step and baptism a merge takes for the survivor, and the survivor’s own an unmerge restores', () => {
    const mergedId = '00000000-0000-4000-8000-0000000000bb';
    const stream = `member-${memberId}`;
    const merge = recorded(
      {
        type: 'MemberMerged',
        data: {
          memberId,
          mergedId,
          mergedName: 'X',
          fields: {},
          changes: { membershipStep: 'member', baptismDate: '' },
          previous: { membershipStep: 'visitor', baptismDate: '2001-04-15' },
        },
      },
      stream,
      3,
      at,
    );
    projectionSpec(engagementSignalsProjection)
      .given([])
      .when(merge)
      .then(
        expect.objectContaining({
          memberId,
          part: 'steps',
          signals: [
            { kind: 'step', date: '2026-11-24', ref: null, value: 'member' },
            { kind: 'baptism', date: '2026-11-24', ref: null, value: null },
          ],
        }),
      );
    const unmerge = recorded(
      { type: 'MemberUnmerged', data: { memberId, mergedId, restored: { membershipStep: 'visitor', baptismDate: '2001-04-15' } } },
      stream,
      4,
      at,
    );
    projectionSpec(engagementSignalsProjection)
      .given([])
      .when(unmerge)
      .then(
        expect.objectContaining({
          signals: [
            { kind: 'step', date: '2026-11-24', ref: null, value: 'visitor' },
            { kind: 'baptism', date: '2001-04-15', ref: null, value: '2001-04-15' },
          ],
        }),
      );
    // A merge that changed nothing a score reads leaves no document.
    const names = recorded(
      { type: 'MemberMerged', data: { memberId, mergedId, mergedName: 'X', fields: {}, changes: { fullName: 'X' }, previous: {} } },
      stream,
      5,
      at,
    );
    projectionSpec(engagementSignalsProjection).given([]).when(names).then(null);
  });

  it('pass by events that name no one and events of no source', () => {
    const headcount = recorded({ type: 'HeadcountRecorded', data: { gatheringId, kind: 'service', date: '2026-11-22', count: 7 } }, 'x', 0, at);
    expect(engagementSignalsProjection.canHandle(headcount)).toBe(false);
    expect(engagementSignalsProjection.canHandle(recorded({ type: 'MemberArchived', data: { memberId } }, 'x', 1, at))).toBe(false);
  });

  it('keep the names of gatherings and groups, renamed groups included', () => {
    projectionSpec(engagementNamesProjection)
      .given([recorded({ type: 'GroupCreated', data: { groupId, name: 'Alpha' } }, `group-${groupId}`, 0, at)])
      .when(recorded({ type: 'GroupDetailsChanged', data: { groupId, changes: { name: 'Alpha Course' } } }, `group-${groupId}`, 1, at))
      .then({ _id: groupId, name: 'Alpha Course' });
    projectionSpec(engagementNamesProjection)
      .given([])
      .when(recorded({ type: 'GatheringScheduled', data: { gatheringId, name: 'Sunday Worship', kind: 'service' } }, `gathering-${gatheringId}`, 0, at))
      .then({ _id: gatheringId, name: 'Sunday Worship' });
    expect(engagementNamesProjection.canHandle(recorded({ type: 'GroupDetailsChanged', data: { groupId, changes: { capacity: 9 } } }, 'g', 2, at))).toBe(false);
  });
});
