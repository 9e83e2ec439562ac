import type { Money, VendorCategory, VendorContact, VendorRate } from '@koinonia/contracts';

/** A vendor's profile as the directory shows it. */
export type VendorProfile = {
  name: string;
  category: VendorCategory;
  description: string | null;
  contact: VendorContact;
  serviceArea: string | null;
  rate: VendorRate | null;
  rateNotes: string | null;
  /** Uploaded photos' ids, in the order added (`VendorPhotoStore`). */
  photos: string[];
  availability: string | null;
};

export type VendorAdded = { type: 'VendorAdded'; data: { vendorId: string; profile: VendorProfile } };
export type VendorProfileChanged = { type: 'VendorProfileChanged'; data: { vendorId: string; profile: VendorProfile } };
/** The vendor account that keeps the profile and answers its bookings. */
export type VendorAccountLinked = { type: 'VendorAccountLinked'; data: { vendorId: string; userId: string } };
/** The account no longer keeps the profile (an administrator moving it to another profile, or retiring it). */
export type VendorAccountUnlinked = { type: 'VendorAccountUnlinked'; data: { vendorId: string; userId: string } };
export type VendorPhotoAdded = { type: 'VendorPhotoAdded'; data: { vendorId: string; photoId: string } };
export type VendorPhotoRemoved = { type: 'VendorPhotoRemoved'; data: { vendorId: string; photoId: string } };
export type VendorEvent = VendorAdded | VendorProfileChanged | VendorAccountLinked | VendorAccountUnlinked | VendorPhotoAdded | VendorPhotoRemoved;

/** A booking as the requester asked for it. */
export type VendorBookingRequest = {
  bookingId: string;
  vendorId: string;
  vendorName: string;
  event: string | null;
  service: string;
  startsAt: string;
  endsAt: string;
  attendees: number | null;
  notes: string | null;
  budget: Money | null;
  requestedBy: string | null;
  /** The vendor's account when asked, who is told. */
  vendorUserId: string | null;
};

/** Each answer names the requester and the vendor's account, so those who are told need not look them up. */
type Parties = { bookingId: string; vendorId: string; requestedBy: string | null; vendorUserId: string | null };

export type VendorBookingRequested = { type: 'VendorBookingRequested'; data: VendorBookingRequest };
export type VendorBookingConfirmed = {
  type: 'VendorBookingConfirmed';
  data: Parties & { vendorName: string; confirmedBy: string | null; confirmedAt: string; message: string | null };
};
export type VendorBookingDeclined = {
  type: 'VendorBookingDeclined';
  data: Parties & { vendorName: string; declinedBy: string | null; declinedAt: string; message: string | null };
};
export type VendorBookingCancelled = { type: 'VendorBookingCancelled'; data: Parties & { cancelledBy: string | null; cancelledAt: string } };
export type VendorBookingCompleted = { type: 'VendorBookingCompleted'; data: Parties & { completedAt: string } };
export type VendorBookingReviewed = { type: 'VendorBookingReviewed'; data: Parties & { rating: number; comment: string | null; reviewedBy: string | null } };
export type VendorBookingEvent =
  VendorBookingRequested | VendorBookingConfirmed | VendorBookingDeclined | VendorBookingCancelled | VendorBookingCompleted | VendorBookingReviewed;

/** The times a vendor is confirmed for: one stream per vendor, so two confirmations racing meet at its revision. */
export type VendorTimeReserved = { type: 'VendorTimeReserved'; data: { vendorId: string; bookingId: string; startsAt: string; endsAt: string } };
export type VendorTimeReleased = { type: 'VendorTimeReleased'; data: { vendorId: string; bookingId: string } };
export type VendorScheduleEvent = VendorTimeReserved | VendorTimeReleased;

export const VENDOR_EVENT_TYPES = {
  vendor: new Set<string>(['VendorAdded', 'VendorProfileChanged', 'VendorAccountLinked', 'VendorAccountUnlinked', 'VendorPhotoAdded', 'VendorPhotoRemoved']),
  booking: new Set<string>([
    'VendorBookingRequested',
    'VendorBookingConfirmed',
    'VendorBookingDeclined',
    'VendorBookingCancelled',
    'VendorBookingCompleted',
    'VendorBookingReviewed',
  ]),
} as const;

export const vendorStream = (vendorId: string) => `vendor-${vendorId}`;
export const vendorBookingStream = (bookingId: string) => `vendorbooking-${bookingId}`;
export const vendorScheduleStream = (vendorId: string) => `vendorschedule-${vendorId}`;
