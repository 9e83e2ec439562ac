import { definePermissions } from './permission-set.type';

/** The church's own administration: accounts, settings, the security log, announcements. */
export const ADMINISTRATION_PERMISSIONS = definePermissions({
  'users.manage': ['admin'],
  'settings.manage': ['admin'],
  'security.read': ['admin'],
  /** Send an announcement to everyone or to the holders of a role. */
  'announcements.send': ['admin'],
  // The congregation's shared life (events, sermons, livestream, groups, chat, volunteering): everyone but vendors.
  'congregation.read': ['admin', 'pastor', 'staff', 'leader', 'member', 'auditor'],
});

/**
 * Permissions of areas whose contexts are still to be built; each moves to its context's own
 * set when the context arrives. Auditors read history and totals and change nothing.
 */
export const UPCOMING_AREA_PERMISSIONS = definePermissions({
  'prayer.read': ['admin', 'pastor'],
  'pastoral-notes.read': ['admin', 'pastor'],
  'giving.read': ['admin', 'pastor', 'auditor'],
  'attendance.read': ['admin', 'pastor', 'staff', 'leader', 'auditor'],
  /** Write and edit the library's sermons, and draft them with the assistant: the church's staff, not its members. */
  'sermons.write': ['admin', 'pastor', 'staff'],
  'vendor-portal.use': ['vendor'],
});
