import { Injectable } from '@nestjs/common';
import { VALIDATION_MESSAGES, type SermonAttachmentView, type SermonMedia } from '@koinonia/contracts';
import { DomainError } from '../../../../platform/errors/domain-error';
import { MediaFiles } from '../../media';

/**
 * A sermon's library files: checked when they are given (the recording an audio or video file of the
 * library, each attachment a file of it), and described when the sermon is read — the file's type,
 * size and length come from the library, so they are right however the file was probed or renamed.
 */
@Injectable()
export class SermonFiles {
  constructor(private readonly files: MediaFiles) {}

  /** Refuses (400, on the field) a recording that is no playable library file, or an attachment that is no library file. */
  async check(media: SermonMedia | null | undefined, attachments: readonly string[] | undefined): Promise<void> {
    if (media?.kind === 'file') {
      const file = await this.files.describe(media.mediaId);
      if (!file || (file.kind !== 'audio' && file.kind !== 'video'))
        throw DomainError.validation([{ field: 'media.mediaId', message: VALIDATION_MESSAGES.choice }]);
    }
    for (const [index, mediaId] of (attachments ?? []).entries()) {
      if (!(await this.files.describe(mediaId))) throw DomainError.validation([{ field: `attachmentIds.${index}`, message: VALIDATION_MESSAGES.choice }]);
    }
  }

  /** The recording with the library file's type, size and length (nulls when the file is gone). */
  async resolve(media: SermonMedia | null): Promise<SermonMedia | null> {
    if (media?.kind !== 'file') return media;
    const file = await this.files.describe(media.mediaId);
    if (!file) return { ...media, mimeType: null, lengthBytes: null, durationSeconds: null };
    const duration = file.metadata?.durationSeconds;
    return { ...media, mimeType: file.mediaType, lengthBytes: file.bytes, durationSeconds: duration == null ? null : Math.round(duration), name: file.name };
  }

  /** The attachments still in the library, in the order given. */
  async attachments(mediaIds: readonly string[]): Promise<SermonAttachmentView[]> {
    const found = await Promise.all(mediaIds.map((mediaId) => this.files.describe(mediaId)));
    return found
      .filter((file) => file !== null)
      .map((file) => ({ mediaId: file.id, name: file.name, mediaType: file.mediaType, bytes: file.bytes, url: file.contentUrl }));
  }
}
