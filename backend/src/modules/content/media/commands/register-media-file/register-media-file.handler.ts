import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fileTypeFromFile } from 'file-type';
import { MEDIA_LIMITS, mediaKindOf } from '@koinonia/contracts';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { mediaFileDecider } from '../../domain/media.decider';
import { mediaFileStream } from '../../domain/media.events';
import { MediaQueries } from '../../queries/media-queries.service';
import { MEDIA_STORAGE, type MediaStorage } from '../../storage/media-storage.port';
import { RegisterMediaFileCommand } from './register-media-file.command';

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A name people see: the browser's, tidied (no control characters or path), never trusted for the type. */
export function tidyMediaName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, MEDIA_LIMITS.name) || 'file';
}

@CommandHandler(RegisterMediaFileCommand)
export class RegisterMediaFileHandler implements ICommandHandler<RegisterMediaFileCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: MediaQueries,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  async execute({ mediaId, path, name, actor }: RegisterMediaFileCommand): Promise<CommandDone> {
    const { size } = await stat(path);
    const { maxUploadBytes } = await this.queries.settings();
    if (size > maxUploadBytes) throw new DomainError('FILE_TOO_LARGE', { maxBytes: maxUploadBytes });
    if (size === 0) throw new DomainError('UPLOAD_FAILED');
    // The type is the content's (magic bytes), never the name's: an executable named .mp3 is refused.
    const detected = await fileTypeFromFile(path);
    const kind = detected ? mediaKindOf(detected.mime) : null;
    if (!detected || !kind) throw new DomainError('UNSUPPORTED_FILE_TYPE', { detected: detected?.mime ?? null });
    const storageKey = `files/${mediaId}`;
    const sha256 = await sha256Of(path);
    await this.storage.putFile(storageKey, path, detected.mime);
    try {
      const file = { mediaId, name: tidyMediaName(name), kind, mediaType: detected.mime, bytes: size, sha256, storageKey };
      const outcome = await this.executor.execute(
        mediaFileStream(mediaId),
        mediaFileDecider,
        { type: 'RegisterMediaFile', file },
        { actorId: actorIdOf(actor) },
      );
      return { id: mediaId, revision: outcome.revision, position: outcome.position };
    } catch (error) {
      await this.storage.remove(storageKey);
      throw error;
    }
  }
}
