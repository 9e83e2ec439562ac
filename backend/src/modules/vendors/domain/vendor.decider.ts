import { VALIDATION_MESSAGES, VENDOR_LIMITS } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { VendorEvent, VendorProfile } from './vendors.events';

export type VendorCommand =
  | { type: 'AddVendor'; vendorId: string; profile: VendorProfile }
  | { type: 'ChangeVendorProfile'; vendorId: string; profile: VendorProfile }
  | { type: 'LinkVendorAccount'; vendorId: string; userId: string }
  | { type: 'UnlinkVendorAccount'; vendorId: string }
  | { type: 'AddVendorPhoto'; vendorId: string; photoId: string }
  | { type: 'RemoveVendorPhoto'; vendorId: string; photoId: string };

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
      case 'VendorAccountUnlinked':
        return { ...state, userId: null };
      case 'VendorPhotoAdded':
        return state.profile ? { ...state, profile: { ...state.profile, photos: [...state.profile.photos, event.data.photoId] } } : state;
      case 'VendorPhotoRemoved':
        return state.profile ? { ...state, profile: { ...state.profile, photos: state.profile.photos.filter((id) => id !== event.data.photoId) } } : state;
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AddVendor':
        if (state.exists) throw new DomainError('CONCURRENCY_CONFLICT');
        return [{ type: 'VendorAdded', data: { vendorId: command.vendorId, profile: command.profile } }];
      case 'ChangeVendorProfile': {
        if (!state.exists) throw new DomainError('NOT_FOUND');
        // The photos are added and removed one by one, not with the rest of the profile.
        const profile = { ...command.profile, photos: state.profile?.photos ?? [] };
        if (same(state.profile, profile)) return [];
        return [{ type: 'VendorProfileChanged', data: { vendorId: command.vendorId, profile } }];
      }
      case 'AddVendorPhoto':
        if (!state.exists) throw new DomainError('NOT_FOUND');
        if ((state.profile?.photos.length ?? 0) >= VENDOR_LIMITS.photos)
          throw DomainError.validation([{ field: 'file', message: VALIDATION_MESSAGES.tooLong }]);
        return [{ type: 'VendorPhotoAdded', data: { vendorId: command.vendorId, photoId: command.photoId } }];
      case 'RemoveVendorPhoto':
        if (!state.exists || !state.profile?.photos.includes(command.photoId)) throw new DomainError('NOT_FOUND');
        return [{ type: 'VendorPhotoRemoved', data: { vendorId: command.vendorId, photoId: command.photoId } }];
      case 'LinkVendorAccount':
        if (!state.exists) throw new DomainError('NOT_FOUND');
        if (state.userId === command.userId) return [];
        // One account per profile: another is unlinked first, never replaced unseen.
        if (state.userId !== null) throw new DomainError('VENDOR_PROFILE_HAS_ACCOUNT');
        return [{ type: 'VendorAccountLinked', data: { vendorId: command.vendorId, userId: command.userId } }];
      case 'UnlinkVendorAccount':
        if (!state.exists) throw new DomainError('NOT_FOUND');
        if (state.userId === null) return [];
        return [{ type: 'VendorAccountUnlinked', data: { vendorId: command.vendorId, userId: state.userId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown vendor command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
