import type { MyGivingView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { givingKeys } from './giving-keys.constant';

/** `GET /api/me/giving`: the signed-in member's own gifts and their total. */
export const useMyGiving = () => useQuery({ queryKey: givingKeys.mine(), queryFn: ({ signal }) => apiFetch<MyGivingView>('/api/me/giving', { signal }) });
