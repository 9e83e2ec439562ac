import { definePermissions } from '../auth/permission-set.type';

/**
 * Attendance and child check-in. Who came is not confidential the way care or giving is, but it is
 * a record of people's lives: members read only their own history (the handler admits them), and
 * auditors read everything and record nothing.
 */
export const ATTENDANCE_PERMISSIONS = definePermissions({
  /** Every gathering's attendance, trends and the check-in custody trail. */
  'attendance.read': ['admin', 'pastor', 'staff', 'leader', 'auditor'],
  /**
   * Schedule gatherings and record who came.
   * - admin: in a small church the administrator is often the office person who keys in Sunday's
   *   register; attendance holds nothing an IT role must not see.
   * - pastor, staff: they run the services and meetings the register is of.
   * - leader: not yet. Leaders will record their own groups' meetings once the groups context knows
   *   which groups are theirs; until then this would let them change any gathering's register.
   * - auditor: never; auditors read and change nothing.
   */
  'attendance.write': ['admin', 'pastor', 'staff'],
  /**
   * Run the check-in kiosk at the door: find a family, check children in and out, print labels.
   * Staff and pastors, and ministry leaders because children's ministry volunteers are the ones at
   * the door (the kiosk shows a child's allergies and medical notes, which they need to know).
   * Not auditors: checking a child out is an act, not a reading.
   */
  'checkin.operate': ['admin', 'pastor', 'staff', 'leader'],
});
