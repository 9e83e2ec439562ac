import { createHash } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import sharp from 'sharp';
import { CHAT_ATTACHMENT_TYPES, CHAT_LIMITS, isChatImage } from '@koinonia/contracts';
import { actorIdOf } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { MEDIA_STORAGE, type MediaStorage } from '../../content';
import { isMuted } from '../domain/chat-channel.decider';
import { chatAttachmentDecider } from '../domain/chat-attachment.decider';
import { chatAttachmentStream } from '../domain/chat.events';
import { ChatAccess } from '../queries/chat-access.service';
import { channelState } from './chat.handlers';
import { UploadChatAttachmentCommand } from './chat.commands';

const PREVIEW_SIZE = 480;

/** The name people see: the browser's, without a path or control characters (never trusted for the type). */
export function tidyAttachmentName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || 'file';
}

/** A picture's size (as it is shown: turned upright) and a JPEG preview; null when sharp cannot read it (the file is kept, shown as a file). */
async function previewOf(bytes: Buffer): Promise<{ width: number; height: number; thumbnail: Buffer } | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: 100_000_000 }).rotate();
    const { data, info } = await image
      .clone()
      .resize({ width: PREVIEW_SIZE, height: PREVIEW_SIZE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const meta = await sharp(bytes).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const width = (turned ? meta.height : meta.width) ?? info.width;
    const height = (turned ? meta.width : meta.height) ?? info.height;
    return { width, height, thumbnail: data };
  } catch {
    return null;
  }
}

/**
 * A file for a chat message, kept in the upload center's storage (the media storage: the local disk
 * or S3) under `chat-attachments/`, apart from the media library: only the channel's people see it,
 * once it is sent. The uploader must be able to write in the channel (belong to it, not muted).
 * Refused before anything is stored: a type not in CHAT_ATTACHMENT_TYPES (by content), an empty file.
 */
@CommandHandler(UploadChatAttachmentCommand)
export class UploadChatAttachmentHandler implements ICommandHandler<UploadChatAttachmentCommand, CommandDone> {
  private readonly logger = new Logger('ChatAttachments');

  constructor(
    private readonly executor: CommandExecutor,
    private readonly access: ChatAccess,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  async execute({ attachmentId, channelId, file: given, actor }: UploadChatAttachmentCommand): Promise<CommandDone> {
    const channel = await channelState(this.executor, channelId);
    if (actor.kind === 'user') await this.access.check(actor.user, channel);
    const uploaderId = actorIdOf(actor);
    if (!uploaderId) throw new DomainError('AUTHORIZATION');
    if (isMuted(channel, uploaderId, new Date().toISOString())) throw new DomainError('CHAT_MUTED', { channelId });
    const file = typeof given === 'function' ? await given() : given;
    if (file.bytes.length > CHAT_LIMITS.attachmentBytes) throw new DomainError('FILE_TOO_LARGE', { maxBytes: CHAT_LIMITS.attachmentBytes });
    const contentType = file.detectedType?.mime ?? '';
    if (!(CHAT_ATTACHMENT_TYPES as readonly string[]).includes(contentType)) throw new DomainError('UNSUPPORTED_FILE_TYPE', { detected: contentType || null });

    const preview = isChatImage(contentType) ? await previewOf(file.bytes) : null;
    const storageKey = `chat-attachments/${attachmentId}`;
    const thumbnailKey = preview ? `${storageKey}.thumb` : null;
    await this.storage.put(storageKey, file.bytes, contentType);
    try {
      if (preview && thumbnailKey) await this.storage.put(thumbnailKey, preview.thumbnail, 'image/jpeg');
      const outcome = await this.executor.execute(
        chatAttachmentStream(attachmentId),
        chatAttachmentDecider,
        {
          type: 'UploadChatAttachment',
          file: {
            attachmentId,
            channelId,
            uploaderId,
            name: tidyAttachmentName(file.filename),
            contentType,
            size: file.bytes.length,
            sha256: createHash('sha256').update(file.bytes).digest('hex'),
            storageKey,
            thumbnailKey,
            width: preview?.width ?? null,
            height: preview?.height ?? null,
          },
        },
        { actorId: uploaderId },
      );
      return { id: attachmentId, revision: outcome.revision, position: outcome.position };
    } catch (error) {
      for (const key of [storageKey, thumbnailKey])
        if (key) await this.storage.remove(key).catch((e: unknown) => this.logger.warn(`Could not remove ${key}: ${(e as Error).message}`));
      throw error;
    }
  }
}
