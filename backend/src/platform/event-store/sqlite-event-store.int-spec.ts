import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeEventStoreContract } from './event-store.contract';
import { WrongExpectedRevisionError, type NewEvent, type RecordedEvent } from './event-store.port';
import { SqliteEventStore } from './sqlite-event-store';

describeEventStoreContract('SqliteEventStore', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'event-store-'));
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  return {
    store,
    cleanup: async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
    // The database gone from under a caught-up subscription: its next page read fails.
    interruptSubscriptions: async () => {
      store['db'].close();
    },
  };
});

describe('SqliteEventStore', () => {
  let dir: string;
  let path: string;
  const opened: SqliteEventStore[] = [];

  function open(options?: ConstructorParameters<typeof SqliteEventStore>[1]): SqliteEventStore {
    const store = new SqliteEventStore(path, options);
    opened.push(store);
    return store;
  }

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'event-store-'));
    path = join(dir, 'events.sqlite');
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    await rm(dir, { recursive: true, force: true });
  });

  it('starts empty: head position 0 and nothing to read', async () => {
    const store = open();

    expect(await store.headPosition()).toBe(0n);
    expect(await store.readAll()).toEqual([]);
  });

  it('numbers positions from 1 without gaps, across streams', async () => {
    const store = open();

    await store.append('member-a', [newEvent('A'), newEvent('B')], 'no_stream');
    await store.append('member-b', [newEvent('C')], 'no_stream');

    expect((await store.readAll()).map((e) => e.position)).toEqual([1n, 2n, 3n]);
    expect(await store.headPosition()).toBe(3n);
  });

  it('creates the folder of the file when it is missing', async () => {
    path = join(dir, 'nested', 'deeper', 'events.sqlite');
    const store = open();

    await store.append('member-a', [newEvent('A')], 'no_stream');

    expect(await store.readStream('member-a')).toHaveLength(1);
  });

  it('runs in WAL mode with synchronous=FULL, so an acknowledged append survives a crash', () => {
    open();
    // The connection is private on purpose; the test reads its pragmas all the same.
    const connection = (opened[0] as unknown as { db: Database.Database }).db;

    expect(connection.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(connection.pragma('synchronous', { simple: true })).toBe(2);
    expect(connection.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(connection.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
  });

  it('keeps every event when the file is closed and opened again', async () => {
    const first = new SqliteEventStore(path);
    await first.append('member-a', [newEvent('A'), newEvent('B')], 'no_stream');
    await first.append('member-b', [newEvent('C', { text: 'Zoë 🙏' })], 'no_stream');
    const written = await first.readAll();
    await first.close();

    const reopened = open();

    expect(await reopened.readAll()).toStrictEqual(written);
    expect((await reopened.append('member-a', [newEvent('D')], 1)).position).toBe(4n);
    const raw = new Database(path, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
  });

  it('sees in one instance what an instance that was never closed appended', async () => {
    const writer = open();
    await writer.append('member-a', [newEvent('A')], 'no_stream');

    const reader = open();

    expect((await reader.readStream('member-a')).map((e) => e.type)).toEqual(['A']);
  });

  it('checks the expected revision against appends made through another connection', async () => {
    const [one, other] = [open(), open()];
    await one.append('member-a', [newEvent('A')], 'no_stream');

    await other.append('member-a', [newEvent('B')], 0);

    await expect(one.append('member-a', [newEvent('C')], 0)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect((await one.readStream('member-a')).map((e) => e.type)).toEqual(['A', 'B']);
  });

  it('delivers an append of the same instance at once, without waiting for the poll', async () => {
    const store = open({ pollIntervalMs: 60_000 });
    const received: RecordedEvent[] = [];
    store.subscribeToAll({}, (event) => {
      received.push(event);
    });
    await sleep(20);

    const started = Date.now();
    await store.append('member-a', [newEvent('A')], 'no_stream');
    await waitFor(() => received.length === 1);

    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('delivers through polling what another instance on the same file appends', async () => {
    const writer = open();
    const reader = open({ pollIntervalMs: 50 });
    const received: RecordedEvent[] = [];
    reader.subscribeToAll({}, (event) => {
      received.push(event);
    });
    await sleep(20);

    await writer.append('member-a', [newEvent('A'), newEvent('B')], 'no_stream');
    await writer.append('member-b', [newEvent('C')], 'no_stream');
    await waitFor(() => received.length === 3);

    expect(received.map((e) => [e.position, e.type])).toEqual([
      [1n, 'A'],
      [2n, 'B'],
      [3n, 'C'],
    ]);
  });

  it('gives each of several followers at one position its own copy of the events, from its own appends and from polling', async () => {
    const writer = open();
    const reader = open({ pollIntervalMs: 50 });
    const meddler: RecordedEvent[] = [];
    const bystander: RecordedEvent[] = [];
    // The followers read each new page once between them; the first one scribbles on what it gets.
    reader.subscribeToAll({}, (event) => {
      (event.data as { name?: string }).name = 'changed';
      meddler.push(event);
    });
    reader.subscribeToAll({}, (event) => {
      bystander.push(event);
    });
    await sleep(20);

    await reader.append('member-a', [newEvent('A', { name: 'Ann' })], 'no_stream');
    await writer.append('member-b', [newEvent('B', { name: 'Ben' })], 'no_stream');
    await waitFor(() => meddler.length === 2 && bystander.length === 2);

    expect(meddler.map((e) => e.data)).toEqual([{ name: 'changed' }, { name: 'changed' }]);
    expect(bystander.map((e) => [e.type, e.data])).toEqual([
      ['A', { name: 'Ann' }],
      ['B', { name: 'Ben' }],
    ]);
  });

  it('closes its subscriptions when the store is closed', async () => {
    const store = new SqliteEventStore(path);
    await store.append('member-a', [newEvent('A')], 'no_stream');
    let finished = false;
    store.subscribeToAll({}, async () => {
      await sleep(50);
      finished = true;
    });
    await sleep(10);

    await store.close();

    expect(finished).toBe(true);
  });

  it('reports a read failure to onError and stops', async () => {
    const store = open();
    const onError = jest.fn();
    store.subscribeToAll({}, () => undefined, onError);
    await sleep(10);

    // Dropping the table under a live subscription makes its next page read fail.
    (store as unknown as { db: Database.Database }).db.exec('DROP TABLE events');
    await waitFor(() => onError.mock.calls.length === 1);

    // SQLite's errors come from the native addon's realm, so match the shape rather than the class.
    expect(onError.mock.calls[0][0]).toMatchObject({ message: expect.stringMatching(/no such table/i) });
  });
});

function newEvent(type: string, data: Record<string, unknown> = {}): NewEvent {
  return {
    type,
    data,
    metadata: {
      actorId: null,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await sleep(5);
  }
}
