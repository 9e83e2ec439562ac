import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SecurityLogAnchors } from './security-log-anchors.service';

/** How often the log is anchored (when it moved). */
export const ANCHOR_EVERY_MS = 60 * 60 * 1000;

/**
 * Anchors the security log at start and every hour after (when it moved since the last anchor),
 * so a log cut short or rewritten is caught against an anchor at most an hour old. A log that no
 * longer extends the last anchor is not anchored over: that is reported, and verification says where.
 */
@Injectable()
export class SecurityLogAnchorJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('SecurityLogAnchors');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly anchors: SecurityLogAnchors) {}

  onApplicationBootstrap(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), ANCHOR_EVERY_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.anchors
      .anchor({ always: false })
      .then(({ refused }) => {
        if (refused) this.logger.error(`The security log was not anchored: ${refused}. Verify the chain in the security center.`);
      })
      .catch((error: unknown) => this.logger.warn(`Could not anchor the security log: ${String(error)}`));
    await this.running;
    this.running = null;
  }
}
