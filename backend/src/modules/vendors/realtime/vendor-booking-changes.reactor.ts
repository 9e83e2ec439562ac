import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Reactor } from '../../../platform/reactors/reactor.type';
import { RealtimeService } from '../../../platform/realtime/realtime.service';
import { VENDOR_EVENT_TYPES } from '../domain/vendors.events';

/**
 * Tells the two parties of a booking, live, that it moved: the requester (a confirmation shows as
 * "Booking Confirmed" without reloading) and the vendor's account (a new request in their portal).
 * Only the booking's id and the position go out: each fetches what they may see.
 */
@Injectable()
export class VendorBookingChangesReactor implements Reactor {
  readonly name = 'vendor-booking-changes';
  readonly checkpoint = { kind: 'live' } as const;

  constructor(private readonly realtime: RealtimeService) {}

  handles(event: RecordedEvent): boolean {
    return VENDOR_EVENT_TYPES.booking.has(event.type);
  }

  handle(event: RecordedEvent): Promise<void> {
    const data = event.data as { bookingId: string; requestedBy?: string | null; vendorUserId?: string | null };
    const payload = { bookingId: data.bookingId, position: event.position.toString() };
    for (const userId of new Set([data.requestedBy, data.vendorUserId])) if (userId) this.realtime.toUser(userId, 'vendor-bookings:changed', payload);
    return Promise.resolve();
  }
}
