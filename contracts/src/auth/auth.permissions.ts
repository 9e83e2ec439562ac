import { definePermissions } from './permission-set.type';

/** The church's own administration: accounts, settings, the security log, announcements. */
export const ADMINISTRATION_PERMISSIONS = definePermissions({
  'users.manage': ['admin'],
  'settings.manage': ['admin'],
  'security.read': ['admin'],
  /**
   * Send an announcement to everyone, a role, a ministry or a group: it goes out by email and SMS too,
   * so it is held by those who send the church's broadcasts (messaging.send).
   */
  'announcements.send': ['staff', 'pastor', 'admin'],
  // The congregation's shared life (events, sermons, livestream, groups, chat, volunteering): everyone but vendors.
  'congregation.read': ['admin', 'pastor', 'staff', 'leader', 'member', 'auditor', 'finance'],
});
