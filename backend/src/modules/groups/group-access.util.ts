import { can, type CurrentUser } from '@koinonia/contracts';
import type { CommandActor } from '../../platform/commands/command-actor.type';

/**
 * Who may run a group and read its people. A group's leaders (by their member record) run that
 * group and no other; `groups.manage` runs every group; `groups.rosters.read` reads every roster
 * and attendance without running any.
 */
export function leadsGroup(user: Pick<CurrentUser, 'memberId'>, leaderIds: readonly string[]): boolean {
  return user.memberId !== null && leaderIds.includes(user.memberId);
}

export function canManageGroup(user: Pick<CurrentUser, 'roles' | 'memberId'>, leaderIds: readonly string[]): boolean {
  return can(user.roles, 'groups.manage') || leadsGroup(user, leaderIds);
}

export function canSeeGroupRoster(user: Pick<CurrentUser, 'roles' | 'memberId'>, leaderIds: readonly string[]): boolean {
  return can(user.roles, 'groups.rosters.read') || leadsGroup(user, leaderIds);
}

/** The app itself (the demo church) acts as the office would. */
export function actorManagesGroup(actor: CommandActor, leaderIds: readonly string[]): boolean {
  return actor.kind === 'system' || canManageGroup(actor.user, leaderIds);
}
