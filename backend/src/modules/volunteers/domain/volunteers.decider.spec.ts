import { deciderSpec } from '../../../testing/decider-spec.util';
import { ineligibility, volunteerTeamDecider, type ExistingTeam } from './volunteer-team.decider';
import type { VolunteerTeamEvent } from './volunteer-team.events';
import { volunteerSlotDecider } from './volunteer-slot.decider';
import type { SlotFacts, VolunteerSlotEvent } from './volunteer-slot.events';
import { volunteerDecider, type VolunteerCommand } from './volunteer.decider';
import type { VolunteerEvent } from './volunteer.events';

const team = '0c7a7f64-2a8b-4e59-8d0f-6f3c5a1b2e90';
const usher = '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const nursery = '2e3f4051-6b7c-4d8e-9fa0-1b2c3d4e5f60';
const check = '3f405162-7c8d-4e9f-a0b1-2c3d4e5f6071';
const ruth = '40516273-8d9e-4fa0-b1c2-3d4e5f607182';
const samuel = '51627384-9eaf-4b01-c2d3-4e5f60718293';

describe('the volunteer team decider', () => {
  const spec = deciderSpec(volunteerTeamDecider);
  const created: VolunteerTeamEvent = {
    type: 'VolunteerTeamCreated',
    data: { teamId: team, name: 'Children', ministryId: null, leaderIds: [samuel], reminderDays: 2 },
  };
  const usherAdded: VolunteerTeamEvent = { type: 'VolunteerPositionAdded', data: { teamId: team, positionId: usher, name: 'Usher' } };
  const nurseryAdded: VolunteerTeamEvent = { type: 'VolunteerPositionAdded', data: { teamId: team, positionId: nursery, name: 'Nursery' } };
  const checkAdded: VolunteerTeamEvent = {
    type: 'VolunteerRequirementAdded',
    data: { teamId: team, requirementId: check, name: 'Background check', positionId: nursery },
  };
  const qualified: VolunteerTeamEvent = { type: 'VolunteerQualified', data: { teamId: team, memberId: ruth, positionIds: [nursery, usher].sort() } };

  it('creates a team once, with its leaders', () => {
    spec
      .given([])
      .when({ type: 'CreateTeam', teamId: team, name: 'Children', ministryId: null, leaderIds: [samuel, samuel], reminderDays: 2 })
      .then([created]);
    spec
      .given([created])
      .when({ type: 'CreateTeam', teamId: team, name: 'Children', ministryId: null, leaderIds: [], reminderDays: 2 })
      .thenThrows('CONCURRENCY_CONFLICT');
  });

  it('adds positions with distinct names, and requirements for the team or one of its positions', () => {
    spec.given([created]).when({ type: 'AddPosition', teamId: team, positionId: usher, name: 'Usher' }).then([usherAdded]);
    spec.given([created, usherAdded]).when({ type: 'AddPosition', teamId: team, positionId: nursery, name: ' usher' }).thenThrows('VALIDATION_ERROR');
    spec
      .given([created, nurseryAdded])
      .when({ type: 'AddRequirement', teamId: team, requirementId: check, name: 'Background check', positionId: nursery })
      .then([checkAdded]);
    spec.given([created]).when({ type: 'AddRequirement', teamId: team, requirementId: check, name: 'x', positionId: nursery }).thenThrows('VALIDATION_ERROR');
    spec.given([]).when({ type: 'AddPosition', teamId: team, positionId: usher, name: 'Usher' }).thenThrows('NOT_FOUND');
  });

  it('qualifies a member for the positions named, and records nothing when they hold them already', () => {
    spec
      .given([created, usherAdded, nurseryAdded])
      .when({ type: 'Qualify', teamId: team, memberId: ruth, positionIds: [usher, nursery, usher] })
      .then([qualified]);
    spec
      .given([created, usherAdded, nurseryAdded, qualified])
      .when({ type: 'Qualify', teamId: team, memberId: ruth, positionIds: [nursery, usher] })
      .thenNothing();
    spec
      .given([created, usherAdded])
      .when({ type: 'Qualify', teamId: team, memberId: ruth, positionIds: [nursery] })
      .thenThrows('VALIDATION_ERROR');
  });

  it('records when a requirement was met and until when; an end before the start is refused', () => {
    const given = [created, nurseryAdded, checkAdded];
    spec
      .given(given)
      .when({ type: 'RecordRequirement', teamId: team, memberId: ruth, requirementId: check, checkedOn: '2026-01-10', expiresOn: '2027-01-09' })
      .then([
        {
          type: 'VolunteerRequirementRecorded',
          data: { teamId: team, memberId: ruth, requirementId: check, checkedOn: '2026-01-10', expiresOn: '2027-01-09' },
        },
      ]);
    spec
      .given(given)
      .when({ type: 'RecordRequirement', teamId: team, memberId: ruth, requirementId: check, checkedOn: '2026-01-10', expiresOn: '2025-01-09' })
      .thenThrows('VALIDATION_ERROR');
    spec
      .given(given)
      .when({ type: 'RecordRequirement', teamId: team, memberId: ruth, requirementId: usher, checkedOn: '2026-01-10', expiresOn: null })
      .thenThrows('NOT_FOUND');
  });

  it('tells why a member may not serve: not qualified, a requirement missing, or expired before the day of the service', () => {
    const fold = (events: VolunteerTeamEvent[]) => events.reduce(volunteerTeamDecider.evolve, volunteerTeamDecider.initialState()) as ExistingTeam;
    const base = [created, usherAdded, nurseryAdded, checkAdded];
    expect(ineligibility(fold(base), ruth, usher, '2026-06-07')).toEqual({ reason: 'not-qualified' });
    expect(ineligibility(fold([...base, qualified]), ruth, usher, '2026-06-07')).toBeNull();
    expect(ineligibility(fold([...base, qualified]), ruth, nursery, '2026-06-07')).toEqual({
      reason: 'requirement-missing',
      requirement: { id: check, name: 'Background check' },
    });
    const recorded: VolunteerTeamEvent = {
      type: 'VolunteerRequirementRecorded',
      data: { teamId: team, memberId: ruth, requirementId: check, checkedOn: '2025-01-10', expiresOn: '2026-06-06' },
    };
    expect(ineligibility(fold([...base, qualified, recorded]), ruth, nursery, '2026-06-06')).toBeNull();
    expect(ineligibility(fold([...base, qualified, recorded]), ruth, nursery, '2026-06-07')).toEqual({
      reason: 'requirement-expired',
      requirement: { id: check, name: 'Background check', expiresOn: '2026-06-06' },
    });
  });
});

describe('the volunteer slot decider', () => {
  const spec = deciderSpec(volunteerSlotDecider);
  const slot = '62738495-afb0-4c12-93e4-5f6071829304';
  const facts: SlotFacts = {
    teamId: team,
    positionId: usher,
    positionName: 'Usher',
    eventId: '738495a6-b0c1-4d23-84f5-607182930415',
    title: 'Sunday Worship',
    occurrenceStart: '2026-06-07T15:00:00.000Z',
    date: '2026-06-07',
    startsAt: '2026-06-07T15:00:00.000Z',
    endsAt: '2026-06-07T16:30:00.000Z',
  };
  const opened: VolunteerSlotEvent = { type: 'VolunteerSlotOpened', data: { slotId: slot, needed: 1, ...facts } };
  const taken: VolunteerSlotEvent = { type: 'VolunteerPlaceTaken', data: { slotId: slot, assignmentId: 'a-1', memberId: ruth, source: 'self', ...facts } };

  it('opens a slot once', () => {
    spec
      .given([])
      .when({ type: 'OpenSlot', slotId: slot, needed: 1, ...facts })
      .then([opened]);
    spec
      .given([opened])
      .when({ type: 'OpenSlot', slotId: slot, needed: 1, ...facts })
      .thenThrows('CONCURRENCY_CONFLICT');
  });

  it('gives a place while one is free, and refuses a full slot or a second place for the same person', () => {
    spec.given([opened]).when({ type: 'TakePlace', slotId: slot, assignmentId: 'a-1', memberId: ruth, source: 'self' }).then([taken]);
    spec
      .given([opened, taken])
      .when({ type: 'TakePlace', slotId: slot, assignmentId: 'a-2', memberId: samuel, source: 'leader' })
      .thenThrows('VOLUNTEER_UNAVAILABLE');
    spec.given([opened, taken]).when({ type: 'TakePlace', slotId: slot, assignmentId: 'a-1', memberId: ruth, source: 'self' }).thenNothing();
    expect(() =>
      volunteerSlotDecider.decide(
        { type: 'TakePlace', slotId: slot, assignmentId: 'a-2', memberId: samuel, source: 'leader' },
        [opened, taken].reduce(volunteerSlotDecider.evolve, volunteerSlotDecider.initialState()),
        { now: '2026-06-01T00:00:00.000Z', actorId: null },
      ),
    ).toThrow(expect.objectContaining({ code: 'VOLUNTEER_UNAVAILABLE', details: { reason: 'full', needed: 1 } }));
    spec.given([]).when({ type: 'TakePlace', slotId: slot, assignmentId: 'a-1', memberId: ruth, source: 'self' }).thenThrows('NOT_FOUND');
  });

  it('confirms a pending place once; a decline frees the place and tells what it was', () => {
    const confirmed: VolunteerSlotEvent = { type: 'VolunteerAssignmentConfirmed', data: { slotId: slot, assignmentId: 'a-1', memberId: ruth } };
    const declined: VolunteerSlotEvent = {
      type: 'VolunteerAssignmentDeclined',
      data: {
        slotId: slot,
        assignmentId: 'a-1',
        memberId: ruth,
        volunteerName: 'Ruth Anderson',
        leaderIds: [samuel],
        teamId: team,
        title: 'Sunday Worship',
        positionName: 'Usher',
        startsAt: facts.startsAt,
        reason: 'away visiting family',
      },
    };
    spec.given([opened, taken]).when({ type: 'Confirm', slotId: slot, assignmentId: 'a-1' }).then([confirmed]);
    spec.given([opened, taken, confirmed]).when({ type: 'Confirm', slotId: slot, assignmentId: 'a-1' }).thenNothing();
    spec
      .given([opened, taken, confirmed])
      .when({ type: 'Decline', slotId: slot, assignmentId: 'a-1', volunteerName: 'Ruth Anderson', leaderIds: [samuel], reason: 'away visiting family' })
      .then([declined]);
    spec
      .given([opened, taken, declined])
      .when({ type: 'Decline', slotId: slot, assignmentId: 'a-1', volunteerName: 'Ruth Anderson', leaderIds: [samuel], reason: 'away visiting family' })
      .thenNothing();
    spec.given([opened, taken, declined]).when({ type: 'Confirm', slotId: slot, assignmentId: 'a-1' }).thenThrows('VOLUNTEER_UNAVAILABLE');
    spec.given([opened, taken]).when({ type: 'Confirm', slotId: slot, assignmentId: 'a-9' }).thenThrows('NOT_FOUND');
    spec
      .given([opened, taken, declined])
      .when({ type: 'TakePlace', slotId: slot, assignmentId: 'a-2', memberId: samuel, source: 'leader' })
      .then([{ type: 'VolunteerPlaceTaken', data: { slotId: slot, assignmentId: 'a-2', memberId: samuel, source: 'leader', ...facts } }]);
  });

  it('follows its occurrence: a move carries the places along, a cancellation ends the slot; each once', () => {
    const later = { ...facts, startsAt: '2026-06-07T16:00:00.000Z', endsAt: '2026-06-07T17:30:00.000Z' };
    const { teamId: _t, positionId: _p, positionName: _n, ...to } = later;
    const places = { assignments: [{ assignmentId: 'a-1', memberId: ruth, declined: false }] };
    const moved: VolunteerSlotEvent = {
      type: 'VolunteerSlotMoved',
      data: { slotId: slot, was: { startsAt: facts.startsAt }, positionName: 'Usher', ...to, ...places },
    };
    const cancelled: VolunteerSlotEvent = {
      type: 'VolunteerSlotCancelled',
      data: { slotId: slot, title: 'Sunday Worship', positionName: 'Usher', startsAt: later.startsAt, ...places },
    };
    spec.given([opened, taken]).when({ type: 'Move', slotId: slot, to }).then([moved]);
    spec.given([opened, taken, moved]).when({ type: 'Move', slotId: slot, to }).thenNothing();
    spec.given([opened, taken, moved]).when({ type: 'Cancel', slotId: slot }).then([cancelled]);
    spec.given([opened, taken, moved, cancelled]).when({ type: 'Cancel', slotId: slot }).thenNothing();
    spec
      .given([opened, taken, moved, cancelled])
      .when({ type: 'Move', slotId: slot, to: { ...to, startsAt: facts.startsAt } })
      .thenNothing();
    // Gone with its occurrence: no one takes or answers a place on it any more.
    spec.given([opened, cancelled]).when({ type: 'TakePlace', slotId: slot, assignmentId: 'a-2', memberId: samuel, source: 'self' }).thenThrows('NOT_FOUND');
    spec.given([opened, taken, cancelled]).when({ type: 'Confirm', slotId: slot, assignmentId: 'a-1' }).thenThrows('NOT_FOUND');
  });
});

describe('the volunteer decider (one person’s availability)', () => {
  const spec = deciderSpec(volunteerDecider);
  const away: VolunteerEvent = {
    type: 'VolunteerBlockoutAdded',
    data: { memberId: ruth, blockoutId: 'b-1', from: '2026-06-06', to: '2026-06-14', note: 'Holiday' },
  };
  const morning: VolunteerEvent = {
    type: 'VolunteerCommitted',
    data: { memberId: ruth, assignmentId: 'a-1', slotId: 's-1', startsAt: '2026-06-21T15:00:00.000Z', endsAt: '2026-06-21T16:30:00.000Z' },
  };
  const commit = (startsAt: string, endsAt: string, date: string): VolunteerCommand => ({
    type: 'Commit',
    memberId: ruth,
    assignmentId: 'a-2',
    slotId: 's-2',
    startsAt,
    endsAt,
    dates: [date],
  });

  it('keeps blockouts, first day to last', () => {
    spec.given([]).when({ type: 'AddBlockout', memberId: ruth, blockoutId: 'b-1', from: '2026-06-06', to: '2026-06-14', note: 'Holiday' }).then([away]);
    spec
      .given([])
      .when({ type: 'AddBlockout', memberId: ruth, blockoutId: 'b-1', from: '2026-06-14', to: '2026-06-06', note: '' })
      .thenThrows('VALIDATION_ERROR');
    spec
      .given([away])
      .when({ type: 'RemoveBlockout', memberId: ruth, blockoutId: 'b-1' })
      .then([{ type: 'VolunteerBlockoutRemoved', data: { memberId: ruth, blockoutId: 'b-1' } }]);
    spec.given([]).when({ type: 'RemoveBlockout', memberId: ruth, blockoutId: 'b-1' }).thenThrows('NOT_FOUND');
  });

  it('refuses a service on a blocked-out day or overlapping another, and commits one that touches neither', () => {
    const state = (events: VolunteerEvent[]) => events.reduce(volunteerDecider.evolve, volunteerDecider.initialState());
    const context = { now: '2026-06-01T00:00:00.000Z', actorId: null };
    expect(() =>
      volunteerDecider.decide(commit('2026-06-07T15:00:00.000Z', '2026-06-07T16:00:00.000Z', '2026-06-07'), state([away, morning]), context),
    ).toThrow(expect.objectContaining({ code: 'VOLUNTEER_UNAVAILABLE', details: { reason: 'blockout', blockout: { from: '2026-06-06', to: '2026-06-14' } } }));
    expect(() =>
      volunteerDecider.decide(commit('2026-06-21T16:00:00.000Z', '2026-06-21T17:00:00.000Z', '2026-06-21'), state([away, morning]), context),
    ).toThrow(
      expect.objectContaining({
        code: 'VOLUNTEER_UNAVAILABLE',
        details: {
          reason: 'overlap',
          assignment: { id: 'a-1', slotId: 's-1', startsAt: morning.data.startsAt, endsAt: (morning.data as { endsAt: string }).endsAt },
        },
      }),
    );
    spec
      .given([away, morning])
      .when(commit('2026-06-21T16:30:00.000Z', '2026-06-21T17:30:00.000Z', '2026-06-21'))
      .then([
        {
          type: 'VolunteerCommitted',
          data: { memberId: ruth, assignmentId: 'a-2', slotId: 's-2', startsAt: '2026-06-21T16:30:00.000Z', endsAt: '2026-06-21T17:30:00.000Z' },
        },
      ]);
    const released: VolunteerEvent = { type: 'VolunteerReleased', data: { memberId: ruth, assignmentId: 'a-1' } };
    spec.given([morning]).when({ type: 'Release', memberId: ruth, assignmentId: 'a-1' }).then([released]);
    spec
      .given([morning, released])
      .when(commit('2026-06-21T15:00:00.000Z', '2026-06-21T16:00:00.000Z', '2026-06-21'))
      .then([expect.objectContaining({ type: 'VolunteerCommitted' }) as VolunteerEvent]);
  });

  it('moves the time held with the service, even onto another, and nothing when it is where it was or given back', () => {
    const move = {
      type: 'MoveCommitment' as const,
      memberId: ruth,
      assignmentId: 'a-1',
      startsAt: '2026-06-21T16:00:00.000Z',
      endsAt: '2026-06-21T17:30:00.000Z',
    };
    const moved: VolunteerEvent = {
      type: 'VolunteerCommitmentMoved',
      data: { memberId: ruth, assignmentId: 'a-1', startsAt: move.startsAt, endsAt: move.endsAt },
    };
    spec.given([morning]).when(move).then([moved]);
    spec.given([morning, moved]).when(move).thenNothing();
    spec
      .given([morning, { type: 'VolunteerReleased', data: { memberId: ruth, assignmentId: 'a-1' } }])
      .when(move)
      .thenNothing();
    spec
      .given([morning, moved])
      .when(commit('2026-06-21T15:00:00.000Z', '2026-06-21T16:00:00.000Z', '2026-06-21'))
      .then([expect.objectContaining({ type: 'VolunteerCommitted' }) as VolunteerEvent]);
  });
});
