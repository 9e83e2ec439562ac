import type { VolunteerAssignmentSource, VolunteerAssignmentStatus } from './volunteer.constant';

/** A person a team names, by name. */
export interface VolunteerPerson {
  memberId: string;
  fullName: string;
}

export interface VolunteerPositionView {
  id: string;
  name: string;
}

export interface VolunteerRequirementView {
  id: string;
  name: string;
  /** The position it applies to; null for the whole team. */
  positionId: string | null;
}

/** When a member met a requirement, and the last day it holds (null: it does not expire). */
export interface VolunteerRequirementRecordView {
  requirementId: string;
  checkedOn: string;
  expiresOn: string | null;
}

export interface VolunteerTeamMemberView extends VolunteerPerson {
  positionIds: string[];
  records: VolunteerRequirementRecordView[];
}

/** `GET /api/volunteer-teams/:id` and each item of `GET /api/volunteer-teams`. */
export interface VolunteerTeamView {
  id: string;
  name: string;
  ministryId: string | null;
  reminderDays: number;
  leaders: VolunteerPerson[];
  positions: VolunteerPositionView[];
  requirements: VolunteerRequirementView[];
  members: VolunteerTeamMemberView[];
  /** The reader may change the team and schedule it (its leader, or volunteers.manage). */
  canSchedule: boolean;
  revision: number;
}

/** One person on a slot. */
export interface VolunteerAssignmentView {
  id: string;
  slotId: string;
  memberId: string;
  fullName: string;
  status: VolunteerAssignmentStatus;
  /** Why they declined, when they said (only for a declined assignment). */
  declineReason: string | null;
  source: VolunteerAssignmentSource;
  eventId: string;
  title: string;
  startsAt: string;
  endsAt: string;
  teamId: string;
  positionId: string;
  positionName: string;
}

/** `GET /api/volunteer-slots`: a position's places at one occurrence, and who fills them. */
export interface VolunteerSlotView {
  id: string;
  eventId: string;
  title: string;
  occurrenceStart: string;
  startsAt: string;
  endsAt: string;
  teamId: string;
  teamName: string;
  positionId: string;
  positionName: string;
  needed: number;
  /** Places taken (pending or confirmed). */
  filled: number;
  confirmed: number;
  /** Those on it: every one for those who schedule the team, only the reader's own otherwise. */
  assignments: VolunteerAssignmentView[];
  /** Those who declined it, with their reasons: for those who schedule the team only (empty otherwise). */
  declined: VolunteerAssignmentView[];
  /** The reader's own assignment on it, if any. */
  mine: VolunteerAssignmentView | null;
}

/** `GET /api/me/blockouts`: days the reader cannot serve. */
export interface VolunteerBlockoutView {
  id: string;
  from: string;
  to: string;
  note: string;
}

/** `GET /api/volunteer-slots/:id/candidates`: a qualified member for a slot, with why they could not serve now. */
export interface VolunteerCandidateView extends VolunteerPerson {
  /** Services (pending or confirmed) in the recent weeks: a fair rotation asks those with fewest first. */
  recentServices: number;
  /** Nothing stands in the way. */
  available: boolean;
  /** Why not: blockout, overlap, requirement-missing, requirement-expired, already-assigned. */
  conflicts: string[];
}

/** `GET /api/volunteer-fill-rate`: one team's week. */
export interface VolunteerFillRateView {
  teamId: string;
  teamName: string;
  /** The Monday the week starts on. */
  week: string;
  needed: number;
  filled: number;
  confirmed: number;
  /** filled / needed, 0..1 (1 for a week that needs nobody). */
  rate: number;
}

/** `GET /api/volunteer-auto-fill`: a fair rotation proposed for one slot's open places (nothing is scheduled until a leader assigns them). */
export interface VolunteerAutoFillProposal {
  slotId: string;
  /** Members proposed, fewest recent services first. */
  memberIds: string[];
}
