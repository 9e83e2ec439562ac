import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  WrongExpectedRevisionError,
  assertAppends,
  type AppendResult,
  type EventHandler,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type StreamAppend,
  type Subscription,
} from './event-store.port';

export interface SqliteEventStoreOptions {
  /** How often a caught-up subscription looks for events appended by another process. Default 250 ms. */
  pollIntervalMs?: number;
}

/**
 * Integers come back as JS numbers: converting every column to BigInt (safeIntegers) cost a
 * quarter of a rebuild, and a row id stays exact up to 2^53 events.
 */
interface EventRow {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    id       TEXT    NOT NULL UNIQUE,
    stream   TEXT    NOT NULL,
    revision INTEGER NOT NULL,
    type     TEXT    NOT NULL,
    data     TEXT    NOT NULL,
    metadata TEXT    NOT NULL,
    UNIQUE (stream, revision)
  )`;

const COLUMNS = 'position, id, stream, revision, type, data, metadata';
const SUBSCRIPTION_PAGE = 1000;
/** SQLite reads a negative LIMIT as "no limit". */
const NO_LIMIT = -1;

/**
 * The embedded event store: one SQLite file in WAL mode. The global position is the row id,
 * so it is strictly increasing and never 0. Appends take the write lock up front (BEGIN
 * IMMEDIATE), so the expected-revision check and the inserts see no other writer, even one in
 * another process on the same file.
 */
export class SqliteEventStore implements EventStore {
  readonly adapter = 'sqlite';
  readonly atomicAcrossStreams = true;

  private readonly db: Database.Database;
  private readonly pollIntervalMs: number;
  private readonly insertEvent: Database.Statement<[string, string, number, string, string, string]>;
  private readonly selectLastRevision: Database.Statement<[string], number>;
  private readonly selectStream: Database.Statement<[string, number, number], EventRow>;
  private readonly selectAll: Database.Statement<[bigint, number], EventRow>;
  private readonly selectHead: Database.Statement<[], bigint | null>;
  private readonly appendInTransaction: (stream: string, events: NewEvent[], expected: ExpectedRevision) => AppendResult;
  private readonly appendManyInTransaction: (appends: StreamAppend[]) => AppendResult[];
  /** Wakes caught-up subscriptions of this instance as soon as an append commits. */
  private readonly appendListeners = new Set<() => void>();
  private readonly subscriptions = new Set<SqliteSubscription>();
  /**
   * Pages of rows read for subscriptions since the last append of this instance, by the position
   * they follow, kept to the end of the current turn of the event loop. An append wakes every
   * follower (the projections and each reactor) at the same position: one query serves them all,
   * where each used to run its own (a dozen reads of every new event). Each still parses its own
   * copy, so no handler sees another's objects. Cleared by every append, and by the next turn, so
   * a poll for another process's appends always reads afresh.
   */
  private readonly tailPages = new Map<bigint, EventRow[]>();
  private tailPagesExpiry: NodeJS.Immediate | null = null;

  constructor(path: string, options: SqliteEventStoreOptions = {}) {
    if (path !== ':memory:' && path !== '') mkdirSync(dirname(path), { recursive: true });
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    // FULL syncs the WAL on every commit: an acknowledged append survives a power cut.
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);

    this.insertEvent = this.db.prepare('INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
    // Served by the (stream, revision) unique index: one index seek, no scan.
    this.selectLastRevision = this.db.prepare<[string], number>('SELECT revision FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1').pluck();
    this.selectStream = this.db.prepare<[string, number, number], EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?`,
    );
    this.selectAll = this.db.prepare<[bigint, number], EventRow>(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`);
    this.selectHead = this.db.prepare<[], bigint | null>('SELECT max(position) FROM events').pluck().safeIntegers();
    this.appendInTransaction = this.db.transaction(this.appendRows.bind(this)).immediate;
    this.appendManyInTransaction = this.db.transaction((appends: StreamAppend[]) =>
      appends.map((append) => this.appendRows(append.stream, append.events, append.expected)),
    ).immediate;
  }

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`Nothing to append to stream ${stream}`);
    const result = this.appendInTransaction(stream, events, expected);
    this.tailPages.clear();
    for (const listener of this.appendListeners) listener();
    return result;
  }

  /** One transaction for all: the expected revisions checked and the rows written under one write lock, one sync of the WAL. */
  async appendMany(appends: StreamAppend[]): Promise<AppendResult[]> {
    assertAppends(appends);
    const results = this.appendManyInTransaction(appends);
    this.tailPages.clear();
    for (const listener of this.appendListeners) listener();
    return results;
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    return this.selectStream.all(stream, options.fromRevision ?? 0, limitOf(options.maxCount)).map(toRecordedEvent);
  }

  /** Without `maxCount` this returns every event after `after`; page with `maxCount` on a large store. */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return this.selectAll.all(options.after ?? 0n, limitOf(options.maxCount)).map(toRecordedEvent);
  }

  async headPosition(): Promise<bigint> {
    return this.selectHead.get() ?? 0n;
  }

  subscribeToAll(options: SubscribeOptions, handler: EventHandler, onError?: (error: unknown) => void): Subscription {
    const subscription = new SqliteSubscription(
      options.after ?? 0n,
      handler,
      onError ?? reportUnhandled,
      (after) => this.tailPage(after).map(toRecordedEvent),
      (signal) => this.waitForAppend(signal),
      () => this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    if (this.tailPagesExpiry) clearImmediate(this.tailPagesExpiry);
    this.tailPages.clear();
    if (this.db.open) this.db.close();
  }

  private tailPage(after: bigint): EventRow[] {
    let rows = this.tailPages.get(after);
    if (!rows) {
      rows = this.selectAll.all(after, SUBSCRIPTION_PAGE);
      this.tailPages.set(after, rows);
      this.tailPagesExpiry ??= setImmediate(() => {
        this.tailPages.clear();
        this.tailPagesExpiry = null;
      });
    }
    return rows;
  }

  private appendRows(stream: string, events: NewEvent[], expected: ExpectedRevision): AppendResult {
    const actual = this.selectLastRevision.get(stream) ?? -1;
    if (expected === 'no_stream' ? actual !== -1 : expected !== 'any' && expected !== actual) {
      throw new WrongExpectedRevisionError(stream, expected, actual);
    }
    let revision = actual;
    let rowId: number | bigint = 0;
    for (const event of events) {
      revision += 1;
      rowId = this.insertEvent.run(randomUUID(), stream, revision, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)).lastInsertRowid;
    }
    return { revision, position: BigInt(rowId) };
  }

  /**
   * Resolves on the next append by this instance, after one poll interval (for appends by
   * another process), or when `signal` aborts, whichever comes first.
   */
  private waitForAppend(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.appendListeners.delete(wake);
        signal.removeEventListener('abort', wake);
        resolve();
      };
      const timer = setTimeout(wake, this.pollIntervalMs);
      this.appendListeners.add(wake);
      signal.addEventListener('abort', wake);
    });
  }
}

/**
 * Reads pages after the last delivered position, so an event committed while the subscription
 * is catching up is simply in a later page: nothing is skipped or delivered twice. Page reads
 * are synchronous, so no append of this process can slip between "the page was empty" and
 * "start waiting".
 */
class SqliteSubscription implements Subscription {
  private readonly stopped = new AbortController();
  private readonly running: Promise<void>;

  constructor(
    private after: bigint,
    private readonly handler: EventHandler,
    private readonly onError: (error: unknown) => void,
    private readonly readPage: (after: bigint) => RecordedEvent[],
    private readonly waitForAppend: (signal: AbortSignal) => Promise<void>,
    private readonly onClosed: () => void,
  ) {
    this.running = this.run();
  }

  async close(): Promise<void> {
    this.stopped.abort();
    await this.running;
  }

  private async run(): Promise<void> {
    // Start on a later tick so the caller holds the subscription before the first delivery.
    await Promise.resolve();
    try {
      while (!this.stopped.signal.aborted) {
        const page = this.readPage(this.after);
        if (page.length === 0) {
          await this.waitForAppend(this.stopped.signal);
          continue;
        }
        for (const event of page) {
          if (this.stopped.signal.aborted) return;
          await this.handler(event);
          this.after = event.position;
        }
      }
    } catch (error) {
      // A handler failing while close() waits for it is no news: the subscriber asked for the end.
      if (!this.stopped.signal.aborted) {
        this.stopped.abort();
        this.onError(error);
      }
    } finally {
      this.onClosed();
    }
  }
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    stream: row.stream,
    revision: row.revision,
    position: BigInt(row.position),
    type: row.type,
    data: JSON.parse(row.data) as Record<string, unknown>,
    metadata: JSON.parse(row.metadata) as RecordedEvent['metadata'],
  };
}

function limitOf(maxCount: number | undefined): number {
  if (maxCount === undefined) return NO_LIMIT;
  if (!Number.isInteger(maxCount) || maxCount < 0) throw new RangeError(`maxCount must be a whole number >= 0, got ${maxCount}`);
  return maxCount;
}

/** A subscription failure must not vanish silently when the caller gave no onError. */
function reportUnhandled(error: unknown): void {
  console.error('Event store subscription stopped:', error);
}
