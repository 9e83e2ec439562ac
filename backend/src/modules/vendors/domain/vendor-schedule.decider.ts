import { bookingTimesOverlap } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { VendorScheduleEvent } from './vendors.events';

export type VendorScheduleCommand =
  | { type: 'ReserveVendorTime'; vendorId: string; bookingId: string; startsAt: string; endsAt: string }
  | { type: 'ReleaseVendorTime'; vendorId: string; bookingId: string };

export interface ReservedTime {
  bookingId: string;
  startsAt: string;
  endsAt: string;
}

export interface VendorScheduleState {
  reserved: ReservedTime[];
}

/**
 * The times one vendor is confirmed for. A confirmation reserves its time here first: a time that
 * overlaps one already reserved is refused (VENDOR_BOOKING_CONFLICT), so a vendor is never
 * confirmed twice at once, even by two confirmations racing (they meet at this stream's revision).
 */
export const vendorScheduleDecider: Decider<VendorScheduleState, VendorScheduleCommand, VendorScheduleEvent> = {
  initialState: () => ({ reserved: [] }),
  snapshot: { name: 'vendor-schedule', version: 1, every: 200 },
  evolve(state, event) {
    switch (event.type) {
      case 'VendorTimeReserved':
        return { reserved: [...state.reserved, { bookingId: event.data.bookingId, startsAt: event.data.startsAt, endsAt: event.data.endsAt }] };
      case 'VendorTimeReleased':
        return { reserved: state.reserved.filter((time) => time.bookingId !== event.data.bookingId) };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ReserveVendorTime': {
        if (state.reserved.some((time) => time.bookingId === command.bookingId)) return [];
        const clash = state.reserved.find((time) => bookingTimesOverlap(time, command));
        if (clash) throw new DomainError('VENDOR_BOOKING_CONFLICT', { bookingId: clash.bookingId });
        return [
          {
            type: 'VendorTimeReserved',
            data: { vendorId: command.vendorId, bookingId: command.bookingId, startsAt: command.startsAt, endsAt: command.endsAt },
          },
        ];
      }
      case 'ReleaseVendorTime':
        if (!state.reserved.some((time) => time.bookingId === command.bookingId)) return [];
        return [{ type: 'VendorTimeReleased', data: { vendorId: command.vendorId, bookingId: command.bookingId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown vendor schedule command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
