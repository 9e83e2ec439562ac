import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { mediaFileDecider } from '../../domain/media.decider';
import { mediaFileStream } from '../../domain/media.events';
import { MediaQueries } from '../../queries/media-queries.service';
import { MEDIA_STORAGE, type MediaStorage } from '../../storage/media-storage.port';
import { MediaUsageRegistry } from '../../usage/media-usage.registry';
import { DeleteMediaFileCommand } from './delete-media-file.command';

@CommandHandler(DeleteMediaFileCommand)
export class DeleteMediaFileHandler implements ICommandHandler<DeleteMediaFileCommand, CommandDone> {
  private readonly logger = new Logger('DeleteMediaFile');

  constructor(
    private readonly executor: CommandExecutor,
    private readonly usage: MediaUsageRegistry,
    private readonly queries: MediaQueries,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  async execute({ mediaId, confirmed, actor }: DeleteMediaFileCommand): Promise<CommandDone> {
    const document = await this.queries.document(mediaId);
    if (!document) throw new DomainError('NOT_FOUND');
    const uses = await this.usage.usesOf(mediaId);
    if (uses.length > 0 && !confirmed) throw new DomainError('MEDIA_IN_USE', { uses });
    const done = await this.executor.execute(
      mediaFileStream(mediaId),
      mediaFileDecider,
      { type: 'DeleteMediaFile', mediaId, uses: uses.length, confirmed },
      { actorId: actorIdOf(actor) },
    );
    // The event is the record; bytes left behind by a failure here are only disk space.
    for (const key of [document.storageKey, document.thumbnailKey]) {
      if (key) await this.storage.remove(key).catch((error: unknown) => this.logger.warn(`Could not remove ${key}: ${(error as Error).message}`));
    }
    return { id: mediaId, revision: done.revision, position: done.position };
  }
}
