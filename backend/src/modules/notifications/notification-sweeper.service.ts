import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NOTIFICATION_RULES } from '@koinonia/contracts';
import { bySystem } from '../../platform/commands/command-actor.type';
import { PeriodicJob } from '../../platform/jobs/periodic-job';
import { SweepInboxCommand } from './commands/sweep-inbox/sweep-inbox.command';
import { NotificationQueries } from './queries/notification-queries.service';

/**
 * Every 60 seconds, applies the keeping rules to the centres that have something due: expired
 * auto-expiring notifications, and read or dismissed ones older than 3 days, go as
 * `NotificationExpired` events. The rules themselves are the inbox decider's (with its clock).
 */
@Injectable()
export class NotificationSweeper extends PeriodicJob {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: NotificationQueries,
  ) {
    super('NotificationSweeper', NOTIFICATION_RULES.checkEveryMs);
  }

  /** One pass at `now`; answers how many notifications went. */
  async run(now = new Date()): Promise<number> {
    let removed = 0;
    for (const userId of await this.queries.usersToSweep(now)) removed += (await this.commands.execute(new SweepInboxCommand(userId, now, bySystem()))).removed;
    return removed;
  }
}
