import type { UserRole } from './user-roles.constant';

/**
 * Everything a user can be allowed to read or do. Every API route declares the one it needs
 * (or that it is public, or open to any signed-in user); the server enforces it, the front end
 * only hides what the server would refuse.
 */
export const PERMISSIONS = [
  'members.read',
  /**
   * The whole directory, past members' privacy choices: people who are not listed, contact
   * details they did not share, and every member's history. With `members.read` alone a person
   * sees listed members' shared details and their own record in full.
   */
  'members.private.read',
  'members.write',
  'ministries.read',
  'users.manage',
  'settings.manage',
  'security.read',
  'prayer.read',
  'pastoral-notes.read',
  'giving.read',
  'attendance.read',
  'vendor-portal.use',
  // The congregation's shared life (events, sermons, livestream, groups, chat, volunteering): everyone but vendors.
  'congregation.read',
  /** Send an announcement to everyone or to the holders of a role. */
  'announcements.send',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const STAFF_BASE: Permission[] = ['members.read', 'members.private.read', 'members.write', 'ministries.read', 'attendance.read', 'congregation.read'];

/** The one table of who may do what. A user holding several roles gets the union. */
export const ROLE_PERMISSIONS: Record<UserRole, readonly Permission[]> = {
  admin: PERMISSIONS.filter((p) => p !== 'vendor-portal.use'),
  pastor: [...STAFF_BASE, 'prayer.read', 'pastoral-notes.read', 'giving.read'],
  staff: STAFF_BASE,
  // Leaders call and visit the people of their ministries and groups; the directory does not yet
  // know who belongs to which group, so they read it whole rather than not at all.
  leader: ['members.read', 'members.private.read', 'ministries.read', 'attendance.read', 'congregation.read'],
  member: ['members.read', 'ministries.read', 'congregation.read'],
  vendor: ['vendor-portal.use'],
  // Auditors read history and totals, and the member records whole (auditing them means reading
  // what was changed, by whom); nothing they hold lets them change anything.
  auditor: ['members.read', 'members.private.read', 'ministries.read', 'giving.read', 'attendance.read', 'congregation.read'],
};

export function permissionsOf(roles: readonly UserRole[]): Set<Permission> {
  const granted = new Set<Permission>();
  for (const role of roles) for (const permission of ROLE_PERMISSIONS[role] ?? []) granted.add(permission);
  return granted;
}

export function can(roles: readonly UserRole[], permission: Permission): boolean {
  return roles.some((role) => (ROLE_PERMISSIONS[role] ?? []).includes(permission));
}
