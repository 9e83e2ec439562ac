import {
  BACKWARDS,
  EventStoreDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type Position,
} from '@eventstore/db-client';
import { Readable } from 'node:stream';
import { EsdbEventStore } from './esdb-event-store';
import { WrongExpectedRevisionError } from './event-store.port';

/**
 * The parts of the adapter that do not need a server: mapping, `$` filtering and paging over
 * $all. The fake serves $all the way the server does: a read from a position includes the
 * event at that position. The contract suite covers the rest against a real server.
 */
describe('EsdbEventStore without a server', () => {
  afterEach(() => jest.restoreAllMocks());

  function storeOver(client: Partial<EventStoreDBClient>): EsdbEventStore {
    jest.spyOn(EventStoreDBClient, 'connectionString').mockReturnValue(client as EventStoreDBClient);
    return new EsdbEventStore('esdb://localhost:2113?tls=false');
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
    const failing = new Readable({ objectMode: true, read() {} });
    const store = storeOver({
      readStream: jest.fn(() => {
        process.nextTick(() => failing.destroy(new StreamNotFoundError(undefined, 'member-x')));
        return Object.assign(failing, { cancel: async () => undefined });
      }),
    } as Partial<EventStoreDBClient>);

    expect(await store.readStream('member-x')).toEqual([]);
  });

  it('turns a wrong expected version into WrongExpectedRevisionError', async () => {
    const conflict = new WrongExpectedVersionError(undefined, { streamName: 'member-x', expected: 'no_stream', current: 4n });
    const store = storeOver({ appendToStream: jest.fn().mockRejectedValue(conflict) } as Partial<EventStoreDBClient>);

    const append = store.append('member-x', [newEvent()], 'no_stream');

    await expect(append).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(append).rejects.toMatchObject({ stream: 'member-x', expected: 'no_stream', actual: 4 });
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
