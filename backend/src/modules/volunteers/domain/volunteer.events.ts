/** One person's availability: the days they blocked out and the services they are committed to. */
export type VolunteerBlockoutAdded = { type: 'VolunteerBlockoutAdded'; data: { memberId: string; blockoutId: string; from: string; to: string; note: string } };
export type VolunteerBlockoutRemoved = { type: 'VolunteerBlockoutRemoved'; data: { memberId: string; blockoutId: string } };
export type VolunteerCommitted = {
  type: 'VolunteerCommitted';
  data: { memberId: string; assignmentId: string; slotId: string; startsAt: string; endsAt: string };
};
export type VolunteerReleased = { type: 'VolunteerReleased'; data: { memberId: string; assignmentId: string } };
/** The service moved with its occurrence: the time held moves too (the person did not choose it, so nothing is refused). */
export type VolunteerCommitmentMoved = { type: 'VolunteerCommitmentMoved'; data: { memberId: string; assignmentId: string; startsAt: string; endsAt: string } };

export type VolunteerEvent = VolunteerBlockoutAdded | VolunteerBlockoutRemoved | VolunteerCommitted | VolunteerReleased | VolunteerCommitmentMoved;

/**
 * A person's commitments in one stream: two sign-ups of the same person at overlapping times, on
 * different slots, meet at this stream's revision, and only one is kept.
 */
export const volunteerStream = (memberId: string) => `volunteer-${memberId}`;
