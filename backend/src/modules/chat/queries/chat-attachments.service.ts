import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { MEDIA_STORAGE, type MediaStorage } from '../../content';
import type { ChatAttachmentDocument, ChatMessageDocument } from '../projections/chat.projections';
import { ChatAccess, type ChatReader } from './chat-access.service';

export interface ChatAttachmentBytes {
  stream: Readable;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
}

/**
 * Who may fetch an attachment: before it is sent, its uploader alone (anyone else: NOT_FOUND); once
 * sent, whoever reads its channel (one outside it: AUTHORIZATION, or NOT_FOUND for a private channel
 * or direct message of others, as for the channel itself). A deleted or hidden message's files are
 * served to nobody: NOT_FOUND, as if they were never there (a moderator who shows the message again
 * shows its files again).
 */
@Injectable()
export class ChatAttachments {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly access: ChatAccess,
  ) {}

  private async readable(reader: ChatReader, attachmentId: string): Promise<ChatAttachmentDocument> {
    const attachment = await this.readStore.collection<ChatAttachmentDocument>('chat-attachments').findOne({ _id: attachmentId });
    if (!attachment) throw new DomainError('NOT_FOUND');
    if (attachment.messageId === null) {
      if (attachment.uploaderId !== reader.id) throw new DomainError('NOT_FOUND');
      return attachment;
    }
    await this.access.channelFor(reader, attachment.channelId);
    const message = await this.readStore.collection<ChatMessageDocument>('chat-messages').findOne({ _id: attachment.messageId });
    if (!message || message.deleted || message.hidden) throw new DomainError('NOT_FOUND');
    return attachment;
  }

  /** The file's bytes, or its preview (`thumbnail`: a picture's JPEG; the file itself when it has none). */
  async open(reader: ChatReader, attachmentId: string, thumbnail = false): Promise<ChatAttachmentBytes> {
    const attachment = await this.readable(reader, attachmentId);
    const preview = thumbnail && attachment.thumbnailKey !== null;
    const key = preview ? attachment.thumbnailKey! : attachment.storageKey;
    const size = preview ? await this.storage.size(key) : attachment.size;
    const stream = await this.storage.open(key);
    if (!stream || size === null) throw new DomainError('NOT_FOUND');
    return {
      stream,
      name: attachment.name,
      contentType: preview ? 'image/jpeg' : attachment.contentType,
      size,
      sha256: preview ? `${attachment.sha256}-thumb` : attachment.sha256,
    };
  }
}
