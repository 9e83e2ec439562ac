/** Where someone stands on an occurrence's roster. */
export type RegistrationStatus = 'registered' | 'waitlisted' | 'cancelled';

/** Who is on an occurrence's roster: `party` places counted against the capacity. */
export type EventRegistered = {
  type: 'EventRegistered';
  data: { eventId: string; date: string; registrationId: string; memberId: string; party: number; status: 'registered' | 'waitlisted' };
};
export type RegistrationCancelled = { type: 'RegistrationCancelled'; data: { eventId: string; date: string; registrationId: string; memberId: string } };
/** A place came free and the first on the wait list has it: they are told (an in-app notification and an email). */
export type RegistrationPromoted = {
  type: 'RegistrationPromoted';
  data: { eventId: string; date: string; registrationId: string; memberId: string; title: string };
};
/** Someone arrived: registered (`registrationId`) or a walk-in (null). */
export type AttendeeCheckedIn = { type: 'AttendeeCheckedIn'; data: { eventId: string; date: string; memberId: string; registrationId: string | null } };

export type RosterEvent = EventRegistered | RegistrationCancelled | RegistrationPromoted | AttendeeCheckedIn;

export const ROSTER_EVENT_TYPES: ReadonlySet<string> = new Set<RosterEvent['type']>([
  'EventRegistered',
  'RegistrationCancelled',
  'RegistrationPromoted',
  'AttendeeCheckedIn',
]);

/** One stream per occurrence (named by its scheduled date): every place on it is decided at one revision. */
export const rosterStream = (eventId: string, date: string) => `eventroster-${eventId}_${date}`;
