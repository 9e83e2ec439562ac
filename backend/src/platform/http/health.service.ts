import { Inject, Injectable } from '@nestjs/common';
import type { HealthReport, ProjectionHealth } from '@koinonia/contracts';
import { APP_CONFIG, EVENT_STORE, READ_STORE } from '../platform.tokens';
import type { AppConfig } from '../config/app-config';
import { errorMessage, type FollowerStatus } from '../event-store/event-follower';
import type { EventStore } from '../event-store/event-store.port';
import type { ReadStore } from '../read-store/read-store.port';
import { ProjectionRunner } from '../projections/projection-runner.service';
import { ReactorRunner } from '../reactors/reactor-runner.service';

/** A backlog seen: the head it was behind, and when. */
interface Backlog {
  head: bigint;
  seenAt: number;
}

const started = Date.now();

/**
 * Whether the read side and the reactors keep up: degraded while any of them retries, or lags
 * too long. Lagging is more than `maxLag` events behind and not through, `maxLagMs` later, the
 * backlog it was first seen with: a burst of writes worked off in time never counts, however
 * large; a consumer stuck or slower than the writes does, however often health is asked.
 */
@Injectable()
export class HealthService {
  private readonly backlogs = new Map<string, Backlog>();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly projections: ProjectionRunner,
    private readonly reactors: ReactorRunner,
  ) {}

  async report(now = Date.now()): Promise<HealthReport> {
    const head = await this.eventStore.headPosition();
    let healthy = true;
    const describe = (kind: string, status: FollowerStatus & { name: string }, checkpoint: bigint): ProjectionHealth => {
      const lag = head > checkpoint ? Number(head - checkpoint) : 0;
      if (status.state !== 'running' || this.lagging(`${kind}:${status.name}`, checkpoint, head, now)) healthy = false;
      return {
        name: status.name,
        status: status.state,
        checkpoint: checkpoint.toString(),
        lag,
        retryingSince: status.retryingSince?.toISOString() ?? null,
        lastError: status.lastError === null ? null : errorMessage(status.lastError, false),
      };
    };
    const projections = this.projections.statuses().map((status) => describe('projection', status, status.checkpoint));
    const reactors = this.reactors.statuses().map((status) => describe('reactor', status, status.position));
    return {
      status: healthy ? 'ok' : 'degraded',
      eventStore: { adapter: this.eventStore.adapter, position: head.toString() },
      readStore: { adapter: this.readStore.adapter },
      projections,
      reactors,
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
    };
  }

  private lagging(key: string, checkpoint: bigint, head: bigint, now: number): boolean {
    if (head - checkpoint <= BigInt(this.config.health.maxLag)) {
      this.backlogs.delete(key);
      return false;
    }
    const seen = this.backlogs.get(key);
    if (!seen || checkpoint >= seen.head) {
      // New, or the one seen before is worked off (more came since): time the current one.
      this.backlogs.set(key, { head, seenAt: now });
      return this.config.health.maxLagMs === 0;
    }
    return now - seen.seenAt >= this.config.health.maxLagMs;
  }
}
