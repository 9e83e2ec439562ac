import type { Money, VendorBookingStatus } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { VENDOR_EVENT_TYPES, type VendorBookingEvent, type VendorEvent, type VendorProfile } from '../domain/vendors.events';

export type VendorDocument = VendorProfile & {
  _id: string;
  userId: string | null;
  /** The bookings reviewed so far (a review applied twice counts once), their count and rating sum. */
  reviewedBookings: string[];
  ratingSum: number;
  /** The vendor stream's revision (reviews come from bookings' streams and are kept apart by `reviewedBookings`). */
  revision: number;
};

export type VendorBookingDocument = {
  _id: string;
  vendorId: string;
  vendorName: string;
  event: string | null;
  service: string;
  startsAt: string;
  endsAt: string;
  attendees: number | null;
  notes: string | null;
  budget: Money | null;
  status: VendorBookingStatus;
  requestedBy: string | null;
  vendorUserId: string | null;
  requestedAt: string;
  decidedAt: string | null;
  vendorMessage: string | null;
  review: { rating: number; comment: string | null } | null;
  revision: number;
};

/** The directory: each vendor's profile, its account, and its reviews' tally. */
export const vendorsProjection: Projection<VendorDocument> = {
  name: 'vendors',
  collection: 'vendors',
  version: 1,
  indexes: [{ spec: { userId: 1 } }],
  canHandle: (event: RecordedEvent) => VENDOR_EVENT_TYPES.vendor.has(event.type) || event.type === 'VendorBookingReviewed',
  documentId: (event: RecordedEvent) => (event.data as { vendorId?: string }).vendorId ?? null,
  project(document, recorded) {
    if (recorded.type === 'VendorBookingReviewed') {
      const review = recorded.data as Extract<VendorBookingEvent, { type: 'VendorBookingReviewed' }>['data'];
      if (!document || document.reviewedBookings.includes(review.bookingId)) return document;
      return { ...document, reviewedBookings: [...document.reviewedBookings, review.bookingId], ratingSum: document.ratingSum + review.rating };
    }
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as VendorEvent;
    switch (event.type) {
      case 'VendorAdded':
        return { ...event.data.profile, _id: event.data.vendorId, userId: null, reviewedBookings: [], ratingSum: 0, revision: recorded.revision };
      case 'VendorProfileChanged':
        return document ? { ...document, ...event.data.profile, revision: recorded.revision } : null;
      case 'VendorAccountLinked':
        return document ? { ...document, userId: event.data.userId, revision: recorded.revision } : null;
      case 'VendorAccountUnlinked':
        return document ? { ...document, userId: null, revision: recorded.revision } : null;
      case 'VendorPhotoAdded':
        return document ? { ...document, photos: [...document.photos, event.data.photoId], revision: recorded.revision } : null;
      case 'VendorPhotoRemoved':
        return document ? { ...document, photos: document.photos.filter((id) => id !== event.data.photoId), revision: recorded.revision } : null;
      default:
        return document;
    }
  },
};

/** Every booking with where it stands. */
export const vendorBookingsProjection: Projection<VendorBookingDocument> = {
  name: 'vendor-bookings',
  collection: 'vendor-bookings',
  version: 1,
  indexes: [{ spec: { vendorId: 1, startsAt: -1 } }, { spec: { status: 1, endsAt: 1 } }],
  canHandle: (event: RecordedEvent) => VENDOR_EVENT_TYPES.booking.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { bookingId?: string }).bookingId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as VendorBookingEvent;
    if (event.type === 'VendorBookingRequested') {
      const { bookingId, ...request } = event.data;
      return {
        _id: bookingId,
        vendorId: request.vendorId,
        vendorName: request.vendorName,
        event: request.event,
        service: request.service,
        startsAt: request.startsAt,
        endsAt: request.endsAt,
        attendees: request.attendees,
        notes: request.notes,
        budget: request.budget,
        status: 'pending',
        requestedBy: request.requestedBy,
        vendorUserId: request.vendorUserId,
        requestedAt: recorded.metadata.occurredAt,
        decidedAt: null,
        vendorMessage: null,
        review: null,
        revision: recorded.revision,
      };
    }
    if (!document) return null;
    const at = { revision: recorded.revision };
    switch (event.type) {
      case 'VendorBookingConfirmed':
        return { ...document, ...at, status: 'confirmed', decidedAt: event.data.confirmedAt, vendorMessage: event.data.message };
      case 'VendorBookingDeclined':
        return { ...document, ...at, status: 'declined', decidedAt: event.data.declinedAt, vendorMessage: event.data.message };
      case 'VendorBookingCancelled':
        return { ...document, ...at, status: 'cancelled' };
      case 'VendorBookingCompleted':
        return { ...document, ...at, status: 'completed' };
      case 'VendorBookingReviewed':
        return { ...document, ...at, review: { rating: event.data.rating, comment: event.data.comment } };
      default:
        return document;
    }
  },
};
