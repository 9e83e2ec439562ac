import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { EventWriter } from '../event-writer.service';
import { CancelEventCommand } from './cancel-event.command';

@CommandHandler(CancelEventCommand)
export class CancelEventHandler implements ICommandHandler<CancelEventCommand, CommandDone> {
  constructor(private readonly writer: EventWriter) {}

  execute({ eventId, expectedRevision, actor }: CancelEventCommand): Promise<CommandDone> {
    return this.writer.run(eventId, { type: 'CancelEvent', eventId }, actor, expectedRevision);
  }
}
