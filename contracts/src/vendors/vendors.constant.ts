/** What a vendor does, as the office looks for one; `other` for the church's own kinds. */
export const VENDOR_CATEGORIES = [
  'catering',
  'audio-visual',
  'photography',
  'cleaning',
  'transport',
  'florist',
  'music',
  'decor',
  'security',
  'printing',
  'other',
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

/** What a vendor's rate is per. */
export const VENDOR_RATE_UNITS = ['hour', 'day', 'event', 'person'] as const;
export type VendorRateUnit = (typeof VENDOR_RATE_UNITS)[number];

/** Where a booking stands: requested, then confirmed or declined by the vendor (or cancelled by the church); a confirmed one completes after its date. */
export const VENDOR_BOOKING_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled', 'completed'] as const;
export type VendorBookingStatus = (typeof VENDOR_BOOKING_STATUSES)[number];

/** A local time in the church's zone, to the minute, as a datetime-local field gives it: `2026-12-20T18:00`. */
export const VENDOR_BOOKING_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

export const VENDOR_LIMITS = {
  name: 120,
  description: 1000,
  contactName: 120,
  email: 254,
  phone: 40,
  website: 300,
  serviceArea: 200,
  availability: 300,
  rateNotes: 300,
  photos: 6,
  /** An uploaded photo's size before it is resized (JPEG, PNG or WebP). */
  photoBytes: 8 * 1024 * 1024,
  service: 200,
  event: 160,
  notes: 2000,
  message: 500,
  comment: 1000,
  maxAttendees: 100000,
  search: 100,
} as const;

/** Two bookings' times overlap when each starts before the other ends (local times compare as text). */
export function bookingTimesOverlap(a: { startsAt: string; endsAt: string }, b: { startsAt: string; endsAt: string }): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}
