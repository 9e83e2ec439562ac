import type { Money } from '../giving/money.util';
import type { CommandResult } from '../platform/consistency.constant';
import type { VendorBookingStatus, VendorCategory, VendorRateUnit } from './vendors.constant';

export interface VendorContact {
  name: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
}

export interface VendorRate {
  amount: Money;
  unit: VendorRateUnit;
}

/** A vendor's photo: the image (at most 1,200 pixels a side) and a square thumbnail, both WebP. */
export interface VendorPhotoView {
  id: string;
  url: string;
  thumbUrl: string;
}

/** A vendor's profile in the directory. */
export interface VendorView {
  id: string;
  name: string;
  category: VendorCategory;
  description: string | null;
  contact: VendorContact;
  serviceArea: string | null;
  rate: VendorRate | null;
  rateNotes: string | null;
  /** Photos uploaded to the profile, in the order added (at most `VENDOR_LIMITS.photos`). */
  photos: VendorPhotoView[];
  availability: string | null;
  /** Whether a vendor account is linked to the profile (to act in the portal). */
  hasPortalAccount: boolean;
  /** Reviews left after completed bookings: their count and average (1–5), null when none. */
  reviewCount: number;
  averageRating: number | null;
  revision: number;
}

export interface VendorBookingPerson {
  id: string;
  displayName: string;
}

export interface VendorBookingReview {
  rating: number;
  comment: string | null;
}

/** One booking of a vendor. */
export interface VendorBookingView {
  id: string;
  vendorId: string;
  vendorName: string;
  /** The event it is for, in the requester's words; null when only a date and time were given. */
  event: string | null;
  service: string;
  startsAt: string;
  endsAt: string;
  attendees: number | null;
  notes: string | null;
  /** The budget the requester gave, shown as the booking's amount. */
  amount: Money | null;
  status: VendorBookingStatus;
  requestedBy: VendorBookingPerson | null;
  requestedAt: string;
  decidedAt: string | null;
  /** The vendor's message with their answer. */
  vendorMessage: string | null;
  review: VendorBookingReview | null;
  /** Whether the reader may review it now: completed, not yet reviewed, requested by them, and they book vendors. */
  mayReview: boolean;
  revision: number;
}

/** `POST /api/vendor-bookings`'s answer. */
export interface VendorBookingRequested extends CommandResult {
  status: 'pending';
}

/** `GET /api/vendors/accounts`: an account with the vendor role, for the office to link to a profile. */
export interface VendorAccountView {
  id: string;
  displayName: string;
  email: string;
  /** The profile the account already keeps (an account keeps one), null when free. */
  vendorId: string | null;
}
