/** A team: who leads it, its positions, what serving asks, and who is qualified for what. */
export type VolunteerTeamCreated = {
  type: 'VolunteerTeamCreated';
  data: { teamId: string; name: string; ministryId: string | null; leaderIds: string[]; reminderDays?: number };
};

/** Days before a service its volunteers are reminded, when the team did not say. */
export const DEFAULT_REMINDER_DAYS = 2;
export type VolunteerPositionAdded = { type: 'VolunteerPositionAdded'; data: { teamId: string; positionId: string; name: string } };
export type VolunteerRequirementAdded = {
  type: 'VolunteerRequirementAdded';
  data: { teamId: string; requirementId: string; name: string; positionId: string | null };
};
/** The positions a member serves in from now on ([]: off the team). */
export type VolunteerQualified = { type: 'VolunteerQualified'; data: { teamId: string; memberId: string; positionIds: string[] } };
export type VolunteerRequirementRecorded = {
  type: 'VolunteerRequirementRecorded';
  data: { teamId: string; memberId: string; requirementId: string; checkedOn: string; expiresOn: string | null };
};

export type VolunteerTeamEvent = VolunteerTeamCreated | VolunteerPositionAdded | VolunteerRequirementAdded | VolunteerQualified | VolunteerRequirementRecorded;

export const VOLUNTEER_TEAM_EVENT_TYPES: ReadonlySet<string> = new Set<VolunteerTeamEvent['type']>([
  'VolunteerTeamCreated',
  'VolunteerPositionAdded',
  'VolunteerRequirementAdded',
  'VolunteerQualified',
  'VolunteerRequirementRecorded',
]);

export const volunteerTeamStream = (teamId: string) => `volunteer-team-${teamId}`;
