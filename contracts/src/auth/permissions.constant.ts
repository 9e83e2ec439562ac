import { ATTENDANCE_PERMISSIONS } from '../attendance/attendance.permissions';
import { GROUPS_PERMISSIONS } from '../groups/groups.permissions';
import { CARE_PERMISSIONS } from '../care/care.permissions';
import { ENGAGEMENT_PERMISSIONS } from '../engagement/engagement.permissions';
import { EVENTS_PERMISSIONS } from '../events/events.permissions';
import { WORSHIP_PERMISSIONS } from '../worship/worship.permissions';
import { GIVING_PERMISSIONS } from '../giving/giving.permissions';
import { AUDIT_PERMISSIONS } from '../audit/audit.permissions';
import { FINANCE_PERMISSIONS } from '../finance/finance.permissions';
import { CONTENT_PERMISSIONS } from '../content/content.permissions';
import { MEMBERS_PERMISSIONS } from '../members/members.permissions';
import { VOLUNTEERS_PERMISSIONS } from '../volunteers/volunteers.permissions';
import { VENDORS_PERMISSIONS } from '../vendors/vendors.permissions';
import { MESSAGING_PERMISSIONS } from '../messaging/messaging.permissions';
import { ADMINISTRATION_PERMISSIONS } from './auth.permissions';
import { USER_ROLES, type UserRole } from './user-roles.constant';

/**
 * Every context's permissions, one line each: the one table of who may do what is composed from
 * them. Every API route declares the permission it needs (or that it is public, or open to any
 * signed-in user); the server enforces it, the front end only hides what the server would refuse.
 */
const PERMISSION_SETS = [
  ADMINISTRATION_PERMISSIONS,
  MEMBERS_PERMISSIONS,
  ATTENDANCE_PERMISSIONS,
  GROUPS_PERMISSIONS,
  CARE_PERMISSIONS,
  ENGAGEMENT_PERMISSIONS,
  EVENTS_PERMISSIONS,
  WORSHIP_PERMISSIONS,
  VOLUNTEERS_PERMISSIONS,
  GIVING_PERMISSIONS,
  AUDIT_PERMISSIONS,
  FINANCE_PERMISSIONS,
  CONTENT_PERMISSIONS,
  VENDORS_PERMISSIONS,
  MESSAGING_PERMISSIONS,
] as const;

type PermissionOf<Set> = Set extends Readonly<Record<infer P, unknown>> ? P : never;
export type Permission = PermissionOf<(typeof PERMISSION_SETS)[number]>;

/** Everything a user can be allowed to read or do. */
export const PERMISSIONS: readonly Permission[] = PERMISSION_SETS.flatMap((set) => Object.keys(set) as Permission[]);

/** The one table of who may do what, by role. A user holding several roles gets the union. */
export const ROLE_PERMISSIONS: Readonly<Record<UserRole, readonly Permission[]>> = tableByRole();

function tableByRole(): Record<UserRole, Permission[]> {
  const table = Object.fromEntries(USER_ROLES.map((role) => [role, [] as Permission[]])) as Record<UserRole, Permission[]>;
  for (const set of PERMISSION_SETS) {
    for (const [permission, roles] of Object.entries(set) as Array<[Permission, readonly UserRole[]]>) for (const role of roles) table[role].push(permission);
  }
  return table;
}

export function permissionsOf(roles: readonly UserRole[]): Set<Permission> {
  const granted = new Set<Permission>();
  for (const role of roles) for (const permission of ROLE_PERMISSIONS[role] ?? []) granted.add(permission);
  return granted;
}

export function can(roles: readonly UserRole[], permission: Permission): boolean {
  return roles.some((role) => (ROLE_PERMISSIONS[role] ?? []).includes(permission));
}
