import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import { DEFAULT_REMINDER_DAYS, type VolunteerTeamEvent } from './volunteer-team.events';

export type VolunteerTeamCommand =
  | { type: 'CreateTeam'; teamId: string; name: string; ministryId: string | null; leaderIds: string[]; reminderDays: number }
  | { type: 'AddPosition'; teamId: string; positionId: string; name: string }
  | { type: 'AddRequirement'; teamId: string; requirementId: string; name: string; positionId: string | null }
  | { type: 'Qualify'; teamId: string; memberId: string; positionIds: string[] }
  | { type: 'RecordRequirement'; teamId: string; memberId: string; requirementId: string; checkedOn: string; expiresOn: string | null };

export type RequirementRecord = { checkedOn: string; expiresOn: string | null };
export type TeamMember = { positionIds: string[]; records: Record<string, RequirementRecord> };

export type ExistingTeam = {
  status: 'active';
  teamId: string;
  name: string;
  ministryId: string | null;
  leaderIds: string[];
  /** Days before a service its volunteers are reminded. */
  reminderDays: number;
  positions: Record<string, { name: string }>;
  requirements: Record<string, { name: string; positionId: string | null }>;
  members: Record<string, TeamMember>;
};
export type VolunteerTeamState = { status: 'none' } | ExistingTeam;

function existing(state: VolunteerTeamState): ExistingTeam {
  if (state.status === 'none') throw new DomainError('NOT_FOUND');
  return state;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const volunteerTeamDecider: Decider<VolunteerTeamState, VolunteerTeamCommand, VolunteerTeamEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    if (event.type === 'VolunteerTeamCreated') {
      const { teamId, name, ministryId, leaderIds, reminderDays = DEFAULT_REMINDER_DAYS } = event.data;
      return { status: 'active', teamId, name, ministryId, leaderIds, reminderDays, positions: {}, requirements: {}, members: {} };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'VolunteerPositionAdded':
        return { ...state, positions: { ...state.positions, [event.data.positionId]: { name: event.data.name } } };
      case 'VolunteerRequirementAdded':
        return { ...state, requirements: { ...state.requirements, [event.data.requirementId]: { name: event.data.name, positionId: event.data.positionId } } };
      case 'VolunteerQualified': {
        const { memberId, positionIds } = event.data;
        const member = state.members[memberId] ?? { positionIds: [], records: {} };
        return { ...state, members: { ...state.members, [memberId]: { ...member, positionIds } } };
      }
      case 'VolunteerRequirementRecorded': {
        const { memberId, requirementId, checkedOn, expiresOn } = event.data;
        const member = state.members[memberId] ?? { positionIds: [], records: {} };
        return {
          ...state,
          members: { ...state.members, [memberId]: { ...member, records: { ...member.records, [requirementId]: { checkedOn, expiresOn } } } },
        };
      }
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateTeam': {
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        const { teamId, name, ministryId, reminderDays } = command;
        return [{ type: 'VolunteerTeamCreated', data: { teamId, name, ministryId, leaderIds: [...new Set(command.leaderIds)], reminderDays } }];
      }
      case 'AddPosition': {
        const team = existing(state);
        if (Object.values(team.positions).some((p) => sameName(p.name, command.name)))
          throw DomainError.validation([{ field: 'name', message: VALIDATION_MESSAGES.choice }]);
        return [{ type: 'VolunteerPositionAdded', data: { teamId: command.teamId, positionId: command.positionId, name: command.name } }];
      }
      case 'AddRequirement': {
        const team = existing(state);
        if (command.positionId !== null && !team.positions[command.positionId])
          throw DomainError.validation([{ field: 'positionId', message: VALIDATION_MESSAGES.choice }]);
        const { teamId, requirementId, name, positionId } = command;
        return [{ type: 'VolunteerRequirementAdded', data: { teamId, requirementId, name, positionId } }];
      }
      case 'Qualify': {
        const team = existing(state);
        const positionIds = [...new Set(command.positionIds)].sort();
        if (positionIds.some((id) => !team.positions[id])) throw DomainError.validation([{ field: 'positionIds', message: VALIDATION_MESSAGES.choice }]);
        const had = team.members[command.memberId]?.positionIds ?? [];
        if (had.join() === positionIds.join()) return [];
        return [{ type: 'VolunteerQualified', data: { teamId: command.teamId, memberId: command.memberId, positionIds } }];
      }
      case 'RecordRequirement': {
        const team = existing(state);
        if (!team.requirements[command.requirementId]) throw new DomainError('NOT_FOUND');
        if (command.expiresOn !== null && command.expiresOn < command.checkedOn)
          throw DomainError.validation([{ field: 'expiresOn', message: VALIDATION_MESSAGES.dateOrder }]);
        const had = team.members[command.memberId]?.records[command.requirementId];
        if (had && had.checkedOn === command.checkedOn && had.expiresOn === command.expiresOn) return [];
        const { teamId, memberId, requirementId, checkedOn, expiresOn } = command;
        return [{ type: 'VolunteerRequirementRecorded', data: { teamId, memberId, requirementId, checkedOn, expiresOn } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown volunteer team command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

/** Why a member may not serve in a position on a day (their local date), or null when they may. */
export type Ineligibility =
  | { reason: 'not-qualified' }
  | { reason: 'requirement-missing'; requirement: { id: string; name: string } }
  | { reason: 'requirement-expired'; requirement: { id: string; name: string; expiresOn: string } };

export function ineligibility(team: ExistingTeam, memberId: string, positionId: string, serviceDate: string): Ineligibility | null {
  const member = team.members[memberId];
  if (!member?.positionIds.includes(positionId)) return { reason: 'not-qualified' };
  for (const [id, requirement] of Object.entries(team.requirements)) {
    if (requirement.positionId !== null && requirement.positionId !== positionId) continue;
    const record = member.records[id];
    if (!record) return { reason: 'requirement-missing', requirement: { id, name: requirement.name } };
    // It must still hold on the day of the service, not only today.
    if (record.expiresOn !== null && record.expiresOn < serviceDate) {
      return { reason: 'requirement-expired', requirement: { id, name: requirement.name, expiresOn: record.expiresOn } };
    }
  }
  return null;
}

/** The leaders name the member records that schedule the team. */
export function leadsTeam(team: Pick<ExistingTeam, 'leaderIds'>, memberId: string | null): boolean {
  return memberId !== null && team.leaderIds.includes(memberId);
}
