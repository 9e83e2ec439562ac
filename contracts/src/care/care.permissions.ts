import { definePermissions } from '../auth/permission-set.type';

/**
 * Prayer and pastoral care. What members confide is read by those they confide in and no one
 * else: the administrator, an IT role, reads none of it (an administrator's account, the one an
 * attacker most wants, then opens none of it; a church whose administrator is also its pastor
 * gives that person both roles), and staff read no pastoral-only prayer request.
 *
 * Submitting a request, the congregation's prayer wall and one's own requests need only
 * `congregation.read` (everyone but vendors, who hold the vendor pages and nothing else).
 */
export const CARE_PERMISSIONS = definePermissions({
  /** Every prayer request, pastoral-only ones included: the pastors the help text promises. */
  'prayer.read': ['pastor'],
  /**
   * The prayer team: requests shared with the team. Pastors and ministry leaders, the people who
   * pray with others and lead them; the church office (staff) keeps records, not confidences.
   * A role rather than a list the pastor keeps, so the permission table stays the one answer to
   * "who can read this".
   */
  'prayer.team': ['pastor', 'leader'],
  /** Confidential pastoral notes on a person or a care request: read and written only by pastors. */
  'pastoral-notes.read': ['pastor'],
  /**
   * Care requests and the communications log (who needs a visit, a meal, help; who was called):
   * pastors, and the church office that arranges the visits and meals. The notes stay the pastors'.
   */
  'care.read': ['pastor', 'staff'],
  'care.write': ['pastor', 'staff'],
});
