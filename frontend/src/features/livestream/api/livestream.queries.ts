import type { LivestreamSettingsView, LivestreamStatusView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch, isApiError } from '../../../shared/api';
import { livestreamKeys } from './livestream-keys.constant';

/** `GET /api/livestream/status`: LIVE or offline, the viewers, the next stream. Pushes keep it fresh; a slow poll covers a lost socket. */
export const useLivestreamStatus = () =>
  useQuery({
    queryKey: livestreamKeys.status(),
    queryFn: ({ signal }) => apiFetch<LivestreamStatusView>('/api/livestream/status', { signal }),
    refetchInterval: 30_000,
  });

/** `GET /api/livestream/settings` (the media team). */
export const useLivestreamSettings = (enabled: boolean) =>
  useQuery({
    queryKey: livestreamKeys.settings(),
    queryFn: ({ signal }) => apiFetch<LivestreamSettingsView>('/api/livestream/settings', { signal }),
    enabled,
  });

/**
 * The status for a visitor on the public watch page; null while the church keeps it closed (the
 * server's 401, taken here as an answer rather than a lost session, which would forget the query).
 * Polled: no socket signed out.
 */
export const usePublicLivestreamStatus = () =>
  useQuery({
    queryKey: livestreamKeys.publicStatus(),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<LivestreamStatusView>('/api/livestream/status', { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    meta: SHOWS_OWN_ERRORS,
    refetchInterval: 15_000,
  });
