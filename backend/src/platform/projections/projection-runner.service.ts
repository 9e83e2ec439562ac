import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { EVENT_STORE, READ_STORE, RETRY_BACKOFF } from '../platform.tokens';
import type { BackoffOptions } from '../event-store/backoff.util';
import { EventFollower, type FollowerStatus } from '../event-store/event-follower';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import type { BulkOperation, Document, ReadStore } from '../read-store/read-store.port';
import type { Projection } from './projection.type';

export const CHECKPOINTS = '_checkpoints';

interface Checkpoint extends Document {
  position: string;
  version: number;
}

interface Waiter {
  position: bigint;
  resolve: (reached: boolean) => void;
  timer: NodeJS.Timeout;
}

const CATCH_UP_PAGE = 5000;

/** Told of each batch of events once every projection has applied it. */
export type AppliedListener = (events: readonly RecordedEvent[]) => void;

export interface ProjectionStatus extends FollowerStatus {
  name: string;
  checkpoint: bigint;
}

/** A projection's project or write failed: says which, for health. */
class ProjectionFailure extends Error {
  constructor(
    readonly projection: string,
    readonly error: unknown,
  ) {
    super(`${projection}: ${error instanceof Error ? error.message : String(error)}`);
    this.name = 'ProjectionFailure';
    if (error instanceof Error && error.stack) this.stack = `${this.name}: ${projection}: ${error.stack}`;
  }
}

/**
 * Runs every projection over the event store: catches up in pages (one bulk write per page
 * and projection), then follows the live subscription. One checkpoint per projection makes a
 * replayed event a no-op; a projection whose version changed is dropped and rebuilt. After a
 * failure (the subscription dropped, the read store refusing a write) it catches up again from
 * the checkpoints, with backoff, until it succeeds (see EventFollower); read-your-writes waits
 * keep waiting (bounded) meanwhile.
 */
@Injectable()
export class ProjectionRunner {
  private readonly logger = new Logger('ProjectionRunner');
  private readonly checkpoints = new Map<string, bigint>();
  private readonly follower: EventFollower;
  private waiters: Waiter[] = [];
  private processed = 0n;
  private readonly listeners = new Set<AppliedListener>();

  private readonly projections: Projection[] = [];
  private started = false;
  /** Events the last catch-up replayed. */
  private caughtUp = 0;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Optional() @Inject(RETRY_BACKOFF) backoff?: BackoffOptions,
  ) {
    this.follower = new EventFollower(eventStore, {
      name: 'Projections',
      logger: this.logger,
      resume: (signal) => this.resume(signal),
      handle: (event) => this.applyBatch([event]),
      backoff,
    });
  }

  /** Adds a read model to keep (each module registers its own: see ContextModule). Only before start. */
  register(projection: Projection): void {
    if (this.started) throw new Error(`Projection ${projection.name} registered after the runner started`);
    if (this.projections.some((p) => p.name === projection.name)) throw new Error(`Two projections are named ${projection.name}`);
    if (this.projections.some((p) => p.collection === projection.collection)) throw new Error(`Two projections write ${projection.collection}`);
    this.projections.push(projection);
  }

  /** The lowest position every projection has reached. */
  get position(): bigint {
    return this.processed;
  }

  checkpointOf(name: string): bigint {
    return this.checkpoints.get(name) ?? 0n;
  }

  get names(): string[] {
    return this.projections.map((p) => p.name);
  }

  /** The read models it keeps, in the order they were registered. */
  get registered(): readonly Projection[] {
    return this.projections;
  }

  /** How many events the last start() had to replay before going live. */
  replayedOnStart = 0;

  /**
   * Prepare collections, catch up with everything stored, then follow live appends. A failure of
   * this first catch-up is thrown (the app does not serve without its read models); any later one
   * is retried.
   */
  async start(): Promise<void> {
    this.started = true;
    await this.prepare();
    await this.follower.start({ failFast: true });
    this.replayedOnStart = this.caughtUp;
  }

  /** Drop every read model and checkpoint, then replay the whole event store. */
  async rebuild(): Promise<{ events: number; ms: number }> {
    await this.stop();
    const started = Date.now();
    for (const projection of this.projections) {
      await this.readStore.collection(projection.collection).drop();
    }
    await this.readStore.collection(CHECKPOINTS).drop();
    this.checkpoints.clear();
    await this.prepare();
    const events = await this.catchUp();
    await this.readStore.flush();
    return { events, ms: Date.now() - started };
  }

  /** Resolves true once every projection has processed `position`, false after `timeoutMs`. */
  waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    if (this.processed >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  /**
   * Calls `listener` (synchronously, so keep it cheap) after each batch reached every projection
   * and before the read-your-writes waits for it are released: an in-memory copy of a read model
   * kept by a listener is current by the time a command's caller sees its answer.
   */
  onApplied(listener: AppliedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Per projection: the runner's state (one subscription feeds them all, so they run, retry or stop
   * together), its checkpoint, and the failure where it was this projection that failed (or the
   * subscription itself, which fails them all).
   */
  statuses(): ProjectionStatus[] {
    const status = this.follower.status;
    const failure = status.lastError;
    const failed = failure instanceof ProjectionFailure ? failure.projection : null;
    const error = failure instanceof ProjectionFailure ? failure.error : failure;
    return this.projections.map((projection) => ({
      ...status,
      lastError: failed === null || failed === projection.name ? error : null,
      name: projection.name,
      checkpoint: this.checkpointOf(projection.name),
    }));
  }

  /** Stop following the event store; pending waits answer false. */
  async stop(): Promise<void> {
    await this.follower.stop();
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.waiters = [];
  }

  private async prepare(): Promise<void> {
    const checkpoints = this.readStore.collection<Checkpoint>(CHECKPOINTS);
    for (const projection of this.projections) {
      const stored = await checkpoints.findOne({ _id: projection.name });
      if (stored && stored.version !== projection.version) {
        this.logger.log(`${projection.name} changed (v${stored.version} -> v${projection.version}): rebuilding it`);
        await this.readStore.collection(projection.collection).drop();
        await checkpoints.deleteOne({ _id: projection.name });
        this.checkpoints.set(projection.name, 0n);
      } else {
        this.checkpoints.set(projection.name, stored ? BigInt(stored.position) : 0n);
      }
      const collection = this.readStore.collection(projection.collection);
      for (const index of projection.indexes ?? []) await collection.createIndex(index.spec, { unique: index.unique });
    }
    this.processed = this.lowestCheckpoint();
  }

  private lowestCheckpoint(): bigint {
    let lowest: bigint | null = null;
    for (const projection of this.projections) {
      const position = this.checkpointOf(projection.name);
      if (lowest === null || position < lowest) lowest = position;
    }
    return lowest ?? 0n;
  }

  /** Before each subscription (the first and every retry): catch up from the checkpoints, then follow after them. */
  private async resume(signal: AbortSignal): Promise<bigint> {
    this.caughtUp = await this.catchUp(signal);
    return this.processed;
  }

  private async catchUp(signal?: AbortSignal): Promise<number> {
    let count = 0;
    for (;;) {
      if (signal?.aborted) return count;
      const page = await this.eventStore.readAll({ after: this.processed, maxCount: CATCH_UP_PAGE });
      if (page.length === 0) return count;
      await this.applyBatch(page);
      count += page.length;
      if (page.length < CATCH_UP_PAGE) return count;
    }
  }

  /** Apply events in order to every projection that has not seen them, one bulk write per collection. */
  private async applyBatch(events: RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1].position;
    for (const projection of this.projections) {
      try {
        await this.applyTo(projection, events);
      } catch (error) {
        throw new ProjectionFailure(projection.name, error);
      }
    }
    this.processed = last > this.processed ? last : this.processed;
    for (const listener of this.listeners) {
      try {
        listener(events);
      } catch (error) {
        this.logger.error(`A projection listener failed: ${error instanceof Error ? error.stack : String(error)}`);
      }
    }
    this.releaseWaiters();
  }

  private async applyTo(projection: Projection, events: RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1].position;
    const checkpoint = this.checkpointOf(projection.name);
    if (checkpoint >= last) return;
    const collection = this.readStore.collection(projection.collection);
    const working = new Map<string, Document | null>();
    for (const event of events) {
      if (event.position <= checkpoint || !projection.canHandle(event)) continue;
      const ids = projection.documentIds ? projection.documentIds(event) : [projection.documentId(event)];
      for (const id of ids) {
        if (id === null) continue;
        const current = working.has(id) ? working.get(id)! : await collection.findOne({ _id: id });
        working.set(id, projection.project(current, event));
      }
    }
    if (working.size > 0) {
      const operations: BulkOperation<Document>[] = [];
      for (const [id, document] of working) {
        operations.push(
          document === null
            ? { deleteOne: { filter: { _id: id } } }
            : { replaceOne: { filter: { _id: id }, replacement: { ...document, _id: id }, upsert: true } },
        );
      }
      await collection.bulkWrite(operations);
    }
    await this.readStore
      .collection<Checkpoint>(CHECKPOINTS)
      .replaceOne({ _id: projection.name }, { _id: projection.name, position: last.toString(), version: projection.version }, { upsert: true });
    this.checkpoints.set(projection.name, last);
  }

  private releaseWaiters(): void {
    if (this.waiters.length === 0) return;
    const still: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (this.processed >= waiter.position) {
        clearTimeout(waiter.timer);
        waiter.resolve(true);
      } else {
        still.push(waiter);
      }
    }
    this.waiters = still;
  }
}
