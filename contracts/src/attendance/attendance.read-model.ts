import type { GatheringKind, GatheringRepeat } from './attendance.constant';

/** One occurrence of a gathering with what was recorded of it. */
export interface OccurrenceSummary {
  /** YYYY-MM-DD. */
  date: string;
  /** ISO time it begins. */
  startsAt: string;
  /** People recorded by name. */
  present: number;
  /** The anonymous count (visitors, a crowd), 0 when none was given. */
  headcount: number;
  /** Who last recorded anything of it and when; null when nothing was recorded. */
  recordedBy: string | null;
  recordedAt: string | null;
}

export interface GatheringView {
  id: string;
  name: string;
  kind: GatheringKind;
  startsAt: string;
  repeat: GatheringRepeat;
  rrule: string | null;
  /** Recent occurrences up to now (newest last), for the trend, and the next one to come. */
  occurrences: OccurrenceSummary[];
  next: string | null;
  revision: number;
}

export interface GatheringSummary {
  id: string;
  name: string;
  kind: GatheringKind;
  startsAt: string;
  repeat: GatheringRepeat;
  /** The latest occurrence that has begun, with what was recorded of it. */
  latest: OccurrenceSummary | null;
}

export interface AttendeeView {
  memberId: string;
  fullName: string;
  recordedBy: string;
  recordedAt: string;
}

/** `GET /api/gatherings/:id/attendance`: who came to one occurrence. */
export interface GatheringAttendanceView {
  gatheringId: string;
  occurrence: OccurrenceSummary;
  /** The occurrence before it, for "select all from last week"; null for the first. */
  previous: string | null;
  attendees: AttendeeView[];
}

/** `GET /api/members/:id/attendance`: a person's attendance, newest first. */
export interface MemberAttendanceEntry {
  gatheringId: string;
  gatheringName: string;
  kind: GatheringKind;
  date: string;
  recordedAt: string;
}

/** Someone who may be ticked in a register: the active directory, names only. */
export interface AttendancePerson {
  memberId: string;
  fullName: string;
}

export interface RoomView {
  id: string;
  name: string;
}

/** Someone a kiosk search found. */
export interface CheckInPerson {
  memberId: string;
  fullName: string;
  /** What was noted at their last check-in, to confirm at the door. */
  allergies: string;
  medicalNotes: string;
  /** Checked in now (not yet out): the check-in and its room. */
  checkedIn: { checkInId: string; roomName: string } | null;
}

/**
 * A family as the kiosk finds it. Until households exist the people found are grouped by family
 * name; a household lookup will answer the same shape.
 */
export interface CheckInFamily {
  id: string;
  name: string;
  people: CheckInPerson[];
}

/** The answer to a check-in: what the labels and the receipt show. */
export interface CheckInReceipt {
  id: string;
  position: string;
  securityCode: string;
  guardian: string;
  checkedInAt: string;
  children: Array<{ memberId: string; fullName: string; roomName: string; allergies: string; medicalNotes: string }>;
}

/** One line of the custody trail. */
export interface CustodyEntry {
  checkInId: string;
  memberId: string;
  childName: string;
  roomName: string;
  guardian: string;
  checkedInAt: string;
  checkedInBy: string;
  checkedOutAt: string | null;
  checkedOutBy: string | null;
  collectedBy: string | null;
  /** Refused check-outs (a code that did not match): when, and who tried at the desk. */
  refusals: Array<{ at: string; by: string }>;
}

/** A check-in's labels and receipt as one PDF (one 2.25 × 1.25 in. page each), base64-encoded for the kiosk to print. */
export interface CheckInLabels {
  filename: string;
  contentType: 'application/pdf';
  base64: string;
}
