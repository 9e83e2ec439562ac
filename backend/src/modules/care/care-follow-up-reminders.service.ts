import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { READ_STORE } from '../../platform/platform.tokens';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { RemindCareFollowUpCommand } from './commands/remind-care-follow-up/remind-care-follow-up.command';
import type { CareRequestDocument } from './projections/care-requests.projection';

/** How often follow-up dates are looked at: a date is a day long, so hourly is on time. */
export const REMIND_EVERY_MS = 60 * 60 * 1000;

/**
 * Turns follow-up dates that have come into reminders: at start and every hour, each unresolved,
 * assigned request whose date is today or past and not yet reminded of gets a RemindCareFollowUp
 * command (the decider reminds once per date, so two instances or a retry remind once).
 */
@Injectable()
export class CareFollowUpReminders implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('CareFollowUpReminders');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly commands: CommandBus,
  ) {}

  onApplicationBootstrap(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), REMIND_EVERY_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass; answers how many reminders it recorded. */
  async remindDue(now = new Date()): Promise<number> {
    const today = now.toISOString().slice(0, 10);
    const due = await this.readStore
      .collection<CareRequestDocument>('care-requests')
      .find({ status: { $ne: 'resolved' }, assignedTo: { $ne: null }, followUpOn: { $lte: today } });
    let reminded = 0;
    for (const request of due) {
      if (request.remindedFor === request.followUpOn) continue;
      const done = await this.commands.execute(new RemindCareFollowUpCommand(request._id, today));
      if (done.revision > request.revision) reminded += 1;
    }
    return reminded;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.remindDue().catch((error: unknown) => {
      this.logger.warn(`Could not send care follow-up reminders: ${String(error)}`);
      return 0;
    });
    await this.running;
    this.running = null;
  }
}
