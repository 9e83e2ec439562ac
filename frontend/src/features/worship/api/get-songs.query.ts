import type { SongView } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { worshipKeys } from './worship-query-keys.constant';

/** `GET /api/songs?q=`: the library, searched. */
export const useSongs = (q: string) =>
  useQuery({
    queryKey: worshipKeys.songs(q),
    queryFn: ({ signal }) => apiFetch<SongView[]>('/api/songs', { query: { q }, signal }),
    placeholderData: keepPreviousData,
  });
