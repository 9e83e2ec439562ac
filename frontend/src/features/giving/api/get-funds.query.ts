import type { FundView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { givingKeys } from './giving-keys.constant';

/** `GET /api/funds`: every fund, active and closed, by name. */
export const useFunds = () => useQuery({ queryKey: givingKeys.funds(), queryFn: ({ signal }) => apiFetch<FundView[]>('/api/funds', { signal }) });
