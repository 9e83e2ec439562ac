import type { MediaKind, MediaMetadata } from '@koinonia/contracts';

/** A file that finished uploading, its type sniffed from its content and its bytes in storage. */
export type MediaFileUploaded = {
  type: 'MediaFileUploaded';
  data: {
    mediaId: string;
    name: string;
    kind: MediaKind;
    mediaType: string;
    bytes: number;
    sha256: string;
    /** The storage key of its bytes. */
    storageKey: string;
    uploadedBy: string | null;
    uploadedAt: string;
  };
};
/** What probing found: metadata, and whether a thumbnail was made (under `thumbnailKey`). */
export type MediaFileProbed = {
  type: 'MediaFileProbed';
  data: { mediaId: string; outcome: 'done' | 'failed'; metadata: MediaMetadata | null; thumbnailKey: string | null };
};
export type MediaFileRenamed = { type: 'MediaFileRenamed'; data: { mediaId: string; name: string } };
export type MediaFileTagged = { type: 'MediaFileTagged'; data: { mediaId: string; tags: string[] } };
/** Deleted, with the uses it had when someone confirmed (empty when it had none). */
export type MediaFileDeleted = { type: 'MediaFileDeleted'; data: { mediaId: string; deletedBy: string | null; usesAtDeletion: number } };
export type MediaFileEvent = MediaFileUploaded | MediaFileProbed | MediaFileRenamed | MediaFileTagged | MediaFileDeleted;

export type MediaUploadLimitChanged = { type: 'MediaUploadLimitChanged'; data: { maxUploadBytes: number } };
export type MediaSettingsEvent = MediaUploadLimitChanged;

export const MEDIA_EVENT_TYPES = {
  file: new Set<string>(['MediaFileUploaded', 'MediaFileProbed', 'MediaFileRenamed', 'MediaFileTagged', 'MediaFileDeleted']),
  settings: new Set<string>(['MediaUploadLimitChanged']),
} as const;

export const mediaFileStream = (mediaId: string) => `media-${mediaId}`;
export const MEDIA_SETTINGS_STREAM = 'media-settings';
export const MEDIA_SETTINGS_ID = 'media-settings';
