import { definePermissions } from '../auth/permission-set.type';

/** Messages the church sends to many people at once: SMS and email broadcasts. */
export const MESSAGING_PERMISSIONS = definePermissions({
  /**
   * Send SMS and email broadcasts to an audience (everyone, a role, a ministry, a group, an event's
   * registrants, a hand-picked list) and follow their delivery: the church office, whose work the
   * church's communications are.
   */
  'messaging.send': ['staff'],
});
