import { USER_ROLES, type UserRole } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';

/**
 * The church's account-security settings: which roles must use two-step verification. One
 * stream per church, `securitypolicy-<churchId>`.
 */
export type TwoFactorRequirementChanged = { type: 'TwoFactorRequirementChanged'; data: { churchId: string; requiredRoles: UserRole[]; by: string | null } };
export type SecurityPolicyEvent = TwoFactorRequirementChanged;
export type SecurityPolicyCommand = { type: 'SetTwoFactorRequirement'; churchId: string; roles: UserRole[] };
export interface SecurityPolicyState {
  requiredRoles: UserRole[];
}

export const securityPolicyStream = (churchId: string) => `securitypolicy-${churchId}`;

/**
 * Until an administrator says otherwise, administrators must use two-step verification: the
 * accounts that can do the most are the last that should fall to one guessed password. (The
 * demo church is seeded with it relaxed, so its accounts sign in with the password alone.)
 */
export const DEFAULT_TWO_FACTOR_REQUIRED_ROLES: readonly UserRole[] = ['admin'];

/** In the table's order, so the same set is always written the same way. */
const ordered = (roles: readonly UserRole[]) => USER_ROLES.filter((role) => roles.includes(role));

export const securityPolicyDecider: Decider<SecurityPolicyState, SecurityPolicyCommand, SecurityPolicyEvent> = {
  initialState: () => ({ requiredRoles: [...DEFAULT_TWO_FACTOR_REQUIRED_ROLES] }),
  evolve: (state, event) => (event.type === 'TwoFactorRequirementChanged' ? { requiredRoles: event.data.requiredRoles } : state),
  decide(command, state, context) {
    const requiredRoles = ordered(command.roles);
    if (requiredRoles.join() === ordered(state.requiredRoles).join()) return [];
    return [{ type: 'TwoFactorRequirementChanged', data: { churchId: command.churchId, requiredRoles, by: context.actorId } }];
  },
};
