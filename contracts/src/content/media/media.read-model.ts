import type { Page } from '../../platform/page.read-model';
import type { MediaKind } from './media-kinds.constant';

/** What ffprobe (or sharp, for an image) found in a file; null parts it could not tell. */
export interface MediaMetadata {
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  /** Codec names, video first (e.g. `h264`, `aac`). */
  codecs: string[];
}

/** One place a file is used (a sermon, say), as the context that uses it describes it. */
export interface MediaUseView {
  /** What uses it: `sermon`, … */
  kind: string;
  title: string;
  /** The page of what uses it, in this app (e.g. `/sermons/…`). */
  link: string;
}

/** One file in the media library. */
export interface MediaFileView {
  id: string;
  name: string;
  kind: MediaKind;
  /** The type its content shows (magic bytes). */
  mediaType: string;
  bytes: number;
  sha256: string;
  tags: string[];
  uploadedBy: { id: string; name: string } | null;
  uploadedAt: string;
  /** `pending` until it has been probed; `failed` when the file could not be read. */
  probe: 'pending' | 'done' | 'failed';
  metadata: MediaMetadata | null;
  hasThumbnail: boolean;
  /** `/api/media/:id/content` — streamed with range requests. */
  contentUrl: string;
  thumbnailUrl: string | null;
  revision: number;
}

/** A file with where it is used (`GET /api/media/:id`). */
export interface MediaFileDetailView extends MediaFileView {
  uses: MediaUseView[];
}

/** The church's media settings. */
export interface MediaSettingsView {
  maxUploadBytes: number;
  revision: number;
}

/** What the tus upload answers when it is complete (the finishing PATCH's body). */
export interface MediaUploadDone {
  id: string;
  position: string;
}

/** A page of the library (`GET /api/media`). */
export type MediaFilePage = Page<MediaFileView>;

/** Every tag the library's files carry (`GET /api/media/tags`), for its filter. */
export interface MediaTagsView {
  tags: string[];
}
