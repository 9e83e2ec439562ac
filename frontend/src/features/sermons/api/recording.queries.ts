import type { CommandResult, LivestreamRecordingView } from '@koinonia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { sermonsKeys } from './sermons-keys.constant';

/** A livestream's recording as the media team sees it (`GET /api/livestream/recordings`): its length and its cut. */
export const useRecording = (recordingId: string | null) =>
  useQuery({
    queryKey: sermonsKeys.recording(recordingId ?? ''),
    queryFn: async ({ signal }) => {
      const recordings = await apiFetch<LivestreamRecordingView[]>('/api/livestream/recordings', { signal });
      return recordings.find((r) => r.recordingId === recordingId) ?? null;
    },
    enabled: Boolean(recordingId),
  });

/** `POST /api/livestream/recordings/:id/trim`: ffmpeg cuts the original to start..end seconds; the recording is read again after. */
export const useTrimRecording = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ recordingId, startSeconds, endSeconds }: { recordingId: string; startSeconds: number; endSeconds: number }) =>
      apiFetch<CommandResult>(`/api/livestream/recordings/${encodeURIComponent(recordingId)}/trim`, { method: 'POST', body: { startSeconds, endSeconds } }),
    meta: SHOWS_OWN_ERRORS,
    onSettled: (_result, _error, { recordingId }) => client.invalidateQueries({ queryKey: sermonsKeys.recording(recordingId) }),
  });
};
