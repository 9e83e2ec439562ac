import type { VendorBookingStatus } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { VendorBookingEvent, VendorBookingRequest } from './vendors.events';

export type VendorBookingCommand =
  | { type: 'RequestVendorBooking'; request: VendorBookingRequest }
  /** The vendor's answer; `vendorUserId` is the profile's account now (the handler loads it). */
  | { type: 'ConfirmVendorBooking'; bookingId: string; vendorUserId: string | null; message: string | null }
  | { type: 'DeclineVendorBooking'; bookingId: string; vendorUserId: string | null; message: string | null }
  | { type: 'CancelVendorBooking'; bookingId: string }
  /** After its time (`localNow`, the church's wall clock, is past its end). */
  | { type: 'CompleteVendorBooking'; bookingId: string; localNow: string }
  | { type: 'ReviewVendorBooking'; bookingId: string; rating: number; comment: string | null };

export interface VendorBookingState {
  status: VendorBookingStatus | 'none';
  vendorId: string;
  vendorName: string;
  requestedBy: string | null;
  vendorUserId: string | null;
  startsAt: string;
  endsAt: string;
  reviewed: boolean;
}

/**
 * One booking of a vendor: requested by the church; confirmed or declined by the vendor's own
 * account (or cancelled by the church while it stands); a confirmed one completes after its end,
 * and the requester may then review it once.
 */
export const vendorBookingDecider: Decider<VendorBookingState, VendorBookingCommand, VendorBookingEvent> = {
  initialState: () => ({ status: 'none', vendorId: '', vendorName: '', requestedBy: null, vendorUserId: null, startsAt: '', endsAt: '', reviewed: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'VendorBookingRequested':
        return {
          status: 'pending',
          vendorId: event.data.vendorId,
          vendorName: event.data.vendorName,
          requestedBy: event.data.requestedBy,
          vendorUserId: event.data.vendorUserId,
          startsAt: event.data.startsAt,
          endsAt: event.data.endsAt,
          reviewed: false,
        };
      case 'VendorBookingConfirmed':
        return { ...state, status: 'confirmed', vendorUserId: event.data.vendorUserId };
      case 'VendorBookingDeclined':
        return { ...state, status: 'declined', vendorUserId: event.data.vendorUserId };
      case 'VendorBookingCancelled':
        return { ...state, status: 'cancelled' };
      case 'VendorBookingCompleted':
        return { ...state, status: 'completed' };
      case 'VendorBookingReviewed':
        return { ...state, reviewed: true };
      default:
        return state;
    }
  },
  decide(command, state, { now, actorId }) {
    if (command.type === 'RequestVendorBooking') {
      if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
      return [{ type: 'VendorBookingRequested', data: command.request }];
    }
    if (state.status === 'none') throw new DomainError('NOT_FOUND');
    const parties = { bookingId: command.bookingId, vendorId: state.vendorId, requestedBy: state.requestedBy, vendorUserId: state.vendorUserId };
    switch (command.type) {
      case 'ConfirmVendorBooking':
      case 'DeclineVendorBooking': {
        // Only the vendor's own account answers for the vendor.
        if (actorId === null || actorId !== command.vendorUserId) throw new DomainError('AUTHORIZATION');
        const confirming = command.type === 'ConfirmVendorBooking';
        if (state.status === (confirming ? 'confirmed' : 'declined')) return [];
        if (state.status !== 'pending') throw new DomainError('VENDOR_BOOKING_STATE_CONFLICT', { status: state.status });
        const answered = { ...parties, vendorUserId: command.vendorUserId, vendorName: state.vendorName, message: command.message };
        return confirming
          ? [{ type: 'VendorBookingConfirmed', data: { ...answered, confirmedBy: actorId, confirmedAt: now } }]
          : [{ type: 'VendorBookingDeclined', data: { ...answered, declinedBy: actorId, declinedAt: now } }];
      }
      case 'CancelVendorBooking':
        if (state.status === 'cancelled') return [];
        if (state.status !== 'pending' && state.status !== 'confirmed') throw new DomainError('VENDOR_BOOKING_STATE_CONFLICT', { status: state.status });
        return [{ type: 'VendorBookingCancelled', data: { ...parties, cancelledBy: actorId, cancelledAt: now } }];
      case 'CompleteVendorBooking':
        if (state.status !== 'confirmed' || command.localNow < state.endsAt) return [];
        return [{ type: 'VendorBookingCompleted', data: { ...parties, completedAt: now } }];
      case 'ReviewVendorBooking':
        if (actorId === null || actorId !== state.requestedBy) throw new DomainError('AUTHORIZATION');
        if (state.status !== 'completed' || state.reviewed) throw new DomainError('VENDOR_BOOKING_STATE_CONFLICT', { status: state.status });
        return [{ type: 'VendorBookingReviewed', data: { ...parties, rating: command.rating, comment: command.comment, reviewedBy: actorId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown vendor booking command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
