import { Logger } from '@nestjs/common';
import type { FollowerState } from '@koinonia/contracts';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff.util';
import type { EventStore, RecordedEvent, Subscription } from './event-store.port';

/** How a follower is doing, for health. */
export interface FollowerStatus {
  state: FollowerState;
  /** When the current run of failures began; null unless retrying. */
  retryingSince: Date | null;
  /** The last failure; null unless retrying. */
  lastError: unknown;
  /** Failures in a row so far (0 when running). */
  attempts: number;
}

export interface FollowerOptions {
  /** For log lines. */
  name: string;
  /**
   * Runs before every subscription, the first and each retry: load the checkpoint, catch up if you
   * like, and answer the position to follow after. Stop early (answer anything) once `signal` aborts.
   */
  resume: (signal: AbortSignal) => Promise<bigint>;
  /** Each live event, in order. A throw is a failure: the follower resumes from the checkpoint later. */
  handle: (event: RecordedEvent) => Promise<void>;
  backoff?: BackoffOptions;
  logger?: Pick<Logger, 'log' | 'warn' | 'error'>;
}

/**
 * Follows the event store for one consumer (the projection runner, or one reactor): resume (catch
 * up), then live; after any failure (a dropped subscription, a store refusing a write, a handler
 * that throws) it waits with capped, jittered exponential backoff and resumes from the consumer's
 * checkpoint again, however long the outage. Nothing stops it but stop().
 */
export class EventFollower {
  private readonly logger: Pick<Logger, 'log' | 'warn' | 'error'>;
  private readonly backoff: BackoffOptions;
  private state: FollowerState = 'stopped';
  private subscription: Subscription | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** The resume in progress, so stop() can wait for it. */
  private resuming: Promise<void> | null = null;
  private abort = new AbortController();
  /** Bumped by start() and stop(): callbacks of an older run are ignored. */
  private generation = 0;
  private attempts = 0;
  private failingSince: Date | null = null;
  private lastError: unknown = null;
  /** When the last resume succeeded: a failure soon after it continues the same run of failures. */
  private resumedAt = 0;

  constructor(
    private readonly eventStore: EventStore,
    private readonly options: FollowerOptions,
  ) {
    this.logger = options.logger ?? new Logger(options.name);
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
  }

  get status(): FollowerStatus {
    const retrying = this.state === 'retrying';
    return {
      state: this.state,
      retryingSince: retrying ? this.failingSince : null,
      lastError: retrying ? this.lastError : null,
      attempts: retrying ? this.attempts : 0,
    };
  }

  /**
   * Resumes and subscribes. With `failFast`, a failure of this first resume is thrown (and the
   * follower stays stopped): a start that must complete before the app serves. Otherwise it is
   * retried like any later failure.
   */
  async start(options: { failFast?: boolean } = {}): Promise<void> {
    if (this.state !== 'stopped') return;
    const generation = ++this.generation;
    this.abort = new AbortController();
    this.state = 'running';
    this.attempts = 0;
    this.failingSince = null;
    const first = this.connect(generation);
    const settled = first.then(
      () => undefined,
      () => undefined,
    );
    this.resuming = settled;
    try {
      await first;
    } catch (error) {
      if (options.failFast) {
        this.generation++;
        this.state = 'stopped';
        throw error;
      }
      this.failed(error, generation);
    } finally {
      if (this.resuming === settled) this.resuming = null;
    }
  }

  /** Closes the subscription (waiting for a handler call in flight) and cancels any retry. */
  async stop(): Promise<void> {
    this.generation++;
    this.state = 'stopped';
    this.abort.abort();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const subscription = this.subscription;
    this.subscription = null;
    await Promise.all([subscription?.close(), this.resuming]);
  }

  private async connect(generation: number): Promise<void> {
    const after = await this.options.resume(this.abort.signal);
    if (generation !== this.generation) return;
    this.subscription = this.eventStore.subscribeToAll(
      { after },
      (event) => this.options.handle(event),
      (error) => this.failed(error, generation),
    );
    if (this.state === 'retrying') this.logger.log(`${this.options.name} recovered after ${this.attempts} failed attempt(s)`);
    this.state = 'running';
    this.lastError = null;
    this.resumedAt = Date.now();
  }

  private failed(error: unknown, generation: number): void {
    if (generation !== this.generation) return;
    this.subscription = null;
    // A failure long after the last recovery starts a new run; one soon after continues backing off.
    if (this.state === 'running' && Date.now() - this.resumedAt > this.backoff.maxMs) {
      this.attempts = 0;
      this.failingSince = null;
    }
    this.attempts += 1;
    this.failingSince ??= new Date();
    this.lastError = error;
    this.state = 'retrying';
    const delay = backoffDelay(this.attempts, this.backoff);
    if (this.attempts === 1) this.logger.error(`${this.options.name} failed, retrying in ${delay} ms: ${errorMessage(error, true)}`);
    else this.logger.warn(`${this.options.name} failed again (${this.attempts} in a row), retrying in ${delay} ms: ${errorMessage(error, false)}`);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (generation !== this.generation) return;
      const resuming: Promise<void> = this.connect(generation)
        .catch((next: unknown) => this.failed(next, generation))
        .finally(() => {
          if (this.resuming === resuming) this.resuming = null;
        });
      this.resuming = resuming;
    }, delay);
  }
}

/** An error's message (its stack when asked), for logs and health. */
export function errorMessage(error: unknown, withStack: boolean): string {
  if (error instanceof Error) return withStack ? (error.stack ?? error.message) : error.message;
  return String(error);
}
