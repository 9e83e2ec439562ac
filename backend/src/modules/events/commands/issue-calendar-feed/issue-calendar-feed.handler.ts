import { randomBytes } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { calendarFeedDecider } from '../../domain/calendar-feed.decider';
import { calendarFeedStream } from '../../domain/calendar-feed.events';
import { feedTokenOf, hashFeedSecret } from '../../calendar/feed-token.util';
import { IssueCalendarFeedCommand, type CalendarFeedDone } from './issue-calendar-feed.command';

@CommandHandler(IssueCalendarFeedCommand)
export class IssueCalendarFeedHandler implements ICommandHandler<IssueCalendarFeedCommand, CalendarFeedDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ userId, actor }: IssueCalendarFeedCommand): Promise<CalendarFeedDone> {
    const secret = randomBytes(32).toString('base64url');
    const outcome = await this.executor.execute(
      calendarFeedStream(userId),
      calendarFeedDecider,
      { type: 'IssueCalendarFeed', userId, tokenHash: hashFeedSecret(secret) },
      { actorId: actorIdOf(actor), retries: 3 },
    );
    return { id: userId, revision: outcome.revision, position: outcome.position, token: feedTokenOf(userId, secret) };
  }
}
