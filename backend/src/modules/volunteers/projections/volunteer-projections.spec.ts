import { projectionSpec } from '../../../testing/projection-spec.util';
import { recorded } from '../../../testing/decider-spec.util';
import type { SlotFacts, VolunteerSlotEvent } from '../domain/volunteer-slot.events';
import type { VolunteerTeamEvent } from '../domain/volunteer-team.events';
import type { VolunteerEvent } from '../domain/volunteer.events';
import { volunteerAssignmentsProjection } from './volunteer-assignments.projection';
import { volunteerBlockoutsProjection } from './volunteer-blockouts.projection';
import { volunteerSlotsProjection } from './volunteer-slots.projection';
import { volunteerTeamsProjection } from './volunteer-teams.projection';

const team = 'team-1';
const facts: SlotFacts = {
  teamId: team,
  positionId: 'usher',
  positionName: 'Usher',
  eventId: 'event-1',
  title: 'Sunday Worship',
  occurrenceStart: '2027-01-03T16:00:00.000Z',
  date: '2027-01-03',
  startsAt: '2027-01-03T16:00:00.000Z',
  endsAt: '2027-01-03T17:30:00.000Z',
};
const slotStream = 'volunteer-slot-slot-1';
const opened = recorded<VolunteerSlotEvent>({ type: 'VolunteerSlotOpened', data: { slotId: 'slot-1', needed: 2, ...facts } }, slotStream, 0);
const taken = recorded<VolunteerSlotEvent>(
  { type: 'VolunteerPlaceTaken', data: { slotId: 'slot-1', assignmentId: 'a-1', memberId: 'ruth', source: 'self', ...facts } },
  slotStream,
  1,
);
const confirmed = recorded<VolunteerSlotEvent>(
  { type: 'VolunteerAssignmentConfirmed', data: { slotId: 'slot-1', assignmentId: 'a-1', memberId: 'ruth' } },
  slotStream,
  2,
);

describe('the volunteer projections', () => {
  it('keeps a team with its qualified members and positions to look up by', () => {
    const stream = `volunteer-team-${team}`;
    const created = recorded<VolunteerTeamEvent>(
      { type: 'VolunteerTeamCreated', data: { teamId: team, name: 'Hospitality', ministryId: null, leaderIds: ['samuel'] } },
      stream,
      0,
    );
    const usher = recorded<VolunteerTeamEvent>({ type: 'VolunteerPositionAdded', data: { teamId: team, positionId: 'usher', name: 'Usher' } }, stream, 1);
    const qualified = recorded<VolunteerTeamEvent>({ type: 'VolunteerQualified', data: { teamId: team, memberId: 'ruth', positionIds: ['usher'] } }, stream, 2);
    projectionSpec(volunteerTeamsProjection)
      .given([created, usher])
      .when(qualified)
      .then({
        _id: team,
        team: {
          status: 'active',
          teamId: team,
          name: 'Hospitality',
          ministryId: null,
          leaderIds: ['samuel'],
          reminderDays: 2,
          positions: { usher: { name: 'Usher' } },
          requirements: {},
          members: { ruth: { positionIds: ['usher'], records: {} } },
        },
        sortName: 'hospitality',
        leaderIds: ['samuel'],
        memberIds: ['ruth'],
        positionIds: ['usher'],
        revision: 2,
      });
    // Starting mid-stream, there is nothing to update.
    projectionSpec(volunteerTeamsProjection).given([]).when(qualified).then(null);
  });

  it('counts a slot’s places filled and confirmed', () => {
    projectionSpec(volunteerSlotsProjection)
      .given([opened, taken])
      .when(confirmed)
      .then({
        _id: 'slot-1',
        slot: { status: 'open', slotId: 'slot-1', needed: 2, facts, assignments: { 'a-1': { memberId: 'ruth', source: 'self', status: 'confirmed' } } },
        eventId: 'event-1',
        teamId: team,
        startsAt: facts.startsAt,
        filled: 1,
        confirmed: 1,
        revision: 2,
      });
  });

  it('keeps each assignment with what it is for, and where it stands', () => {
    const { teamId, positionId, positionName, eventId, title, occurrenceStart, date, startsAt, endsAt } = facts;
    projectionSpec(volunteerAssignmentsProjection).given([opened, taken]).when(confirmed).then({
      _id: 'a-1',
      slotId: 'slot-1',
      memberId: 'ruth',
      source: 'self',
      status: 'confirmed',
      teamId,
      positionId,
      positionName,
      eventId,
      title,
      occurrenceStart,
      date,
      startsAt,
      endsAt,
      revision: 2,
    });
  });

  it('moves a slot and its places with their occurrence, and drops them when it is cancelled', () => {
    const places = { assignments: [{ assignmentId: 'a-1', memberId: 'ruth', declined: false }] };
    const later = { startsAt: '2027-01-03T17:00:00.000Z', endsAt: '2027-01-03T18:30:00.000Z' };
    const moved = recorded<VolunteerSlotEvent>(
      {
        type: 'VolunteerSlotMoved',
        data: { slotId: 'slot-1', was: { startsAt: facts.startsAt }, ...facts, ...later, ...places },
      },
      slotStream,
      3,
    );
    const cancelled = recorded<VolunteerSlotEvent>(
      { type: 'VolunteerSlotCancelled', data: { slotId: 'slot-1', title: facts.title, positionName: 'Usher', startsAt: later.startsAt, ...places } },
      slotStream,
      4,
    );
    expect(volunteerAssignmentsProjection.documentIds?.(moved)).toEqual(['a-1']);
    projectionSpec(volunteerAssignmentsProjection)
      .given([opened, taken, confirmed])
      .when(moved)
      .then(expect.objectContaining({ _id: 'a-1', status: 'confirmed', ...later, revision: 3 }));
    projectionSpec(volunteerAssignmentsProjection).given([opened, taken, confirmed, moved]).when(cancelled).then(null);
    projectionSpec(volunteerSlotsProjection)
      .given([opened, taken])
      .when(moved)
      .then(expect.objectContaining({ _id: 'slot-1', startsAt: later.startsAt, filled: 1 }));
    projectionSpec(volunteerSlotsProjection).given([opened, taken, moved]).when(cancelled).then(null);
  });

  it('keeps blockouts until they are taken back', () => {
    const stream = 'volunteer-ruth';
    const added = recorded<VolunteerEvent>(
      { type: 'VolunteerBlockoutAdded', data: { memberId: 'ruth', blockoutId: 'b-1', from: '2027-01-03', to: '2027-01-10', note: '' } },
      stream,
      0,
    );
    const removed = recorded<VolunteerEvent>({ type: 'VolunteerBlockoutRemoved', data: { memberId: 'ruth', blockoutId: 'b-1' } }, stream, 1);
    projectionSpec(volunteerBlockoutsProjection).given([]).when(added).then({ _id: 'b-1', memberId: 'ruth', from: '2027-01-03', to: '2027-01-10', note: '' });
    projectionSpec(volunteerBlockoutsProjection).given([added]).when(removed).then(null);
  });
});
