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
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { PassThrough, Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { EsdbEventStore } from './esdb-event-store';
import { SubscriptionEndedError, WrongExpectedRevisionError, type RecordedEvent } from './event-store.port';

const URL = 'esdb://localhost:2113?tls=false';

/**
 * The adapter without a server: a stand-in client records every call, and the tests check the
 * exact calls and options the adapter makes, the mapping of what comes back, `$` filtering and
 * paging over $all, and how subscriptions end. The stand-in serves $all the way the server does
 * (a read from a position includes the event there) and ends a subscription's stream normally
 * when it is cancelled, as the client does. The contract suite covers the rest against a real
 * server (ESDB_URL).
 */
describe('EsdbEventStore without a server', () => {
  afterEach(() => jest.restoreAllMocks());

  function storeOver(client: Partial<EventStoreDBClient>): EsdbEventStore {
    jest.spyOn(EventStoreDBClient, 'connectionString').mockReturnValue(client as EventStoreDBClient);
    return new EsdbEventStore(URL);
  }

  /** A client read of `events` (a readable with the client's `cancel`). */
  function readOf(events: ResolvedEvent[]) {
    return Object.assign(Readable.from(events), { cancel: async () => undefined });
  }

  /** A read the server answers with "stream not found". */
  function notFoundRead(stream: string) {
    const failing = new Readable({ objectMode: true, read() {} });
    process.nextTick(() => failing.destroy(new StreamNotFoundError(undefined, stream)));
    return Object.assign(failing, { cancel: async () => undefined });
  }

  function resolvedAt(stream: string, revision: number, commit: bigint, type = 'MemberRenamed'): AllStreamResolvedEvent {
    return {
      event: {
        streamId: stream,
        id: `00000000-0000-4000-8000-${String(revision).padStart(12, '0')}`,
        revision: BigInt(revision),
        type,
        isJson: true,
        created: new Date(0),
        data: { revision },
        metadata: { schemaVersion: 1 },
        position: { commit, prepare: commit },
      },
      commitPosition: commit,
    } as AllStreamResolvedEvent;
  }

  /** A $all of `count` events where every third one is a server event. */
  function logOf(count: number): AllStreamResolvedEvent[] {
    return Array.from({ length: count }, (_, i) => {
      const system = i % 3 === 2;
      const position = BigInt(100 + i * 10);
      return {
        event: {
          streamId: system ? '$stats-127.0.0.1:2113' : `member-${i % 2}`,
          id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          revision: BigInt(i),
          type: system ? '$statsCollected' : 'MemberRenamed',
          isJson: true,
          created: new Date(0),
          data: { i },
          metadata: { schemaVersion: 1 },
          position: { commit: position, prepare: position },
        },
        commitPosition: position,
      } as AllStreamResolvedEvent;
    });
  }

  function readAllOver(log: AllStreamResolvedEvent[]) {
    return jest.fn((options: { fromPosition?: Position | typeof START; maxCount?: number | bigint; direction?: string }) => {
      const from = options.fromPosition;
      const forwards = log.filter((e) => from === undefined || from === START || e.event!.position.commit >= from.commit);
      const ordered = options.direction === BACKWARDS ? [...log].reverse() : forwards;
      return Object.assign(Readable.from(ordered.slice(0, Number(options.maxCount ?? ordered.length))), {
        cancel: async () => undefined,
      });
    });
  }

  it('reads $all across pages with no gap or repeat, leaving server events out', async () => {
    const log = logOf(3_100);
    const readAll = readAllOver(log);
    const store = storeOver({ readAll } as Partial<EventStoreDBClient>);

    const events = await store.readAll();

    const expected = log.filter((e) => !e.event!.type.startsWith('$'));
    expect(events.map((e) => e.position)).toEqual(expected.map((e) => e.event!.position.commit));
    expect(readAll.mock.calls.length).toBeGreaterThan(3);
  });

  it('reads after a position (exclusive) and stops at maxCount though server events fill the pages', async () => {
    const log = logOf(3_100);
    const store = storeOver({ readAll: readAllOver(log) } as Partial<EventStoreDBClient>);
    const ours = log.filter((e) => !e.event!.type.startsWith('$')).map((e) => e.event!.position.commit);

    const page = await store.readAll({ after: ours[10], maxCount: 1_500 });

    expect(page.map((e) => e.position)).toEqual(ours.slice(11, 11 + 1_500));
    expect(page[0]).toStrictEqual({
      id: expect.any(String),
      stream: expect.stringMatching(/^member-/),
      revision: expect.any(Number),
      position: ours[11],
      type: 'MemberRenamed',
      data: expect.any(Object),
      metadata: { schemaVersion: 1 },
    });
  });

  it('reports the head position of the last event that is not a server event', async () => {
    const log = logOf(9);
    const store = storeOver({ readAll: readAllOver(log) } as Partial<EventStoreDBClient>);

    expect(await store.headPosition()).toBe(log[7].event!.position.commit);
  });

  it('reports the head position 0 for an empty store', async () => {
    const store = storeOver({ readAll: readAllOver([]) } as Partial<EventStoreDBClient>);

    expect(await store.headPosition()).toBe(0n);
  });

  it('reads a stream the server does not know as empty', async () => {
    const store = storeOver({ readStream: jest.fn(() => notFoundRead('member-x')) } as Partial<EventStoreDBClient>);

    expect(await store.readStream('member-x')).toEqual([]);
  });

  it('connects with the connection string it was given', () => {
    storeOver({});

    expect(EventStoreDBClient.connectionString).toHaveBeenCalledWith(URL);
  });

  it('reads a stream with exactly the options asked for, and asks nothing for zero events', async () => {
    const readStream = jest.fn(() => readOf([resolvedAt('member-x', 2, 300n)]));
    const store = storeOver({ readStream } as Partial<EventStoreDBClient>);

    await store.readStream('member-x');
    await store.readStream('member-x', { fromRevision: 2, maxCount: 3 });
    expect(await store.readStream('member-x', { maxCount: 0 })).toEqual([]);

    expect(readStream.mock.calls).toStrictEqual([
      ['member-x', { fromRevision: 0n }],
      ['member-x', { fromRevision: 2n, maxCount: 3 }],
    ]);
  });

  it('reads $all from a position with one more than still needed, and the head backwards from the end', async () => {
    const readAll = readAllOver(logOf(6));
    const store = storeOver({ readAll } as Partial<EventStoreDBClient>);

    expect((await store.readAll({ after: 110n, maxCount: 2 })).map((e) => e.position)).toEqual([130n, 140n]);
    await store.headPosition();

    // The first page holds a server event (120), so a second page goes on from the last event read.
    expect(readAll.mock.calls).toStrictEqual([
      [{ fromPosition: { commit: 110n, prepare: 110n }, maxCount: 3 }],
      [{ fromPosition: { commit: 130n, prepare: 130n }, maxCount: 2 }],
      [{ fromPosition: END, direction: BACKWARDS }],
    ]);
  });

  it('refuses an event that came without a position (the client reads a missing one as 0)', async () => {
    const store = storeOver({ readStream: jest.fn(() => readOf([resolvedAt('member-x', 0, 0n)])) } as Partial<EventStoreDBClient>);

    await expect(store.readStream('member-x')).rejects.toThrow(/came without a position/);
  });

  it.each([
    ['no_stream', NO_STREAM],
    ['any', ANY],
    [0, 0n],
    [41, 41n],
  ] as const)('sends the expected revision %p as %p', async (expected, sent) => {
    const appendToStream = jest.fn().mockResolvedValue({ success: true, nextExpectedRevision: 42n, position: { commit: 900n, prepare: 900n } });
    const store = storeOver({ appendToStream } as Partial<EventStoreDBClient>);

    await store.append('member-x', [newEvent()], expected);

    expect(appendToStream.mock.calls).toStrictEqual([
      [
        'member-x',
        [
          {
            id: expect.stringMatching(/^[0-9a-f-]{36}$/),
            contentType: 'application/json',
            type: 'MemberRenamed',
            data: newEvent().data,
            metadata: newEvent().metadata,
          },
        ],
        { expectedRevision: sent },
      ],
    ]);
  });

  it('turns a failed append result (throwOnAppendFailure=false) into WrongExpectedRevisionError with the revision read back', async () => {
    // The client's nextExpectedRevision is wrong here for a batch append: 1 for any existing stream.
    const appendToStream = jest.fn().mockResolvedValue({ success: false, nextExpectedRevision: 1n, position: undefined });
    const readStream = jest.fn(() => readOf([resolvedAt('member-x', 7, 800n)]));
    const store = storeOver({ appendToStream, readStream } as Partial<EventStoreDBClient>);

    const append = store.append('member-x', [newEvent()], 3);

    await expect(append).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(append).rejects.toMatchObject({ stream: 'member-x', expected: 3, actual: 7 });
    expect(readStream.mock.calls).toStrictEqual([['member-x', { direction: BACKWARDS, fromRevision: END, maxCount: 1 }]]);
  });

  it('reports a failed append result for a stream that does not exist with actual -1', async () => {
    const appendToStream = jest.fn().mockResolvedValue({ success: false, nextExpectedRevision: -1n, position: undefined });
    const store = storeOver({ appendToStream, readStream: jest.fn(() => notFoundRead('member-x')) } as Partial<EventStoreDBClient>);

    await expect(store.append('member-x', [newEvent()], 0)).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', expected: 0, actual: -1 });
  });

  it('reads the position of an append back when the reply has none', async () => {
    const appendToStream = jest.fn().mockResolvedValue({ success: true, nextExpectedRevision: 5n, position: undefined });
    const readStream = jest.fn(() => readOf([resolvedAt('member-x', 5, 750n)]));
    const store = storeOver({ appendToStream, readStream } as Partial<EventStoreDBClient>);

    expect(await store.append('member-x', [newEvent()], 4)).toEqual({ revision: 5, position: 750n });
    expect(readStream.mock.calls).toStrictEqual([['member-x', { fromRevision: 5n, maxCount: 1 }]]);
  });

  it('turns a wrong expected version into WrongExpectedRevisionError', async () => {
    const conflict = new WrongExpectedVersionError(undefined, { streamName: 'member-x', expected: 'no_stream', current: 4n });
    const store = storeOver({ appendToStream: jest.fn().mockRejectedValue(conflict) } as Partial<EventStoreDBClient>);

    const append = store.append('member-x', [newEvent()], 'no_stream');

    await expect(append).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(append).rejects.toMatchObject({ stream: 'member-x', expected: 'no_stream', actual: 4 });
  });

  describe('subscribeToAll', () => {
    /** A client subscription: a stream of resolved events the test feeds; cancelling it ends it normally, as the client does. */
    function subscriptionSource() {
      const source = new PassThrough({ objectMode: true });
      const unsubscribe = jest.fn(async () => {
        source.end();
      });
      return Object.assign(source, { unsubscribe }) as unknown as AllStreamSubscription & PassThrough & { unsubscribe: typeof unsubscribe };
    }

    function subscribedStore() {
      const source = subscriptionSource();
      const subscribeToAll = jest.fn(() => source);
      const dispose = jest.fn(async () => undefined);
      const store = storeOver({ subscribeToAll, dispose } as Partial<EventStoreDBClient>);
      return { store, source, subscribeToAll, dispose };
    }

    /** Long enough for the stand-in's stream to deliver what was written, for checks that something did not happen. */
    async function settle(): Promise<void> {
      await sleep(50);
    }

    async function waitFor(condition: () => boolean): Promise<void> {
      for (let waited = 0; !condition() && waited < 2_000; waited += 10) await sleep(10);
    }

    it('subscribes from the start or from a position, leaving server events out', () => {
      const { store, subscribeToAll } = subscribedStore();

      store.subscribeToAll({}, () => undefined);
      store.subscribeToAll({ after: 500n }, () => undefined);

      expect(subscribeToAll.mock.calls).toStrictEqual([
        [{ fromPosition: START, filter: excludeSystemEvents() }],
        [{ fromPosition: { commit: 500n, prepare: 500n }, filter: excludeSystemEvents() }],
      ]);
    });

    it('delivers our events after the position only, one at a time', async () => {
      const { store, source } = subscribedStore();
      const received: RecordedEvent[] = [];

      store.subscribeToAll({ after: 200n }, async (event) => {
        await sleep(5);
        received.push(event);
      });
      for (const resolved of [
        resolvedAt('member-a', 0, 200n),
        resolvedAt('$stats', 0, 250n, '$statsCollected'),
        resolvedAt('member-a', 1, 300n),
        resolvedAt('member-b', 0, 400n),
      ]) {
        source.write(resolved);
      }
      await waitFor(() => received.length === 2);
      await settle();

      expect(received.map((e) => [e.stream, e.revision, e.position])).toEqual([
        ['member-a', 1, 300n],
        ['member-b', 0, 400n],
      ]);
    });

    it('reports a stream that ends without close as SubscriptionEndedError after the last delivered position', async () => {
      const { store, source } = subscribedStore();
      const onError = jest.fn();

      store.subscribeToAll({ after: 100n }, () => undefined, onError);
      source.write(resolvedAt('member-a', 0, 300n));
      await settle();
      // What the client does when it cancels the call itself (its dispose()): a normal end.
      source.end();
      await waitFor(() => onError.mock.calls.length > 0);
      await settle();

      expect(onError).toHaveBeenCalledTimes(1);
      expect(onError.mock.calls[0][0]).toBeInstanceOf(SubscriptionEndedError);
      expect(onError.mock.calls[0][0]).toMatchObject({ after: 300n });
    });

    it('reports a failed stream once, with its error, and cancels the call', async () => {
      const { store, source } = subscribedStore();
      const onError = jest.fn();
      const failure = new Error('connection lost');

      store.subscribeToAll({}, () => undefined, onError);
      source.destroy(failure);
      await waitFor(() => onError.mock.calls.length > 0);
      await settle();

      expect(onError.mock.calls).toEqual([[failure]]);
      expect(source.unsubscribe).toHaveBeenCalledTimes(1);
    });

    it('reports a handler that throws and delivers nothing more', async () => {
      const { store, source } = subscribedStore();
      const onError = jest.fn();
      const failure = new Error('projection broke');
      const handled: bigint[] = [];

      store.subscribeToAll(
        {},
        (event) => {
          handled.push(event.position);
          throw failure;
        },
        onError,
      );
      source.write(resolvedAt('member-a', 0, 300n));
      source.write(resolvedAt('member-a', 1, 400n));
      await waitFor(() => onError.mock.calls.length > 0);
      await settle();

      expect(onError.mock.calls).toEqual([[failure]]);
      expect(handled).toEqual([300n]);
    });

    it('ends quietly on close, though the cancelled stream ends normally', async () => {
      const { store, source } = subscribedStore();
      const onError = jest.fn();

      const subscription = store.subscribeToAll({}, () => undefined, onError);
      source.write(resolvedAt('member-a', 0, 300n));
      await settle();
      await subscription.close();
      await settle();

      expect(onError).not.toHaveBeenCalled();
      expect(source.unsubscribe).toHaveBeenCalledTimes(1);
      expect(source.destroyed).toBe(true);
    });

    it('closes its subscriptions quietly, then disposes the client, on close of the store', async () => {
      const { store, source, dispose } = subscribedStore();
      const onError = jest.fn();

      store.subscribeToAll({}, () => undefined, onError);
      await store.close();
      await settle();

      expect(onError).not.toHaveBeenCalled();
      expect(source.unsubscribe).toHaveBeenCalledTimes(1);
      expect(dispose).toHaveBeenCalledTimes(1);
    });
  });

  it('sends the expected revision and returns the commit position of the append', async () => {
    const appendToStream = jest.fn().mockResolvedValue({
      success: true,
      nextExpectedRevision: 6n,
      position: { commit: 900n, prepare: 900n },
    });
    const store = storeOver({ appendToStream } as Partial<EventStoreDBClient>);

    const result = await store.append('member-x', [newEvent(), newEvent()], 4);

    expect(result).toEqual({ revision: 6, position: 900n });
    expect(appendToStream).toHaveBeenCalledWith(
      'member-x',
      [expect.objectContaining({ type: 'MemberRenamed', contentType: 'application/json' }), expect.anything()],
      { expectedRevision: 4n },
    );
  });
});

function newEvent() {
  return {
    type: 'MemberRenamed',
    data: { name: 'Ada' },
    metadata: { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2024-01-01T00:00:00.000Z', schemaVersion: 1 },
  };
}
