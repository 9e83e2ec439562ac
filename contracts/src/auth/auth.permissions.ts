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
