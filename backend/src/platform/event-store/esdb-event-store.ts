import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type AppendResult as ClientAppendResult,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  SubscriptionEndedError,
  WrongExpectedRevisionError,
  assertAppends,
  type AppendResult,
  type EventHandler,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
} from './event-store.port';

/** readAll has no server-side filter in this client, so `$` events are dropped here, page by page. */
const READ_ALL_PAGE = 1000;

/**
 * The EventStoreDB / KurrentDB adapter. The global position is the event's commit position in
 * the transaction log: every event appended over gRPC is its own implicit commit, so commit
 * positions are unique and strictly increasing, even inside one multi-event append. Events
 * whose type starts with `$` (the server's own: stream metadata, links, statistics) are left out.
 * Needs a server of version 22.6 or later, which reports positions on stream reads. A conflict is
 * a WrongExpectedRevisionError whether or not the connection string sets throwOnAppendFailure.
 */
export class EsdbEventStore implements EventStore {
  readonly adapter = 'esdb';
  /** The server has no transaction across streams (this client has no multi-stream append). */
  readonly atomicAcrossStreams = false;

  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<EsdbSubscription>();

  /** `url` is an `esdb://` connection string; the client connects on first use. */
  constructor(url: string) {
    this.client = EventStoreDBClient.connectionString(url);
  }

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`Nothing to append to stream ${stream}`);
    assertSerialisable(events);
    const payload = events.map((event) => jsonEvent({ type: event.type, data: event.data, metadata: event.metadata }));
    let result: ClientAppendResult;
    try {
      result = await this.client.appendToStream(stream, payload, { expectedRevision: toExpectedRevision(expected) });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion === NO_STREAM ? -1 : Number(error.actualVersion);
        throw new WrongExpectedRevisionError(stream, expected, actual);
      }
      throw error;
    }
    // With throwOnAppendFailure=false the client reports a conflict as a result. Its revision
    // there cannot be trusted (a batch append gives 1 for any stream that exists), so it is read.
    if (!result.success) throw new WrongExpectedRevisionError(stream, expected, await this.lastRevision(stream));
    const revision = Number(result.nextExpectedRevision);
    return { revision, position: result.position?.commit ?? (await this.positionOf(stream, revision)) };
  }

  /**
   * One stream after another, each its own atomic append: what the server offers. Every event is
   * checked to serialise first, so a bad one fails the batch before anything is sent; a conflict
   * part-way leaves the appends before it recorded (the port's `atomicAcrossStreams` says so).
   */
  async appendMany(appends: StreamAppend[]): Promise<AppendResult[]> {
    assertAppends(appends);
    for (const append of appends) assertSerialisable(append.events);
    const results: AppendResult[] = [];
    for (const append of appends) results.push(await this.append(append.stream, append.events, append.expected));
    return results;
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    // Answered here: the client has no meaning of its own for a read of zero events.
    if (options.maxCount === 0) return [];
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(stream, {
        fromRevision: BigInt(options.fromRevision ?? 0),
        ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
      });
      for await (const resolved of read) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /** Without `maxCount` this returns every event after `after`; page with `maxCount` on a large store. */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const maxCount = options.maxCount ?? Number.POSITIVE_INFINITY;
    const events: RecordedEvent[] = [];
    let cursor = options.after ?? 0n;
    let from: Position | typeof START = cursor === 0n ? START : { commit: cursor, prepare: cursor };
    while (events.length < maxCount) {
      // Reading from a position includes the event there, hence one more than still needed.
      const requested = Math.min(READ_ALL_PAGE, maxCount - events.length + 1);
      let received = 0;
      let last: Position | undefined;
      for await (const resolved of this.client.readAll({ fromPosition: from, maxCount: requested })) {
        received += 1;
        last = resolved.event?.position ?? last;
        const event = toRecordedEvent(resolved);
        if (event && event.position > cursor && events.length < maxCount) {
          events.push(event);
          cursor = event.position;
        }
      }
      if (received < requested || last === undefined) break;
      from = last;
    }
    return events;
  }

  async headPosition(): Promise<bigint> {
    const read = this.client.readAll({ fromPosition: END, direction: BACKWARDS });
    for await (const resolved of read) {
      const event = toRecordedEvent(resolved);
      if (event) {
        await read.cancel();
        return event.position;
      }
    }
    return 0n;
  }

  subscribeToAll(options: SubscribeOptions, handler: EventHandler, onError?: (error: unknown) => void): Subscription {
    const after = options.after ?? 0n;
    const source = this.client.subscribeToAll({
      fromPosition: after === 0n ? START : { commit: after, prepare: after },
      filter: excludeSystemEvents(),
    });
    const subscription = new EsdbSubscription(source, after, handler, onError ?? reportUnhandled, () => this.subscriptions.delete(subscription));
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  /** The revision of the stream's last event, -1 when the stream does not exist. */
  private async lastRevision(stream: string): Promise<number> {
    let revision = -1;
    try {
      for await (const resolved of this.client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
        if (resolved.event) revision = Number(resolved.event.revision);
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return revision;
  }

  /** Servers that leave the position out of the append reply still report it on the event. */
  private async positionOf(stream: string, revision: number): Promise<bigint> {
    const [event] = await this.readStream(stream, { fromRevision: revision, maxCount: 1 });
    if (!event) throw new Error(`Stream ${stream}: appended revision ${revision} cannot be read back`);
    return event.position;
  }
}

/**
 * Delivers one event at a time: the next is not pulled from the gRPC stream until the handler
 * settles. The client turns a cancellation of its own (ours in `close()`, its `dispose()`) into a
 * normal end of the stream, so an end that `close()` did not ask for is reported as an error.
 */
class EsdbSubscription implements Subscription {
  private closed = false;
  private readonly running: Promise<void>;

  constructor(
    private readonly source: AllStreamSubscription,
    /** The position of the last event delivered, or the one the subscription started after. */
    private after: bigint,
    private readonly handler: EventHandler,
    private readonly onError: (error: unknown) => void,
    private readonly onClosed: () => void,
  ) {
    this.running = this.run();
  }

  async close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      await this.cancelSource();
      // Ends the iteration even if the cancelled gRPC call never ends the stream.
      this.source.destroy();
    }
    await this.running;
  }

  private async run(): Promise<void> {
    let failure: unknown;
    try {
      for await (const resolved of this.source) {
        if (this.closed) break;
        const event = toRecordedEvent(resolved);
        if (event && event.position > this.after) {
          await this.handler(event);
          this.after = event.position;
        }
      }
      failure = new SubscriptionEndedError(this.after);
    } catch (error) {
      failure = error;
    }
    try {
      if (!this.closed) {
        this.closed = true;
        await this.cancelSource();
        this.onError(failure);
      }
    } finally {
      this.onClosed();
    }
  }

  private async cancelSource(): Promise<void> {
    try {
      await this.source.unsubscribe();
    } catch {
      // The call never started (the server was unreachable): there is nothing to cancel.
    }
  }
}

/**
 * The client serialises inside a promise executor, where a throw (a bigint, a cycle) is lost and
 * the append never settles: fail here instead, before anything is sent.
 */
function assertSerialisable(events: NewEvent[]): void {
  for (const event of events) {
    JSON.stringify(event.data);
    JSON.stringify(event.metadata);
  }
}

function toExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  return BigInt(expected);
}

/** Our own events, mapped; undefined for the server's `$` events and unresolvable links. */
function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || event.type.startsWith('$')) return undefined;
  // The client reads a position the server left out as 0 (protobuf's default); no event is at 0.
  const position = event.position?.commit ?? 0n;
  if (position === 0n) throw new Error(`Event ${event.id} came without a position (the server must be 22.6 or later)`);
  return {
    id: event.id,
    stream: event.streamId,
    revision: Number(event.revision),
    position,
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: event.metadata as unknown as EventMetadata,
  };
}

/** A subscription failure must not vanish silently when the caller gave no onError. */
function reportUnhandled(error: unknown): void {
  console.error('Event store subscription stopped:', error);
}
