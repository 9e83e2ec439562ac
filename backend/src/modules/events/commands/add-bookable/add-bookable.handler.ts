import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { bookableStream } from '../../domain/bookable.events';
import { bookables } from '../event-writer.service';
import { AddBookableCommand } from './add-bookable.command';

@CommandHandler(AddBookableCommand)
export class AddBookableHandler implements ICommandHandler<AddBookableCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ bookableId, kind, name, capacity, actor }: AddBookableCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(
      bookableStream(bookableId),
      bookables,
      { type: 'AddBookable', bookableId, kind, name, capacity: kind === 'room' ? capacity : null },
      { actorId: actorIdOf(actor) },
    );
    return { id: bookableId, revision: outcome.revision, position: outcome.position };
  }
}
