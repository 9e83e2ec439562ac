import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NOTIFICATION_RULES } from '@koinonia/contracts';
import { bySystem } from '../../platform/commands/command-actor.type';
import { SweepInboxCommand } from './commands/sweep-inbox/sweep-inbox.command';
import { NotificationQueries } from './queries/notification-queries.service';

/**
 * Every 60 seconds, applies the keeping rules to the centres that have something due: expired
 * auto-expiring notifications, and read or dismissed ones older than 3 days, go as
 * `NotificationExpired` events. The rules themselves are the inbox decider's (with its clock).
 */
@Injectable()
export class NotificationSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('NotificationSweeper');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: NotificationQueries,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), NOTIFICATION_RULES.checkEveryMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass at `now`; answers how many notifications went. */
  async sweep(now = new Date()): Promise<number> {
    let removed = 0;
    for (const userId of await this.queries.usersToSweep(now)) removed += (await this.commands.execute(new SweepInboxCommand(userId, now, bySystem()))).removed;
    return removed;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.sweep().catch((error: unknown) => {
      this.logger.warn(`Could not sweep notifications: ${String(error)}`);
      return 0;
    });
    await this.running;
    this.running = null;
  }
}
