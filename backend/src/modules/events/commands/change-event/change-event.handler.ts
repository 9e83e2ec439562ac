import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import { EventWriter } from '../event-writer.service';
import { ChangeEventCommand } from './change-event.command';

@CommandHandler(ChangeEventCommand)
export class ChangeEventHandler implements ICommandHandler<ChangeEventCommand, CommandDone> {
  constructor(private readonly writer: EventWriter) {}

  async execute({ eventId, changes, expectedRevision, actor }: ChangeEventCommand): Promise<CommandDone> {
    const { state } = await this.writer.load(eventId);
    if (state.status !== 'scheduled') throw new DomainError('NOT_FOUND');
    return this.writer.changeAll(eventId, state, changes, expectedRevision, actor);
  }
}
