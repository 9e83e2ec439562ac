import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { EventDetails } from '../../domain/event.events';
import { deadlineOf } from '../deadline.util';
import { detailsOf } from '../event-input.type';
import { EventWriter } from '../event-writer.service';
import { ScheduleEventCommand } from './schedule-event.command';

@CommandHandler(ScheduleEventCommand)
export class ScheduleEventHandler implements ICommandHandler<ScheduleEventCommand, CommandDone> {
  constructor(private readonly writer: EventWriter) {}

  async execute({ eventId, input, actor }: ScheduleEventCommand): Promise<CommandDone> {
    const timeZone = await this.writer.timeZone();
    const times = this.writer.times(input, timeZone);
    const details = detailsOf(input, deadlineOf(input.registrationDeadline, timeZone)) as EventDetails;
    return this.writer.run(eventId, { type: 'ScheduleEvent', eventId, details, times, continues: null }, actor);
  }
}
