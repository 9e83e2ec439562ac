import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { VendorEvent, VendorProfile } from './vendors.events';

export type VendorCommand =
  | { type: 'AddVendor'; vendorId: string; profile: VendorProfile }
  | { type: 'ChangeVendorProfile'; vendorId: string; profile: VendorProfile }
  | { type: 'LinkVendorAccount'; vendorId: string; userId: string };

export interface VendorState {
  exists: boolean;
  profile: VendorProfile | null;
  userId: string | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A vendor's profile in the directory, and the one account that keeps it. */
export const vendorDecider: Decider<VendorState, VendorCommand, VendorEvent> = {
  initialState: () => ({ exists: false, profile: null, userId: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'VendorAdded':
        return { exists: true, profile: event.data.profile, userId: null };
      case 'VendorProfileChanged':
        return { ...state, profile: event.data.profile };
      case 'VendorAccountLinked':
        return { ...state, userId: event.data.userId };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AddVendor':
        if (state.exists) throw new DomainError('CONCURRENCY_CONFLICT');
        return [{ type: 'VendorAdded', data: { vendorId: command.vendorId, profile: command.profile } }];
      case 'ChangeVendorProfile':
        if (!state.exists) throw new DomainError('NOT_FOUND');
        if (same(state.profile, command.profile)) return [];
        return [{ type: 'VendorProfileChanged', data: { vendorId: command.vendorId, profile: command.profile } }];
      case 'LinkVendorAccount':
        if (!state.exists) throw new DomainError('NOT_FOUND');
        if (state.userId === command.userId) return [];
        return [{ type: 'VendorAccountLinked', data: { vendorId: command.vendorId, userId: command.userId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown vendor command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
