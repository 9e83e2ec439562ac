import type { DonationTrail } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { givingKeys } from './giving-keys.constant';

/** `GET /api/donations/:id`: a gift, its batch and its trail. */
export const useDonation = (id: string | null) =>
  useQuery({
    queryKey: givingKeys.donation(id ?? ''),
    queryFn: ({ signal }) => apiFetch<DonationTrail>(`/api/donations/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== null,
  });
