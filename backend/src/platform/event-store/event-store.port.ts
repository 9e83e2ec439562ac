/**
 * The event-store port. Adapters: SQLite (default, embedded) and EventStoreDB/KurrentDB.
 * Every adapter passes `describeEventStoreContract` (event-store.contract.ts).
 */

/** Who caused an event and why; stored with every event. */
export interface EventMetadata {
  actorId: string | null;
  correlationId: string;
  causationId: string | null;
  /** ISO-8601 time the command was handled. */
  occurredAt: string;
  schemaVersion: number;
}

/** An event about to be appended. Types are PascalCase past tense (`MemberRegistered`). */
export interface NewEvent<Type extends string = string, Data extends object = Record<string, unknown>> {
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/** An event as stored. */
export interface RecordedEvent<Type extends string = string, Data extends object = Record<string, unknown>> {
  /** A UUID given to the event when it was appended. */
  id: string;
  stream: string;
  /** 0 for a stream's first event, then 1, 2, ... */
  revision: number;
  /** Its place in the global order: strictly increasing across all streams, never 0. */
  position: bigint;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/**
 * What the writer believes about the stream:
 * - 'no_stream': it must not exist yet;
 * - 'any': no check;
 * - a number: the revision of the stream's last event must be exactly this.
 */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface AppendResult {
  /** The revision of the last event appended. */
  revision: number;
  /** The global position of the last event appended. */
  position: bigint;
}

/** One stream's part of an appendMany. */
export interface StreamAppend {
  stream: string;
  events: NewEvent[];
  expected: ExpectedRevision;
}

export interface ReadStreamOptions {
  /** First revision to return (inclusive). Default 0. */
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Return events after this position (exclusive). Default: from the very start. */
  after?: bigint;
  maxCount?: number;
}

export interface SubscribeOptions {
  /** Deliver events after this position (exclusive). Default: from the very start. */
  after?: bigint;
}

export interface Subscription {
  /** Stop delivering, quietly (no `onError`); resolves when no handler call is running any more. */
  close(): Promise<void>;
}

/**
 * Called once per event, in global order. The next event is not delivered until the promise
 * settles. A handler that throws stops the subscription and `onError` is called.
 */
export type EventHandler = (event: RecordedEvent) => Promise<void> | void;

export interface EventStore {
  readonly adapter: 'sqlite' | 'esdb';
  /** Whether appendMany is all or nothing across its streams (SQLite), or stream by stream (EventStoreDB). */
  readonly atomicAcrossStreams: boolean;
  /**
   * Append one or more events atomically. Throws WrongExpectedRevisionError (and appends
   * nothing) when `expected` does not hold. An empty `events` array is an error.
   */
  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /**
   * Appends to several streams in the order given, each against its own expected revision (as
   * `append` would), and answers each append's result in that order; positions follow the order.
   * An empty list, or an entry with no events, is an error and appends nothing. When one append
   * fails, it and those after it append nothing; those before it are undone when
   * `atomicAcrossStreams` (SQLite: one transaction, one sync to disk) and stand otherwise
   * (EventStoreDB has no transaction across streams: each append is its own), so a caller
   * that tries again after a failure must expect part of the batch already recorded.
   */
  appendMany(appends: StreamAppend[]): Promise<AppendResult[]>;
  /** The stream's events in order; [] for a stream that does not exist. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Events of all streams in global order (the adapter's own system events left out). */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** The position of the last event of all, 0n when the store is empty. */
  headPosition(): Promise<bigint>;
  /**
   * Catch up from `after`, then stay live: every event appended later is delivered too. Only
   * `close()` (the subscription's or the store's) ends it quietly. Any other end (the handler
   * threw, the connection failed, the stream ended by itself) stops delivery and calls `onError`
   * exactly once, with a SubscriptionEndedError when there was no error of its own: the
   * subscriber resumes by subscribing again after the last position it handled.
   */
  subscribeToAll(options: SubscribeOptions, handler: EventHandler, onError?: (error: unknown) => void): Subscription;
  /** Closes the store's subscriptions first (quietly, as their own `close()` does). */
  close(): Promise<void>;
}

/** What every adapter's appendMany refuses before writing anything: no appends at all, or one with no events. */
export function assertAppends(appends: StreamAppend[]): void {
  if (appends.length === 0) throw new Error('Nothing to append: no streams');
  for (const append of appends) if (append.events.length === 0) throw new Error(`Nothing to append to stream ${append.stream}`);
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    /** The stream's last revision, or -1 when it does not exist (when the adapter knows). */
    readonly actual: number | undefined,
  ) {
    super(`Stream ${stream}: expected revision ${String(expected)}, actual ${actual ?? 'unknown'}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** A subscription's events stopped coming without an error and without `close()`. */
export class SubscriptionEndedError extends Error {
  constructor(
    /** The position of the last event delivered (or the one it started after). */
    readonly after: bigint,
  ) {
    super(`The subscription to all events ended unexpectedly after position ${after}; subscribe again from the last checkpoint`);
    this.name = 'SubscriptionEndedError';
  }
}
