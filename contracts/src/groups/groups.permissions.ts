import { definePermissions } from '../auth/permission-set.type';

/**
 * Study groups. A group's own leaders manage that group (its details, join requests, roster and
 * meetings) because the group names them as leaders, not because of a role: the handler checks
 * the group's state. The permissions below are what holds across every group.
 */
export const GROUPS_PERMISSIONS = definePermissions({
  /**
   * Browse the groups and ask to join one: everyone in the congregation (a group's page shows no
   * contact details). Vendors are not of the congregation; auditors read what the church runs.
   */
  'groups.read': ['admin', 'pastor', 'staff', 'leader', 'member', 'auditor'],
  /**
   * Start, change and archive any group, name its leaders, and act as the leader of every group
   * (approve requests, record meetings): the church's office and its pastors, who oversee the
   * groups, and the administrator, who sets the church up.
   */
  'groups.manage': ['admin', 'pastor', 'staff'],
  /**
   * Every group's roster (with contact details) and attendance: those who manage the groups, and
   * auditors, who read what was recorded and change nothing. Ministry leaders are not here: they
   * read their own groups' rosters as those groups' leaders, and no one else's.
   */
  'groups.rosters.read': ['admin', 'pastor', 'staff', 'auditor'],
});
