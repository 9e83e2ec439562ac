import { definePermissions } from '../auth/permission-set.type';

/**
 * Events, the calendar, and the rooms and resources they book. Reading the calendar is
 * congregation.read (everyone but vendors): each event's visibility says who sees it — public and
 * members' events to everyone in the congregation, staff events only to holders of events.staff.read.
 */
export const EVENTS_PERMISSIONS = definePermissions({
  /**
   * Schedule, change and cancel events, add rooms and resources and book them: the church office
   * and its pastors, who run the calendar, and the administrator, who sets the church up. Ministry
   * leaders ask the office for a room; members and auditors change nothing.
   */
  'events.write': ['admin', 'pastor', 'staff'],
  /**
   * Staff-only events (staff meetings, planning), the rooms and resources with their bookings, and
   * which rooms are free: those who write the calendar, and auditors, who read what was scheduled.
   */
  'events.staff.read': ['admin', 'pastor', 'staff', 'auditor'],
  /**
   * Register for an event, cancel one's own registration and see it: the congregation (everyone
   * who reads the calendar but auditors, who take no part, and vendors, who see none of it).
   * Registering someone else, cancelling theirs and checking people in is events.write.
   */
  'events.register': ['admin', 'pastor', 'staff', 'leader', 'member'],
  /** Every registration of an event with its status, and who came: those who run events, and auditors, who read them. */
  'events.registrations.read': ['admin', 'pastor', 'staff', 'auditor'],
});
