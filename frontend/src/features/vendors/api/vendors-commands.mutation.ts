import type {
  CommandResult,
  CreateVendorDto,
  LinkVendorAccountDto,
  RequestVendorBookingDto,
  VendorBookingRequested,
  VendorProfileDto,
} from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { vendorsKeys } from './vendors-keys.constant';

const bookingPath = (id: string, step: string) => `/api/vendor-bookings/${encodeURIComponent(id)}/${step}`;

/** A vendors command: the screen shows its own refusal; every vendors read is refreshed after it. */
function useVendorsCommand<Input, Answer = CommandResult>(send: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => client.invalidateQueries({ queryKey: vendorsKeys.all }),
  });
}

/** `POST /api/vendor-bookings`. */
export const useRequestBooking = () =>
  useVendorsCommand((body: RequestVendorBookingDto) => apiFetch<VendorBookingRequested>('/api/vendor-bookings', { method: 'POST', body }));

/** `POST /api/vendor-bookings/:id/confirm` or `/decline`, with the vendor's message. */
export const useAnswerBooking = () =>
  useVendorsCommand(({ id, answer, message }: { id: string; answer: 'confirm' | 'decline'; message?: string }) =>
    apiFetch<CommandResult>(bookingPath(id, answer), { method: 'POST', body: message ? { message } : {} }),
  );

/** `POST /api/vendor-bookings/:id/cancel`. */
export const useCancelBooking = () => useVendorsCommand((id: string) => apiFetch<CommandResult>(bookingPath(id, 'cancel'), { method: 'POST', body: {} }));

/** `POST /api/vendor-bookings/:id/review`. */
export const useReviewBooking = () =>
  useVendorsCommand(({ id, rating, comment }: { id: string; rating: number; comment?: string }) =>
    apiFetch<CommandResult>(bookingPath(id, 'review'), { method: 'POST', body: comment ? { rating, comment } : { rating } }),
  );

/** `POST /api/vendors`. */
export const useAddVendor = () => useVendorsCommand((body: CreateVendorDto) => apiFetch<CommandResult>('/api/vendors', { method: 'POST', body }));

/** `PUT /api/vendors/me` (If-Match: the revision the form was filled from). */
export const useChangeOwnVendor = () =>
  useVendorsCommand(({ body, revision }: { body: VendorProfileDto; revision: number }) =>
    apiFetch<CommandResult>('/api/vendors/me', { method: 'PUT', body, headers: { 'If-Match': String(revision) } }),
  );

/** `PUT /api/vendors/:id` (If-Match: the revision the form was filled from): the office changes a profile. */
export const useChangeVendor = () =>
  useVendorsCommand(({ id, body, revision }: { id: string; body: VendorProfileDto; revision: number }) =>
    apiFetch<CommandResult>(`/api/vendors/${encodeURIComponent(id)}`, { method: 'PUT', body, headers: { 'If-Match': String(revision) } }),
  );

/** Where a vendor's photos are kept: `me` for the vendor's own account, else the vendor's id (the office). */
const photosPath = (owner: string) => `/api/vendors/${owner === 'me' ? 'me' : encodeURIComponent(owner)}/photos`;

/** `POST /api/vendors/:id/photos` or `/api/vendors/me/photos` (multipart, field `file`). */
export const useAddVendorPhoto = () =>
  useVendorsCommand(({ owner, file }: { owner: string; file: File }) => {
    const body = new FormData();
    body.append('file', file);
    return apiFetch<CommandResult>(photosPath(owner), { method: 'POST', body });
  });

/** `DELETE /api/vendors/:id/photos/:photoId` or `/api/vendors/me/photos/:photoId`. */
export const useRemoveVendorPhoto = () =>
  useVendorsCommand(({ owner, photoId }: { owner: string; photoId: string }) =>
    apiFetch<CommandResult>(`${photosPath(owner)}/${encodeURIComponent(photoId)}`, { method: 'DELETE' }),
  );

/** `PUT /api/vendors/:id/account`: an administrator links a free vendor account to a profile with none. */
export const useLinkVendorAccount = () =>
  useVendorsCommand(({ id, userId }: { id: string; userId: string }) =>
    apiFetch<CommandResult>(`/api/vendors/${encodeURIComponent(id)}/account`, { method: 'PUT', body: { userId } satisfies LinkVendorAccountDto }),
  );

/** `DELETE /api/vendors/:id/account`: an administrator frees a profile's account to keep another. */
export const useUnlinkVendorAccount = () =>
  useVendorsCommand((id: string) => apiFetch<CommandResult>(`/api/vendors/${encodeURIComponent(id)}/account`, { method: 'DELETE' }));
