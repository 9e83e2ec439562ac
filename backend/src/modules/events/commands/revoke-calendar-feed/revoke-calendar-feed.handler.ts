import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { calendarFeedDecider } from '../../domain/calendar-feed.decider';
import { calendarFeedStream } from '../../domain/calendar-feed.events';
import { RevokeCalendarFeedCommand } from './revoke-calendar-feed.command';

@CommandHandler(RevokeCalendarFeedCommand)
export class RevokeCalendarFeedHandler implements ICommandHandler<RevokeCalendarFeedCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ userId, actor }: RevokeCalendarFeedCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(
      calendarFeedStream(userId),
      calendarFeedDecider,
      { type: 'RevokeCalendarFeed', userId },
      { actorId: actorIdOf(actor), retries: 3 },
    );
    return { id: userId, revision: outcome.revision, position: outcome.position };
  }
}
