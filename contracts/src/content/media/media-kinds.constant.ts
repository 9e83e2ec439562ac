/**
 * The one place that says which files the media library takes: each type (as the content's magic
 * bytes show it, never the name) and the kind it is filed under. The upload refuses anything else
 * with UNSUPPORTED_FILE_TYPE; the library filters by kind.
 */
export const MEDIA_KINDS = ['image', 'audio', 'video', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_TYPES: Readonly<Record<string, MediaKind>> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'image/avif': 'image',
  'image/heic': 'image',
  'image/heif': 'image',
  'image/tiff': 'image',
  'audio/mpeg': 'audio',
  'audio/mp4': 'audio',
  'audio/aac': 'audio',
  'audio/x-m4a': 'audio',
  'audio/ogg': 'audio',
  'audio/opus': 'audio',
  'audio/wav': 'audio',
  'audio/x-wav': 'audio',
  'audio/flac': 'audio',
  'audio/x-flac': 'audio',
  'audio/webm': 'audio',
  'video/mp4': 'video',
  'video/quicktime': 'video',
  'video/webm': 'video',
  'video/x-matroska': 'video',
  'video/ogg': 'video',
  'video/mpeg': 'video',
  'video/x-m4v': 'video',
  'application/pdf': 'document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.oasis.opendocument.presentation': 'document',
  'application/vnd.oasis.opendocument.text': 'document',
  'application/vnd.ms-powerpoint': 'document',
  'application/msword': 'document',
  'application/x-cfb': 'document',
};

/** The kind a sniffed type is filed under, or null when the library does not take it. */
export function mediaKindOf(mediaType: string): MediaKind | null {
  return Object.prototype.hasOwnProperty.call(MEDIA_TYPES, mediaType) ? MEDIA_TYPES[mediaType]! : null;
}

export const MEDIA_LIMITS = {
  /** The church's upload size limit when nobody has set one: 2 GiB. */
  defaultMaxUploadBytes: 2 * 1024 ** 3,
  /** The highest limit a church may set: 20 GiB. */
  maxUploadBytes: 20 * 1024 ** 3,
  name: 120,
  tag: 40,
  tags: 20,
  search: 100,
} as const;

/** Where the tus uploads go (POST to create, PATCH the bytes, HEAD for the offset). */
export const MEDIA_UPLOAD_PATH = '/api/uploads';
