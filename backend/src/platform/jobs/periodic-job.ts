import { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';

/**
 * Work the app does by the clock (sweeps, reminders): `run` every `everyMs` from the start, one
 * pass at a time (a slow pass is not overlapped by the next tick), never holding the process
 * open, and awaited on shutdown so a pass is not cut off half-way. A failed pass is logged and
 * the next tick tries again. Tests call `run(now)` directly.
 */
export abstract class PeriodicJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  protected constructor(
    private readonly name: string,
    private readonly everyMs: number,
  ) {
    this.logger = new Logger(name);
  }

  /** One pass at `now`. */
  abstract run(now?: Date): Promise<unknown>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.everyMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.run().catch((error: unknown) => this.logger.warn(`${this.name} failed: ${String(error)}`));
    await this.running;
    this.running = null;
  }
}
