import { deciderSpec } from '../../../testing/decider-spec.util';
import { vendorBookingDecider } from './vendor-booking.decider';
import { vendorScheduleDecider } from './vendor-schedule.decider';
import { vendorDecider } from './vendor.decider';
import type { VendorBookingEvent, VendorBookingRequest, VendorEvent, VendorProfile, VendorScheduleEvent } from './vendors.events';

const vendorId = '0b1f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const bookingId = '1c2f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const otherBooking = '2d3f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const NOW = '2026-11-22T10:00:00.000Z';

const profile: VendorProfile = {
  name: 'Grace Catering',
  category: 'catering',
  description: null,
  contact: { name: 'Joseph Carter', email: 'hello@gracecatering.test', phone: null, website: null },
  serviceArea: 'Springfield',
  rate: { amount: { minor: 2500, currency: 'USD' }, unit: 'person' },
  rateNotes: null,
  photos: [],
  availability: 'Weekends',
};

describe('the vendor decider', () => {
  const spec = deciderSpec(vendorDecider);
  const added = { type: 'VendorAdded' as const, data: { vendorId, profile } };

  it('adds a vendor once, changes its profile, and links its account once', () => {
    spec.given([]).when({ type: 'AddVendor', vendorId, profile }).then([added]);
    spec.given([added]).when({ type: 'AddVendor', vendorId, profile }).thenThrows('CONCURRENCY_CONFLICT');
    const changed = { ...profile, availability: 'Any day' };
    spec
      .given([added])
      .when({ type: 'ChangeVendorProfile', vendorId, profile: changed })
      .then([{ type: 'VendorProfileChanged', data: { vendorId, profile: changed } }]);
    spec.given([added]).when({ type: 'ChangeVendorProfile', vendorId, profile }).thenNothing();
    spec
      .given([added])
      .when({ type: 'LinkVendorAccount', vendorId, userId: 'vendor-1' })
      .then([{ type: 'VendorAccountLinked', data: { vendorId, userId: 'vendor-1' } }]);
    spec.given([]).when({ type: 'ChangeVendorProfile', vendorId, profile }).thenThrows('NOT_FOUND');
  });

  it('links one account per profile: another account is refused until the first is unlinked', () => {
    const linked: VendorEvent = { type: 'VendorAccountLinked', data: { vendorId, userId: 'vendor-1' } };
    spec.given([added, linked]).when({ type: 'LinkVendorAccount', vendorId, userId: 'vendor-1' }).then([]);
    spec.given([added, linked]).when({ type: 'LinkVendorAccount', vendorId, userId: 'vendor-2' }).thenThrows('VENDOR_PROFILE_HAS_ACCOUNT');
    spec
      .given([added, linked])
      .when({ type: 'UnlinkVendorAccount', vendorId })
      .then([{ type: 'VendorAccountUnlinked', data: { vendorId, userId: 'vendor-1' } }]);
    spec
      .given([added, linked, { type: 'VendorAccountUnlinked', data: { vendorId, userId: 'vendor-1' } }])
      .when({ type: 'LinkVendorAccount', vendorId, userId: 'vendor-2' })
      .then([{ type: 'VendorAccountLinked', data: { vendorId, userId: 'vendor-2' } }]);
  });

  it('records nothing when unlinking a profile with no account', () => {
    spec.given([added]).when({ type: 'UnlinkVendorAccount', vendorId }).then([]);
    spec.given([]).when({ type: 'UnlinkVendorAccount', vendorId }).thenThrows('NOT_FOUND');
  });
});

describe('the vendor schedule decider', () => {
  const spec = deciderSpec(vendorScheduleDecider);
  const reserved: VendorScheduleEvent = { type: 'VendorTimeReserved', data: { vendorId, bookingId, startsAt: '2026-12-20T18:00', endsAt: '2026-12-20T21:00' } };
  const reserve = (startsAt: string, endsAt: string) => ({ type: 'ReserveVendorTime' as const, vendorId, bookingId: otherBooking, startsAt, endsAt });

  it('refuses a time overlapping one already confirmed (VENDOR_BOOKING_CONFLICT)', () => {
    spec.given([reserved]).when(reserve('2026-12-20T20:00', '2026-12-20T23:00')).thenThrows('VENDOR_BOOKING_CONFLICT');
    spec.given([reserved]).when(reserve('2026-12-20T17:00', '2026-12-20T18:30')).thenThrows('VENDOR_BOOKING_CONFLICT');
    spec.given([reserved]).when(reserve('2026-12-20T18:30', '2026-12-20T19:00')).thenThrows('VENDOR_BOOKING_CONFLICT');
  });

  it('takes a time that only touches another, records the same booking once, and frees a released time', () => {
    spec
      .given([reserved])
      .when(reserve('2026-12-20T21:00', '2026-12-20T23:00'))
      .then([{ type: 'VendorTimeReserved', data: { vendorId, bookingId: otherBooking, startsAt: '2026-12-20T21:00', endsAt: '2026-12-20T23:00' } }]);
    spec.given([reserved]).when({ type: 'ReserveVendorTime', vendorId, bookingId, startsAt: '2026-12-20T18:00', endsAt: '2026-12-20T21:00' }).thenNothing();
    const released: VendorScheduleEvent = { type: 'VendorTimeReleased', data: { vendorId, bookingId } };
    spec.given([reserved]).when({ type: 'ReleaseVendorTime', vendorId, bookingId }).then([released]);
    spec
      .given([reserved, released])
      .when(reserve('2026-12-20T20:00', '2026-12-20T23:00'))
      .then([{ type: 'VendorTimeReserved', data: { vendorId, bookingId: otherBooking, startsAt: '2026-12-20T20:00', endsAt: '2026-12-20T23:00' } }]);
  });
});

describe('the vendor booking decider', () => {
  const spec = deciderSpec(vendorBookingDecider);
  const request: VendorBookingRequest = {
    bookingId,
    vendorId,
    vendorName: 'Grace Catering',
    event: 'Christmas dinner',
    service: 'Dinner for 120',
    startsAt: '2026-12-20T18:00',
    endsAt: '2026-12-20T21:00',
    attendees: 120,
    notes: null,
    budget: { minor: 300000, currency: 'USD' },
    requestedBy: 'staff-1',
    vendorUserId: 'vendor-1',
  };
  const parties = { bookingId, vendorId, requestedBy: 'staff-1', vendorUserId: 'vendor-1' };
  const requested: VendorBookingEvent = { type: 'VendorBookingRequested', data: request };
  const confirmed: VendorBookingEvent = {
    type: 'VendorBookingConfirmed',
    data: { ...parties, vendorName: 'Grace Catering', confirmedBy: 'vendor-1', confirmedAt: NOW, message: 'See you there' },
  };
  const completed: VendorBookingEvent = { type: 'VendorBookingCompleted', data: { ...parties, completedAt: NOW } };
  const asVendor = { actorId: 'vendor-1', now: NOW };

  it('is requested, then confirmed by the vendor with a message', () => {
    spec.given([]).when({ type: 'RequestVendorBooking', request }).then([requested]);
    spec.given([requested]).when({ type: 'ConfirmVendorBooking', bookingId, vendorUserId: 'vendor-1', message: 'See you there' }, asVendor).then([confirmed]);
    spec.given([requested, confirmed]).when({ type: 'ConfirmVendorBooking', bookingId, vendorUserId: 'vendor-1', message: null }, asVendor).thenNothing();
  });

  it('is declined by the vendor with a message', () => {
    spec
      .given([requested])
      .when({ type: 'DeclineVendorBooking', bookingId, vendorUserId: 'vendor-1', message: 'Fully booked' }, asVendor)
      .then([
        { type: 'VendorBookingDeclined', data: { ...parties, vendorName: 'Grace Catering', declinedBy: 'vendor-1', declinedAt: NOW, message: 'Fully booked' } },
      ]);
  });

  it("refuses anyone but the vendor's account answering, and answers from the wrong state", () => {
    spec
      .given([requested])
      .when({ type: 'ConfirmVendorBooking', bookingId, vendorUserId: 'vendor-1', message: null }, { actorId: 'staff-1' })
      .thenThrows('AUTHORIZATION');
    spec
      .given([requested, confirmed])
      .when({ type: 'DeclineVendorBooking', bookingId, vendorUserId: 'vendor-1', message: null }, asVendor)
      .thenThrows('VENDOR_BOOKING_STATE_CONFLICT');
    spec.given([]).when({ type: 'CancelVendorBooking', bookingId }).thenThrows('NOT_FOUND');
  });

  it('completes after its end on the church clock, then takes one review from its requester', () => {
    spec.given([requested, confirmed]).when({ type: 'CompleteVendorBooking', bookingId, localNow: '2026-12-20T20:59' }).thenNothing();
    spec.given([requested, confirmed]).when({ type: 'CompleteVendorBooking', bookingId, localNow: '2026-12-20T21:00' }, { now: NOW }).then([completed]);
    spec.given([requested]).when({ type: 'CompleteVendorBooking', bookingId, localNow: '2027-01-01T00:00' }).thenNothing();
    const review = { type: 'ReviewVendorBooking' as const, bookingId, rating: 5, comment: 'Wonderful' };
    const reviewed: VendorBookingEvent = { type: 'VendorBookingReviewed', data: { ...parties, rating: 5, comment: 'Wonderful', reviewedBy: 'staff-1' } };
    spec.given([requested, confirmed, completed]).when(review, { actorId: 'staff-1' }).then([reviewed]);
    spec.given([requested, confirmed, completed, reviewed]).when(review, { actorId: 'staff-1' }).thenThrows('VENDOR_BOOKING_STATE_CONFLICT');
    spec.given([requested, confirmed]).when(review, { actorId: 'staff-1' }).thenThrows('VENDOR_BOOKING_STATE_CONFLICT');
    spec.given([requested, confirmed, completed]).when(review, { actorId: 'vendor-1' }).thenThrows('AUTHORIZATION');
  });

  it('is cancelled by the church while pending or confirmed, not after', () => {
    const cancelled: VendorBookingEvent = { type: 'VendorBookingCancelled', data: { ...parties, cancelledBy: 'staff-1', cancelledAt: NOW } };
    spec.given([requested, confirmed]).when({ type: 'CancelVendorBooking', bookingId }, { actorId: 'staff-1', now: NOW }).then([cancelled]);
    spec.given([requested, cancelled]).when({ type: 'CancelVendorBooking', bookingId }).thenNothing();
    spec.given([requested, confirmed, completed]).when({ type: 'CancelVendorBooking', bookingId }).thenThrows('VENDOR_BOOKING_STATE_CONFLICT');
  });
});
