import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { volunteerTeamDecider, type ExistingTeam } from '../domain/volunteer-team.decider';
import { VOLUNTEER_TEAM_EVENT_TYPES, type VolunteerTeamEvent } from '../domain/volunteer-team.events';

/** A team as its stream has it, with the leaders and qualified members as lists to look up by. */
export type VolunteerTeamDocument = {
  _id: string;
  team: ExistingTeam;
  sortName: string;
  leaderIds: string[];
  memberIds: string[];
  positionIds: string[];
  revision: number;
};

export const volunteerTeamsProjection: Projection<VolunteerTeamDocument> = {
  name: 'volunteers-teams',
  collection: 'volunteer-teams',
  version: 1,
  indexes: [{ spec: { sortName: 1 } }, { spec: { leaderIds: 1 } }, { spec: { positionIds: 1 } }],
  canHandle: (event: RecordedEvent) => VOLUNTEER_TEAM_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { teamId?: string }).teamId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as VolunteerTeamEvent;
    // Starting mid-stream, an update has nothing to update.
    if (!document && event.type !== 'VolunteerTeamCreated') return null;
    const team = volunteerTeamDecider.evolve(document?.team ?? volunteerTeamDecider.initialState(), event);
    if (team.status === 'none') return null;
    const memberIds = Object.entries(team.members)
      .filter(([, member]) => member.positionIds.length > 0)
      .map(([memberId]) => memberId);
    return {
      _id: team.teamId,
      team,
      sortName: team.name.toLowerCase(),
      leaderIds: team.leaderIds,
      memberIds,
      positionIds: Object.keys(team.positions),
      revision: recorded.revision,
    };
  },
};
