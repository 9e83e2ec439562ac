import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import { scheduleOf } from '../../domain/event.decider';
import { scheduledWallOn } from '../../schedule/event-schedule.util';
import { EventWriter } from '../event-writer.service';
import { CancelOccurrenceCommand } from './cancel-occurrence.command';

@CommandHandler(CancelOccurrenceCommand)
export class CancelOccurrenceHandler implements ICommandHandler<CancelOccurrenceCommand, CommandDone> {
  constructor(private readonly writer: EventWriter) {}

  async execute({ eventId, date, actor }: CancelOccurrenceCommand): Promise<CommandDone> {
    const { state } = await this.writer.load(eventId);
    if (state.status !== 'scheduled') throw new DomainError('NOT_FOUND');
    const scheduled = scheduledWallOn(scheduleOf(state), date) !== null;
    return this.writer.run(eventId, { type: 'CancelOccurrence', eventId, date, scheduled }, actor);
  }
}
