import type { SongUsageRow } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { worshipKeys } from './worship-query-keys.constant';

/** `GET /api/songs/usage?from&to`: the CCLI report. */
export const useSongUsage = (from: string, to: string) =>
  useQuery({
    queryKey: worshipKeys.usage(from, to),
    queryFn: ({ signal }) => apiFetch<SongUsageRow[]>('/api/songs/usage', { query: { from, to }, signal }),
    enabled: Boolean(from && to && from <= to),
  });
