import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { WrongExpectedRevisionError, type EventMetadata, type EventStore, type NewEvent, type RecordedEvent, type Subscription } from './event-store.port';

export type EventStoreFactory = () => Promise<{
  store: EventStore;
  cleanup: () => Promise<void>;
  /**
   * Ends the store's live subscriptions the way the adapter can lose one without `close()`
   * (SQLite: its database closed underneath; EventStoreDB: the client cancelling its own calls).
   */
  interruptSubscriptions: () => Promise<void>;
}>;

/**
 * The behaviour every event-store adapter must have. Each test uses streams of its own and
 * compares positions only with positions it produced, so the suite also runs against a shared
 * server that holds other data and takes other writes meanwhile.
 */
export function describeEventStoreContract(name: string, factory: EventStoreFactory): void {
  describe(`${name} (event-store contract)`, () => {
    jest.setTimeout(30_000);

    let store: EventStore;
    let cleanup: () => Promise<void>;
    let interruptSubscriptions: () => Promise<void>;
    const subscriptions: Subscription[] = [];

    beforeEach(async () => {
      ({ store, cleanup, interruptSubscriptions } = await factory());
    });

    afterEach(async () => {
      await Promise.all(subscriptions.splice(0).map((subscription) => subscription.close()));
      await cleanup();
    });

    /** Subscribes and remembers the subscription, so a failing test still closes it. */
    function subscribe(...args: Parameters<EventStore['subscribeToAll']>): Subscription {
      const subscription = store.subscribeToAll(...args);
      subscriptions.push(subscription);
      return subscription;
    }

    describe('append', () => {
      it('appends to a new stream with no_stream and reads the event back as stored', async () => {
        const stream = streamName();
        const event = newEvent('MemberRegistered', { name: 'Ada' });

        const result = await store.append(stream, [event], 'no_stream');

        expect(result.revision).toBe(0);
        expect(result.position).toBeGreaterThan(0n);
        const [stored] = await store.readStream(stream);
        expect(stored).toStrictEqual({
          id: expect.stringMatching(UUID),
          stream,
          revision: 0,
          position: result.position,
          type: 'MemberRegistered',
          data: { name: 'Ada' },
          metadata: event.metadata,
        });
      });

      it('rejects a second no_stream append and appends nothing', async () => {
        const stream = streamName();
        await store.append(stream, [newEvent('MemberRegistered')], 'no_stream');

        const append = store.append(stream, [newEvent('MemberRegistered')], 'no_stream');

        await expect(append).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(append).rejects.toMatchObject({ stream, expected: 'no_stream', actual: 0 });
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('appends when the exact expected revision holds', async () => {
        const stream = streamName();
        await store.append(stream, [newEvent('MemberRegistered'), newEvent('MemberRenamed')], 'no_stream');

        const result = await store.append(stream, [newEvent('MemberRenamed')], 1);

        expect(result.revision).toBe(2);
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2]);
      });

      it('rejects a wrong exact revision and appends nothing', async () => {
        const stream = streamName();
        await store.append(stream, [newEvent('MemberRegistered'), newEvent('MemberRenamed')], 'no_stream');

        await expect(store.append(stream, [newEvent('MemberRenamed')], 0)).rejects.toMatchObject({
          name: 'WrongExpectedRevisionError',
          stream,
          expected: 0,
          actual: 1,
        });
        await expect(store.append(stream, [newEvent('MemberRenamed')], 2)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('rejects an exact revision for a stream that does not exist', async () => {
        const stream = streamName();

        await expect(store.append(stream, [newEvent('MemberRegistered')], 0)).rejects.toMatchObject({
          name: 'WrongExpectedRevisionError',
          actual: -1,
        });
        expect(await store.readStream(stream)).toEqual([]);
      });

      it('appends with any whether or not the stream exists', async () => {
        const stream = streamName();

        const first = await store.append(stream, [newEvent('MemberRegistered')], 'any');
        const second = await store.append(stream, [newEvent('MemberRenamed')], 'any');

        expect([first.revision, second.revision]).toEqual([0, 1]);
        expect(second.position).toBeGreaterThan(first.position);
      });

      it('gives a multi-event append consecutive revisions and increasing positions', async () => {
        const stream = streamName();
        await store.append(stream, [newEvent('MemberRegistered')], 'no_stream');

        const result = await store.append(stream, [newEvent('A'), newEvent('B'), newEvent('C')], 0);

        const events = await store.readStream(stream);
        expect(events.map((e) => [e.revision, e.type])).toEqual([
          [0, 'MemberRegistered'],
          [1, 'A'],
          [2, 'B'],
          [3, 'C'],
        ]);
        expectStrictlyIncreasing(events.map((e) => e.position));
        expect(result).toEqual({ revision: 3, position: events[3].position });
        expect(new Set(events.map((e) => e.id)).size).toBe(4);
      });

      it('appends nothing of a multi-event append whose expected revision fails', async () => {
        const stream = streamName();
        await store.append(stream, [newEvent('MemberRegistered')], 'no_stream');

        const append = store.append(stream, [newEvent('A'), newEvent('B')], 'no_stream');

        await expect(append).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['MemberRegistered']);
      });

      it('appends nothing of a multi-event append that fails part-way', async () => {
        const stream = streamName();
        // JSON cannot hold a bigint, so the second event fails to serialise.
        const unserialisable = newEvent('B', { amount: 1n });

        await expect(store.append(stream, [newEvent('A'), unserialisable], 'any')).rejects.toThrow();

        expect(await store.readStream(stream)).toEqual([]);
      });

      it('rejects an empty append', async () => {
        const stream = streamName();

        await expect(store.append(stream, [], 'any')).rejects.toThrow();

        expect(await store.readStream(stream)).toEqual([]);
      });

      it('lets exactly one of many concurrent appends with the same expected revision win', async () => {
        const stream = streamName();
        await store.append(stream, [newEvent('MemberRegistered')], 'no_stream');

        const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => store.append(stream, [newEvent('MemberRenamed', { i })], 0)));

        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        const rejections = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
        expect(rejections).toHaveLength(9);
        for (const rejection of rejections) expect(rejection.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('lets exactly one of many concurrent no_stream appends create the stream', async () => {
        const stream = streamName();

        const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => store.append(stream, [newEvent('A'), newEvent('B')], 'no_stream')));

        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        expect(await store.readStream(stream)).toHaveLength(2);
      });
    });

    describe('appendMany', () => {
      it("appends to each stream against its own expected revision and answers each append's result, in order", async () => {
        const [a, b, c] = [streamName(), streamName(), streamName()];
        await store.append(b, [newEvent('MemberRegistered')], 'no_stream');

        const results = await store.appendMany([
          { stream: a, events: [newEvent('A1'), newEvent('A2')], expected: 'no_stream' },
          { stream: b, events: [newEvent('B1')], expected: 0 },
          { stream: c, events: [newEvent('C1')], expected: 'any' },
        ]);

        const [eventsOfA, eventsOfB, eventsOfC] = await Promise.all([a, b, c].map((stream) => store.readStream(stream)));
        expect(eventsOfA.map((e) => [e.revision, e.type])).toEqual([
          [0, 'A1'],
          [1, 'A2'],
        ]);
        expect(eventsOfB.map((e) => [e.revision, e.type])).toEqual([
          [0, 'MemberRegistered'],
          [1, 'B1'],
        ]);
        expect(eventsOfC.map((e) => [e.revision, e.type])).toEqual([[0, 'C1']]);
        expect(results).toEqual([
          { revision: 1, position: eventsOfA[1].position },
          { revision: 1, position: eventsOfB[1].position },
          { revision: 0, position: eventsOfC[0].position },
        ]);
        expectStrictlyIncreasing([...eventsOfA, eventsOfB[1], ...eventsOfC].map((e) => e.position));
      });

      it('delivers a batch to subscribers in the order of the list', async () => {
        const [a, b] = [streamName(), streamName()];
        const head = await store.headPosition();
        const seen: RecordedEvent[] = [];
        subscribe({ after: head }, (event) => {
          if (event.stream === a || event.stream === b) seen.push(event);
        });

        await store.appendMany([
          { stream: a, events: [newEvent('A1')], expected: 'no_stream' },
          { stream: b, events: [newEvent('B1'), newEvent('B2')], expected: 'no_stream' },
        ]);

        await waitFor(() => seen.length === 3);
        expect(seen.map((e) => `${e.stream === a ? 'a' : 'b'}:${e.type}`)).toEqual(['a:A1', 'b:B1', 'b:B2']);
      });

      it('fails on a wrong expected revision: that stream and the ones after it get nothing, the ones before it only when not atomic across streams', async () => {
        const [before, wrong, after] = [streamName(), streamName(), streamName()];
        await store.append(wrong, [newEvent('MemberRegistered')], 'no_stream');

        const batch = store.appendMany([
          { stream: before, events: [newEvent('A')], expected: 'no_stream' },
          { stream: wrong, events: [newEvent('B')], expected: 'no_stream' },
          { stream: after, events: [newEvent('C')], expected: 'no_stream' },
        ]);

        await expect(batch).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(batch).rejects.toMatchObject({ stream: wrong, expected: 'no_stream', actual: 0 });
        expect((await store.readStream(wrong)).map((e) => e.type)).toEqual(['MemberRegistered']);
        expect(await store.readStream(after)).toEqual([]);
        expect((await store.readStream(before)).map((e) => e.type)).toEqual(store.atomicAcrossStreams ? [] : ['A']);
      });

      it('appends nothing when an event of the batch cannot be stored', async () => {
        const [a, b] = [streamName(), streamName()];

        const batch = store.appendMany([
          { stream: a, events: [newEvent('A')], expected: 'any' },
          { stream: b, events: [newEvent('B', { amount: 1n })], expected: 'any' },
        ]);

        await expect(batch).rejects.toThrow();
        expect(await store.readStream(a)).toEqual([]);
        expect(await store.readStream(b)).toEqual([]);
      });

      it('rejects an empty batch and a batch with an empty append, appending nothing', async () => {
        const stream = streamName();

        await expect(store.appendMany([])).rejects.toThrow();
        await expect(
          store.appendMany([
            { stream, events: [newEvent('A')], expected: 'any' },
            { stream: streamName(), events: [], expected: 'any' },
          ]),
        ).rejects.toThrow();

        expect(await store.readStream(stream)).toEqual([]);
      });
    });

    describe('readStream', () => {
      it('reads from a revision (inclusive) and at most maxCount events', async () => {
        const stream = streamName();
        await store.append(
          stream,
          range(5).map((i) => newEvent('Counted', { i })),
          'no_stream',
        );

        const revisionsOf = async (options: { fromRevision?: number; maxCount?: number }) => (await store.readStream(stream, options)).map((e) => e.revision);

        expect(await revisionsOf({})).toEqual([0, 1, 2, 3, 4]);
        expect(await revisionsOf({ fromRevision: 2 })).toEqual([2, 3, 4]);
        expect(await revisionsOf({ fromRevision: 1, maxCount: 2 })).toEqual([1, 2]);
        expect(await revisionsOf({ maxCount: 0 })).toEqual([]);
        expect(await revisionsOf({ fromRevision: 5 })).toEqual([]);
      });

      it('reads a stream that does not exist as empty', async () => {
        expect(await store.readStream(streamName())).toEqual([]);
      });

      it('reads only the stream asked for', async () => {
        const [a, b] = [streamName(), streamName()];
        await store.append(a, [newEvent('A')], 'no_stream');
        await store.append(b, [newEvent('B')], 'no_stream');

        expect((await store.readStream(a)).map((e) => [e.stream, e.type])).toEqual([[a, 'A']]);
      });
    });

    describe('readAll and headPosition', () => {
      it('reads all streams in global order, after a position (exclusive), at most maxCount', async () => {
        const [a, b] = [streamName(), streamName()];
        const before = await store.headPosition();
        const p1 = (await store.append(a, [newEvent('A1')], 'no_stream')).position;
        const p2 = (await store.append(b, [newEvent('B1')], 'no_stream')).position;
        const p3 = (await store.append(a, [newEvent('A2')], 0)).position;
        const ours = (events: RecordedEvent[]) => events.filter((e) => e.stream === a || e.stream === b);

        const all = await store.readAll({ after: before });
        expectStrictlyIncreasing(all.map((e) => e.position));
        expect(ours(all).map((e) => [e.type, e.position])).toEqual([
          ['A1', p1],
          ['B1', p2],
          ['A2', p3],
        ]);
        expect(ours(await store.readAll({ after: p1 })).map((e) => e.type)).toEqual(['B1', 'A2']);
        expect(ours(await store.readAll({ after: p3 }))).toEqual([]);

        const page = await store.readAll({ after: p1, maxCount: 1 });
        expect(page).toHaveLength(1);
        // Another writer may have slipped in between p1 and p2, but never past p2.
        expect(page[0].position).toBeGreaterThan(p1);
        expect(page[0].position).toBeLessThanOrEqual(p2);
        expect(await store.readAll({ after: before, maxCount: 0 })).toEqual([]);
      });

      it('pages through readAll with maxCount without a gap or a repeat', async () => {
        const stream = streamName();
        const before = await store.headPosition();
        for (let batch = 0; batch < 5; batch += 1) {
          await store.append(
            stream,
            range(10).map((i) => newEvent('Counted', { i: batch * 10 + i })),
            'any',
          );
        }

        const seen: RecordedEvent[] = [];
        let after = before;
        for (;;) {
          const page = await store.readAll({ after, maxCount: 7 });
          if (page.length === 0) break;
          expect(page.length).toBeLessThanOrEqual(7);
          seen.push(...page);
          after = page[page.length - 1].position;
        }

        expectStrictlyIncreasing(seen.map((e) => e.position));
        expect(seen.filter((e) => e.stream === stream).map((e) => e.revision)).toEqual(range(50));
      });

      it('reports the head position at or past the last append', async () => {
        const before = await store.headPosition();

        const { position } = await store.append(streamName(), [newEvent('A'), newEvent('B')], 'no_stream');

        const head = await store.headPosition();
        expect(head).toBeGreaterThan(before);
        expect(head).toBeGreaterThanOrEqual(position);
      });
    });

    describe('round trip', () => {
      it('returns data and metadata exactly as appended', async () => {
        const stream = streamName();
        const data = {
          name: 'Zoë Łukasiewicz-Ñúñez 李小龍 שלום مرحبا 🙏🏽⛪',
          combining: 'e\u0301',
          escapes: 'quote " backslash \\ newline \n tab \t nul-free',
          nested: { deeper: { list: [1, -2.5, 1e21, 0, true, false, null, 'x', [], {}], empty: '' } },
          count: Number.MAX_SAFE_INTEGER,
          nothing: null,
        };
        const metadata: EventMetadata = {
          actorId: null,
          correlationId: randomUUID(),
          causationId: randomUUID(),
          occurredAt: '2024-02-29T23:59:59.999Z',
          schemaVersion: 3,
        };

        const before = await store.headPosition();

        await store.append(stream, [{ type: 'MemberRegistered', data, metadata }], 'no_stream');

        const [fromStream] = await store.readStream(stream);
        expect(fromStream.data).toStrictEqual(data);
        expect(fromStream.metadata).toStrictEqual(metadata);
        const fromAll = (await store.readAll({ after: before })).find((e) => e.id === fromStream.id);
        expect(fromAll).toStrictEqual(fromStream);
      });
    });

    describe('subscribeToAll', () => {
      it('catches up from a position, then delivers live appends in order', async () => {
        const stream = streamName();
        await store.append(stream, [newEvent('BeforeTheSubscription')], 'no_stream');
        const from = await store.headPosition();
        await store.append(stream, [newEvent('C0'), newEvent('C1')], 0);
        const received: RecordedEvent[] = [];

        subscribe({ after: from }, (event) => {
          received.push(event);
        });
        await waitFor(() => ofStream(received, stream).length === 2);
        await store.append(stream, [newEvent('L0')], 2);
        await store.append(stream, [newEvent('L1'), newEvent('L2')], 3);
        await waitFor(() => ofStream(received, stream).length === 5);

        expect(ofStream(received, stream).map((e) => e.type)).toEqual(['C0', 'C1', 'L0', 'L1', 'L2']);
        expectStrictlyIncreasing(received.map((e) => e.position));
        expect(received.every((e) => e.position > from)).toBe(true);
        expect(ofStream(received, stream)).toStrictEqual(await store.readStream(stream, { fromRevision: 1 }));
      });

      it('delivers everything once and in order when appends land while it is catching up', async () => {
        const stream = streamName();
        const before = await store.headPosition();
        // More than one catch-up page of any adapter, so appends land between pages.
        for (let batch = 0; batch < 25; batch += 1) {
          await store.append(
            stream,
            range(100).map(() => newEvent('Counted')),
            'any',
          );
        }
        const received: RecordedEvent[] = [];
        const appendsDuringCatchUp: Promise<unknown>[] = [];

        subscribe({ after: before }, async (event) => {
          received.push(event);
          const count = ofStream(received, stream).length;
          if (event.stream === stream && count % 500 === 1 && appendsDuringCatchUp.length < 5) {
            appendsDuringCatchUp.push(
              store.append(
                stream,
                range(20).map(() => newEvent('Counted')),
                'any',
              ),
            );
          }
          // Yield now and then so the appends above complete while catch-up goes on.
          if (count % 100 === 0) await sleep(1);
        });
        await waitFor(() => appendsDuringCatchUp.length === 5, 20_000);
        await Promise.all(appendsDuringCatchUp);
        await waitFor(() => ofStream(received, stream).length >= 2_600, 20_000);
        await sleep(300);

        expect(ofStream(received, stream).map((e) => e.revision)).toEqual(range(2_600));
        expectStrictlyIncreasing(received.map((e) => e.position));
      });

      it('waits for the handler of one event before delivering the next', async () => {
        const stream = streamName();
        const before = await store.headPosition();
        await store.append(
          stream,
          range(5).map(() => newEvent('Counted')),
          'no_stream',
        );
        let running = 0;
        let overlapped = false;
        const handled: number[] = [];

        subscribe({ after: before }, async (event) => {
          if (event.stream !== stream) return;
          running += 1;
          overlapped ||= running > 1;
          await sleep(5);
          handled.push(event.revision);
          running -= 1;
        });
        await waitFor(() => handled.length === 5);

        expect(overlapped).toBe(false);
        expect(handled).toEqual([0, 1, 2, 3, 4]);
      });

      it('stops and reports onError when the handler throws', async () => {
        const stream = streamName();
        const before = await store.headPosition();
        await store.append(
          stream,
          range(3).map(() => newEvent('Counted')),
          'no_stream',
        );
        const failure = new Error('projection broke');
        const handled: number[] = [];
        const onError = jest.fn();

        subscribe(
          { after: before },
          (event) => {
            if (event.stream !== stream) return;
            handled.push(event.revision);
            if (event.revision === 1) throw failure;
          },
          onError,
        );
        await waitFor(() => onError.mock.calls.length > 0);
        await store.append(stream, [newEvent('Counted')], 'any');
        await sleep(600);

        expect(onError).toHaveBeenCalledTimes(1);
        expect(onError).toHaveBeenCalledWith(failure);
        expect(handled).toEqual([0, 1]);
      });

      it('delivers nothing more once closed', async () => {
        const stream = streamName();
        const before = await store.headPosition();
        await store.append(stream, [newEvent('Counted')], 'no_stream');
        const received: RecordedEvent[] = [];

        const subscription = subscribe({ after: before }, (event) => {
          received.push(event);
        });
        await waitFor(() => ofStream(received, stream).length === 1);
        await subscription.close();
        await store.append(stream, [newEvent('Counted'), newEvent('Counted')], 0);
        await sleep(600);

        expect(ofStream(received, stream)).toHaveLength(1);
      });

      it('resumes from the last handled position after close with no gap and no repeat', async () => {
        const stream = streamName();
        const before = await store.headPosition();
        await store.append(
          stream,
          range(6).map((i) => newEvent('Counted', { i })),
          'no_stream',
        );
        const handled: RecordedEvent[] = [];
        let checkpoint = before;
        const handler = async (event: RecordedEvent) => {
          if (event.stream === stream) {
            // Slow enough that close() lands while events are still coming.
            await sleep(20);
            handled.push(event);
          }
          checkpoint = event.position;
        };

        const first = subscribe({ after: before }, handler);
        await waitFor(() => handled.length >= 2);
        await first.close();
        const handledBeforeClose = handled.length;
        await store.append(
          stream,
          range(3).map((i) => newEvent('Counted', { i: 6 + i })),
          5,
        );
        subscribe({ after: checkpoint }, handler);
        await waitFor(() => handled.length >= 9);
        await sleep(300);

        expect(handledBeforeClose).toBeLessThan(6);
        expect(handled.map((e) => e.revision)).toEqual(range(9));
        expectStrictlyIncreasing(handled.map((e) => e.position));
      });

      it('ends its subscriptions quietly when the store is closed', async () => {
        const stream = streamName();
        const before = await store.headPosition();
        await store.append(stream, [newEvent('Counted')], 'no_stream');
        const received: RecordedEvent[] = [];
        const onError = jest.fn();

        const subscription = subscribe(
          { after: before },
          (event) => {
            received.push(event);
          },
          onError,
        );
        await waitFor(() => ofStream(received, stream).length === 1);
        await store.close();
        await subscription.close();
        await sleep(300);

        expect(onError).not.toHaveBeenCalled();
        expect(ofStream(received, stream)).toHaveLength(1);
      });

      it('reports onError exactly once when the subscription ends without close', async () => {
        const stream = streamName();
        const before = await store.headPosition();
        await store.append(stream, [newEvent('Counted')], 'no_stream');
        const received: RecordedEvent[] = [];
        const onError = jest.fn();

        subscribe(
          { after: before },
          (event) => {
            received.push(event);
          },
          onError,
        );
        await waitFor(() => ofStream(received, stream).length === 1);
        await interruptSubscriptions();
        await waitFor(() => onError.mock.calls.length > 0);
        await sleep(600);

        expect(onError).toHaveBeenCalledTimes(1);
        // An Error, though perhaps of another realm (a native driver's), so by shape.
        expect(onError.mock.calls[0][0]).toMatchObject({ name: expect.stringMatching(/Error$/), message: expect.any(String) });
        expect(ofStream(received, stream)).toHaveLength(1);
      });

      it('resolves close only after the running handler has finished', async () => {
        const stream = streamName();
        const before = await store.headPosition();
        await store.append(stream, [newEvent('Counted'), newEvent('Counted')], 'no_stream');
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let entered = false;
        let finished = false;
        const handled: number[] = [];

        const subscription = subscribe({ after: before }, async (event) => {
          if (event.stream !== stream) return;
          entered = true;
          await released;
          handled.push(event.revision);
          finished = true;
        });
        await waitFor(() => entered);
        let closed = false;
        const closing = subscription.close().then(() => (closed = true));
        await sleep(100);
        expect(closed).toBe(false);
        release();
        await closing;

        expect(finished).toBe(true);
        expect(handled).toEqual([0]);
      });

      it('stays quiet when the running handler fails after close was asked', async () => {
        const stream = streamName();
        const before = await store.headPosition();
        await store.append(stream, [newEvent('Counted')], 'no_stream');
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let entered = false;
        const onError = jest.fn();

        const subscription = subscribe(
          { after: before },
          async (event) => {
            if (event.stream !== stream) return;
            entered = true;
            await released;
            throw new Error('failed while closing');
          },
          onError,
        );
        await waitFor(() => entered);
        const closing = subscription.close();
        release();
        await closing;
        await sleep(100);

        expect(onError).not.toHaveBeenCalled();
      });
    });
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function streamName(): string {
  return `member-${randomUUID()}`;
}

function newEvent(type: string, data: Record<string, unknown> = {}): NewEvent {
  return {
    type,
    data,
    metadata: {
      actorId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

function ofStream(events: RecordedEvent[], stream: string): RecordedEvent[] {
  return events.filter((e) => e.stream === stream);
}

function expectStrictlyIncreasing(positions: bigint[]): void {
  for (let i = 1; i < positions.length; i += 1) expect(positions[i]).toBeGreaterThan(positions[i - 1]);
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await sleep(10);
  }
}
