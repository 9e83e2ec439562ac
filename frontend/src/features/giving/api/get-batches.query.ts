import type { BatchView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { givingKeys } from './giving-keys.constant';

/** `GET /api/batches`: every batch, newest first. */
export const useBatches = () => useQuery({ queryKey: givingKeys.batches(), queryFn: ({ signal }) => apiFetch<BatchView[]>('/api/batches', { signal }) });
