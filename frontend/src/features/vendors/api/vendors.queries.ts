import type { VendorAccountView, VendorBookingStatus, VendorBookingView, VendorCategory, VendorView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { vendorsKeys } from './vendors-keys.constant';

/** `GET /api/vendors?search=&category=`: the directory. */
export const useVendors = (search: string, category: VendorCategory | '') =>
  useQuery({
    queryKey: vendorsKeys.directory(search, category),
    queryFn: ({ signal }) => apiFetch<VendorView[]>('/api/vendors', { query: { ...(search ? { search } : {}), ...(category ? { category } : {}) }, signal }),
  });

/** `GET /api/vendors/me`: a vendor account's own profile. */
export const useOwnVendor = () => useQuery({ queryKey: vendorsKeys.own(), queryFn: ({ signal }) => apiFetch<VendorView>('/api/vendors/me', { signal }) });

/** `GET /api/vendors/:id`: one profile as it stands now, starting from the copy already shown (none for a vendor not yet added). */
export const useVendor = (vendor: VendorView | null) =>
  useQuery({
    queryKey: vendorsKeys.one(vendor?.id ?? ''),
    queryFn: ({ signal }) => apiFetch<VendorView>(`/api/vendors/${encodeURIComponent(vendor?.id ?? '')}`, { signal }),
    enabled: vendor !== null,
    initialData: vendor ?? undefined,
  });

/** `GET /api/vendor-bookings?status=`: every booking for the office, a vendor's own for a vendor. */
export const useVendorBookings = (status: VendorBookingStatus | '') =>
  useQuery({
    queryKey: vendorsKeys.bookings(status),
    queryFn: ({ signal }) => apiFetch<VendorBookingView[]>('/api/vendor-bookings', { query: status ? { status } : {}, signal }),
  });

/** `GET /api/vendors/accounts`: the vendor-role accounts the office may link to a new profile. */
export const useVendorAccounts = (enabled: boolean) =>
  useQuery({ queryKey: vendorsKeys.accounts(), queryFn: ({ signal }) => apiFetch<VendorAccountView[]>('/api/vendors/accounts', { signal }), enabled });
