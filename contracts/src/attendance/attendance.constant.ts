/** What a gathering is: group meetings and events arrive later as further kinds. */
export const GATHERING_KINDS = ['service', 'meeting'] as const;
export type GatheringKind = (typeof GATHERING_KINDS)[number];

/** How a gathering repeats: once, the simple choices, or an RFC 5545 RRULE for anything else. */
export const GATHERING_REPEATS = ['once', 'weekly', 'monthly', 'rrule'] as const;
export type GatheringRepeat = (typeof GATHERING_REPEATS)[number];

export const ATTENDANCE_LIMITS = {
  name: 120,
  rrule: 500,
  /** One request records a whole congregation: the bench records 2,000. */
  memberIds: 5000,
  headcount: 100000,
  roomName: 80,
  notes: 300,
  guardian: 120,
  search: 80,
  children: 12,
} as const;

/** Occurrences are named by their date (a gathering meets at most once a day). */
export const OCCURRENCE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The security code's letters: no 0/O, 1/I/L, 2/Z, 5/S, 8/B, so a code read aloud or from a
 * smudged label is not mistaken for another. 4 of 24 gives 331,776 codes.
 */
export const SECURITY_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY3467';
export const SECURITY_CODE_LENGTH = 4;

/** A child's label and the parent's receipt: 2.25 × 1.25 in., in PDF points. */
export const LABEL_SIZE_POINTS = { width: 162, height: 90 } as const;
