import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_IMAGE_TYPES } from '@koinonia/contracts';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { eventDecider } from '../../domain/event.decider';
import { eventStream } from '../../domain/event.events';
import { EventImageStore } from '../../images/event-image.store';
import { ChangeEventImageCommand } from './change-event-image.command';

/**
 * Images only (JPEG, PNG or WebP by their content). The file is written before the event and the
 * old one removed after it, so a recorded image always has its file.
 */
@CommandHandler(ChangeEventImageCommand)
export class ChangeEventImageHandler implements ICommandHandler<ChangeEventImageCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly images: EventImageStore,
  ) {}

  async execute({ eventId, imageId, file, actor }: ChangeEventImageCommand): Promise<CommandDone> {
    const current = await this.executor.load(eventStream(eventId), eventDecider);
    if (current.state.status !== 'scheduled') throw new DomainError('NOT_FOUND');
    const previous = current.state.imageId ?? null;
    if (file) {
      if (!file.detectedType || !EVENT_IMAGE_TYPES.includes(file.detectedType.mime)) throw new DomainError('UNSUPPORTED_FILE_TYPE');
      // A file that claims to be an image but is not one fails here, before anything is kept.
      await this.images.save(imageId, file.bytes).catch(() => {
        throw new DomainError('UNSUPPORTED_FILE_TYPE');
      });
    }
    const next = file ? imageId : null;
    try {
      const outcome = await this.executor.execute(
        eventStream(eventId),
        eventDecider,
        { type: 'ChangeEventImage', eventId, imageId: next },
        { actorId: actorIdOf(actor), expectedRevision: current.revision },
      );
      if (previous && previous !== next) await this.images.remove(previous);
      return { id: eventId, revision: outcome.revision, position: outcome.position };
    } catch (error) {
      if (next) await this.images.remove(next);
      throw error;
    }
  }
}
