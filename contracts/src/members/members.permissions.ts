import { definePermissions } from '../auth/permission-set.type';

/**
 * The member directory. Leaders call and visit the people of their ministries and groups; the
 * directory does not yet know who belongs to which group, so they read it whole rather than not
 * at all. Auditors read the records whole (auditing them means reading what was changed, by
 * whom) and change nothing. The finance role reads the directory as members do: to name the
 * donor of a gift, not to read what members keep private.
 */
export const MEMBERS_PERMISSIONS = definePermissions({
  'members.read': ['admin', 'pastor', 'staff', 'leader', 'member', 'auditor', 'finance'],
  /**
   * The whole directory, past members' privacy choices: people who are not listed, contact
   * details they did not share, and every member's history. With `members.read` alone a person
   * sees listed members' shared details and their own record in full.
   */
  'members.private.read': ['admin', 'pastor', 'staff', 'leader', 'auditor'],
  'members.write': ['admin', 'pastor', 'staff'],
  'ministries.read': ['admin', 'pastor', 'staff', 'leader', 'member', 'auditor', 'finance'],
});
