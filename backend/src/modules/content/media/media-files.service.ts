import { Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { MediaFileView } from '@koinonia/contracts';
import { MediaQueries } from './queries/media-queries.service';
import { MEDIA_STORAGE, type ByteRange, type MediaStorage } from './storage/media-storage.port';

/** A file's bytes, or a range of them, ready to send. */
export interface MediaStream {
  stream: Readable;
  mediaType: string;
  /** The whole file's size. */
  size: number;
  /** The range sent, or null for the whole file. */
  range: ByteRange | null;
  name: string;
  sha256: string;
}

/**
 * What other contexts may do with the media library (sermons play their recordings through it):
 * describe a file, and open its bytes or a range of them.
 */
@Injectable()
export class MediaFiles {
  constructor(
    private readonly queries: MediaQueries,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  /** The file as the library shows it, or null when there is no such file (or it was deleted). */
  async describe(mediaId: string): Promise<MediaFileView | null> {
    const document = await this.queries.document(mediaId);
    if (!document) return null;
    const [view] = await this.queries.views([document]);
    return view ?? null;
  }

  /** The file's bytes (the range asked, clamped to the file), or null when there is no such file. */
  async open(mediaId: string, range?: ByteRange): Promise<MediaStream | null> {
    const document = await this.queries.document(mediaId);
    if (!document) return null;
    const size = document.bytes;
    const clamped = range ? { start: range.start, end: Math.min(range.end, size - 1) } : null;
    const stream = await this.storage.open(document.storageKey, clamped ?? undefined);
    if (!stream) return null;
    return { stream, mediaType: document.mediaType, size, range: clamped, name: document.name, sha256: document.sha256 };
  }

  /** The file's thumbnail (JPEG), or null when it has none. */
  async thumbnail(mediaId: string): Promise<Readable | null> {
    const document = await this.queries.document(mediaId);
    if (!document?.thumbnailKey) return null;
    return this.storage.open(document.thumbnailKey);
  }
}
