import { randomUUID } from 'node:crypto';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { REALTIME_ROOMS } from '@koinonia/contracts';
import { EVENT_STORE } from '../../../platform/platform.tokens';
import { SCHEMA_VERSION } from '../../../platform/commands/command-executor.service';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
} from '../../../platform/event-store/event-store.port';
import { RealtimeService } from '../../../platform/realtime/realtime.service';
import { chainEntries, EMPTY_CHAIN, type ChainHead, type StoredEntry } from '../domain/security-log.chain';
import { SECURITY_LOG_ENTRY_RECORDED, SECURITY_LOG_STREAM, type SecurityLogEntry } from '../domain/security-log.events';
import { SecurityLogRuleRegistry } from '../../../platform/security-log/security-log-rules.registry';
import { SecurityQueries } from '../security-queries.service';

/** After a failure (the store unreachable), how long before following the store again. */
const RETRY_AFTER_MS = 1000;

/**
 * Follows the event store (catch-up, then live) and appends a security-log entry for each
 * security-relevant event, in order, to one stream. The log is its own checkpoint: the last
 * entry names the position of its source, so a restart resumes right after it — nothing is
 * skipped, nothing is logged twice. Another instance appending first is met at the stream's
 * expected revision: this one reads what it wrote and carries on from there.
 */
@Injectable()
export class SecurityLogReactor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('SecurityLog');
  private head: ChainHead = EMPTY_CHAIN;
  /** The log stream's last revision (-1 when empty). */
  private revision = -1;
  /** The position of the last source event logged. */
  private checkpoint = 0n;
  private subscription: Subscription | null = null;
  private stopped = true;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly realtime: RealtimeService,
    private readonly queries: SecurityQueries,
    private readonly rules: SecurityLogRuleRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** The position of the last source event in the log. */
  get position(): bigint {
    return this.checkpoint;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.follow();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.close();
  }

  private async follow(): Promise<void> {
    this.adopt(await this.readTail());
    this.subscription = this.eventStore.subscribeToAll(
      { after: this.checkpoint },
      (event) => this.handle(event),
      (error) => {
        this.logger.error(`Security log stopped following the event store: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        this.subscription = null;
        if (!this.stopped) this.retryTimer = setTimeout(() => void this.follow().catch((e: unknown) => this.logger.error(String(e))), RETRY_AFTER_MS);
      },
    );
  }

  private async handle(event: RecordedEvent): Promise<void> {
    if (event.stream === SECURITY_LOG_STREAM) {
      // Entries another instance appended: take them as our own head so we do not collide.
      if (event.revision > this.revision) this.adopt({ revision: event.revision, entry: event.data as unknown as SecurityLogEntry });
      return;
    }
    if (event.position <= this.checkpoint || !this.rules.isRelevant(event.type)) return;
    const drafts = this.rules.entriesFor(event);
    if (drafts.length === 0) return;
    for (;;) {
      const { entries, head } = chainEntries(drafts, event, this.head);
      try {
        const result = await this.eventStore.append(
          SECURITY_LOG_STREAM,
          entries.map((entry) => this.toEvent(entry, event)),
          this.revision < 0 ? 'no_stream' : this.revision,
        );
        this.head = head;
        this.revision = result.revision;
        this.checkpoint = event.position;
        await this.push(entries);
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        await this.catchUpWithLog();
        if (event.position <= this.checkpoint) return;
      }
    }
  }

  private toEvent(entry: SecurityLogEntry, source: RecordedEvent): NewEvent {
    return {
      type: SECURITY_LOG_ENTRY_RECORDED,
      data: entry as unknown as Record<string, unknown>,
      metadata: {
        actorId: source.metadata.actorId,
        correlationId: source.metadata.correlationId ?? randomUUID(),
        causationId: source.id,
        occurredAt: new Date().toISOString(),
        schemaVersion: SCHEMA_VERSION,
      },
    };
  }

  private async push(entries: SecurityLogEntry[]): Promise<void> {
    try {
      for (const view of await this.queries.viewsOf(entries)) this.realtime.toRoom(REALTIME_ROOMS.securityFeed, 'security:entry', view);
    } catch (error) {
      // The entry is logged; a feed that misses it live still shows it on the next load.
      this.logger.warn(`Could not push a security entry live: ${String(error)}`);
    }
  }

  /** Entries appended by someone else after ours. */
  private async catchUpWithLog(): Promise<void> {
    const newer = await this.eventStore.readStream(SECURITY_LOG_STREAM, { fromRevision: this.revision + 1 });
    const last = newer[newer.length - 1];
    if (last) this.adopt({ revision: last.revision, entry: last.data as unknown as SecurityLogEntry });
  }

  private adopt(tail: StoredEntry | null): void {
    if (!tail) return;
    this.revision = tail.revision;
    this.head = { nextSeq: tail.entry.seq + 1, prevHash: tail.entry.hash };
    const position = BigInt(tail.entry.source.position);
    if (position > this.checkpoint) this.checkpoint = position;
  }

  /**
   * The log's last entry. The port reads streams forwards only, so it is found by probing
   * revisions: doubling until past the end, then halving — about 2·log2(n) one-event reads.
   */
  private async readTail(): Promise<StoredEntry | null> {
    const exists = async (revision: number) => (await this.eventStore.readStream(SECURITY_LOG_STREAM, { fromRevision: revision, maxCount: 1 })).length > 0;
    if (!(await exists(0))) return null;
    let low = 0;
    let high = 1;
    while (await exists(high)) {
      low = high;
      high *= 2;
    }
    // Invariant: low exists, high does not.
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (await exists(middle)) low = middle;
      else high = middle;
    }
    const [last] = await this.eventStore.readStream(SECURITY_LOG_STREAM, { fromRevision: low, maxCount: 1 });
    return { revision: last.revision, entry: last.data as unknown as SecurityLogEntry };
  }
}
