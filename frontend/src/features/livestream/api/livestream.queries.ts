import type { LivestreamSettingsView, LivestreamStatusView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
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
 * The status for a visitor on the public watch page: a 401 means the church has not opened it (no
 * retry; asked again only on the visitor's "try again"). Polled while open: no socket signed out.
 */
export const usePublicLivestreamStatus = () =>
  useQuery({
    queryKey: livestreamKeys.publicStatus(),
    queryFn: ({ signal }) => apiFetch<LivestreamStatusView>('/api/livestream/status', { signal }),
    meta: SHOWS_OWN_ERRORS,
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? false : 15_000),
  });
