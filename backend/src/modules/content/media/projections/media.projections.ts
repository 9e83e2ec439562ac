import type { MediaKind, MediaMetadata } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection.type';
import { MEDIA_EVENT_TYPES, MEDIA_SETTINGS_ID, type MediaFileEvent, type MediaSettingsEvent } from '../domain/media.events';

export type MediaFileDocument = {
  _id: string;
  name: string;
  /** The name in lower case, for search. */
  searchText: string;
  kind: MediaKind;
  mediaType: string;
  bytes: number;
  sha256: string;
  storageKey: string;
  tags: string[];
  uploadedBy: string | null;
  uploadedAt: string;
  probe: 'pending' | 'done' | 'failed';
  metadata: MediaMetadata | null;
  thumbnailKey: string | null;
  revision: number;
};

/** The media library: every file not deleted, with its metadata once probed. */
export const mediaLibraryProjection: Projection<MediaFileDocument> = {
  name: 'media-library',
  collection: 'media-library',
  version: 1,
  indexes: [{ spec: { uploadedAt: -1 } }, { spec: { tags: 1 } }, { spec: { kind: 1 } }],
  canHandle: (event: RecordedEvent) => MEDIA_EVENT_TYPES.file.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { mediaId?: string }).mediaId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as MediaFileEvent;
    switch (event.type) {
      case 'MediaFileUploaded': {
        const { mediaId, name, kind, mediaType, bytes, sha256, storageKey, uploadedBy, uploadedAt } = event.data;
        return {
          _id: mediaId,
          name,
          searchText: name.toLowerCase(),
          kind,
          mediaType,
          bytes,
          sha256,
          storageKey,
          tags: [],
          uploadedBy,
          uploadedAt,
          probe: 'pending',
          metadata: null,
          thumbnailKey: null,
          revision: recorded.revision,
        };
      }
      case 'MediaFileProbed':
        return document
          ? { ...document, probe: event.data.outcome, metadata: event.data.metadata, thumbnailKey: event.data.thumbnailKey, revision: recorded.revision }
          : null;
      case 'MediaFileRenamed':
        return document ? { ...document, name: event.data.name, searchText: event.data.name.toLowerCase(), revision: recorded.revision } : null;
      case 'MediaFileTagged':
        return document ? { ...document, tags: event.data.tags, revision: recorded.revision } : null;
      case 'MediaFileDeleted':
        return null;
      default:
        return document;
    }
  },
};

export type MediaSettingsDocument = { _id: string; maxUploadBytes: number; revision: number };

/** The church's media settings (one document). */
export const mediaSettingsProjection: Projection<MediaSettingsDocument> = {
  name: 'media-settings',
  collection: 'media-settings',
  version: 1,
  canHandle: (event: RecordedEvent) => MEDIA_EVENT_TYPES.settings.has(event.type),
  documentId: () => MEDIA_SETTINGS_ID,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as MediaSettingsEvent;
    if (event.type === 'MediaUploadLimitChanged') return { _id: MEDIA_SETTINGS_ID, maxUploadBytes: event.data.maxUploadBytes, revision: recorded.revision };
    return document;
  },
};
