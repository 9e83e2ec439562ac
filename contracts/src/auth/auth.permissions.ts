import { definePermissions } from './permission-set.type';

/** The church's own administration: accounts, settings, the security log, announcements. */
export const ADMINISTRATION_PERMISSIONS = definePermissions({
  'users.manage': ['admin'],
  'settings.manage': ['admin'],
  'security.read': ['admin'],
  /** Send an announcement to everyone or to the holders of a role. */
  'announcements.send': ['admin'],
  // The congregation's shared life (events, sermons, livestream, groups, chat, volunteering): everyone but vendors.
  'congregation.read': ['admin', 'pastor', 'staff', 'leader', 'member', 'auditor', 'finance'],
});

/**
 * Permissions of areas whose contexts are still to be built; each moves to its context's own
 * set when the context arrives. Auditors read history and totals and change nothing.
 *
 * The administrator is an IT role (accounts, settings, the security log), not a pastoral or a
 * financial one: it reads no prayer requests, pastoral notes or giving. Whoever runs the system
 * need not read what members confide in their pastors or what they give, and an administrator's
 * account, the one an attacker most wants, then opens neither. Care is the pastors' to read;
 * giving is the finance role's and the auditors' (giving.permissions.ts).
 * A church whose administrator is also its pastor gives that person both roles.
 */
export const UPCOMING_AREA_PERMISSIONS = definePermissions({
  'vendor-portal.use': ['vendor'],
});
