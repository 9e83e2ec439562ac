import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { LIVESTREAM_EVENT_TYPES, type BroadcastEvent } from '../domain/livestream.events';

export type RecordingDocument = {
  _id: string;
  file: string;
  playlist: string;
  startedAt: string;
  endedAt: string;
  durationSeconds: number;
  trimmed: { file: string; startSeconds: number; endSeconds: number } | null;
  revision: number;
};

/** Each broadcast's recording, once saved. */
export const livestreamRecordingsProjection: Projection<RecordingDocument> = {
  name: 'livestream-recordings',
  collection: 'livestream-recordings',
  version: 1,
  indexes: [{ spec: { startedAt: -1 } }],
  canHandle: (event: RecordedEvent) => event.type === 'LivestreamRecordingSaved' || event.type === 'LivestreamRecordingTrimmed',
  documentId: (event: RecordedEvent) => (event.data as { recordingId?: string }).recordingId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    if (!LIVESTREAM_EVENT_TYPES.broadcast.has(recorded.type)) return document;
    const event = { type: recorded.type, data: recorded.data } as BroadcastEvent;
    switch (event.type) {
      case 'LivestreamRecordingSaved':
        return {
          _id: event.data.recordingId,
          file: event.data.file,
          playlist: event.data.playlist,
          startedAt: event.data.startedAt,
          endedAt: event.data.endedAt,
          durationSeconds: event.data.durationSeconds,
          trimmed: null,
          revision: recorded.revision,
        };
      case 'LivestreamRecordingTrimmed':
        return document
          ? {
              ...document,
              trimmed: { file: event.data.file, startSeconds: event.data.startSeconds, endSeconds: event.data.endSeconds },
              revision: recorded.revision,
            }
          : null;
      default:
        return document;
    }
  },
};
