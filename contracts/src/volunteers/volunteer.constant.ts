/** Limits of what a volunteer team and its schedule hold. */
export const VOLUNTEER_LIMITS = {
  name: 80,
  note: 200,
  /** Why someone declined, for the team's leaders. */
  declineReason: 200,
  leaders: 6,
  positions: 30,
  neededMax: 50,
  /** Weeks back that count as "served recently" for a fair rotation. */
  recentWeeks: 8,
} as const;

/** Where an assignment stands: offered and waiting for the volunteer, accepted, or turned down. */
export const VOLUNTEER_ASSIGNMENT_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type VolunteerAssignmentStatus = (typeof VOLUNTEER_ASSIGNMENT_STATUSES)[number];

/** How a volunteer came to a slot: they signed up themselves, or a leader scheduled them. */
export type VolunteerAssignmentSource = 'self' | 'leader';

/**
 * Why a slot cannot take someone, in VOLUNTEER_UNAVAILABLE's details.reason: it is full, the person
 * is not qualified for the position, a requirement is missing or expired, they serve elsewhere at an
 * overlapping time, they are blocked out that day, or they are already on the slot.
 */
export const VOLUNTEER_UNAVAILABLE_REASONS = [
  'full',
  'not-qualified',
  'requirement-missing',
  'requirement-expired',
  'overlap',
  'blockout',
  'already-assigned',
] as const;
export type VolunteerUnavailableReason = (typeof VOLUNTEER_UNAVAILABLE_REASONS)[number];

/** A date as `YYYY-MM-DD`. */
export const VOLUNTEER_DATE = /^\d{4}-\d{2}-\d{2}$/;
