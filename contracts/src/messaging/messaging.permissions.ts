import { definePermissions } from '../auth/permission-set.type';

/**
 * Messaging: SMS and email broadcasts to the congregation. Administrators read the SMS outbox with
 * the mail outbox (users.manage), not here.
 */
export const MESSAGING_PERMISSIONS = definePermissions({
  /**
   * Compose and send (or schedule) SMS and email broadcasts, see every send with its recipients'
   * statuses, and record people's SMS consent: the office (staff), who do the church's
   * communications, pastors, who speak to the congregation, and administrators.
   */
  'messaging.send': ['staff', 'pastor', 'admin'],
});
