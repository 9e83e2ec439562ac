import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { WrongExpectedRevisionError, type EventStore } from '../event-store/event-store.port';
import { EmbeddedReadStore } from '../read-store/embedded-read-store';
import { CommandExecutor } from './command-executor.service';
import type { Decider } from './decider.type';
import { SNAPSHOTS, type SnapshotDocument } from './snapshot.util';

/** A tally that refuses to pass a limit: enough state (a number and a list) to tell folds apart. */
type TallyEvent = { type: 'Added'; data: { amount: number; note: string } };
type TallyCommand = { type: 'Add'; amount: number; note: string };
interface TallyState {
  total: number;
  notes: string[];
}

const tally: Decider<TallyState, TallyCommand, TallyEvent> = {
  initialState: () => ({ total: 0, notes: [] }),
  evolve: (state, event) => (event.type === 'Added' ? { total: state.total + event.data.amount, notes: [...state.notes, event.data.note] } : state),
  decide: (command, state) => {
    if (state.total + command.amount > 1000) throw new Error('over the limit');
    return [{ type: 'Added', data: { amount: command.amount, note: command.note } }];
  },
};
const snapshotting = (version = 1, every = 3): Decider<TallyState, TallyCommand, TallyEvent> => ({ ...tally, snapshot: { name: 'tally', version, every } });

/** Empty in-memory stores and an executor over them: each test starts from nothing. */
const freshStores = () => {
  const events = new SqliteEventStore(':memory:');
  const reads = new EmbeddedReadStore(':memory:');
  return { events, reads, executor: new CommandExecutor(events, reads) };
};

describe('CommandExecutor with snapshots', () => {
  let events: SqliteEventStore;
  let reads: EmbeddedReadStore;
  let executor: CommandExecutor;
  const stream = 'tally-1';
  const snapshots = () => reads.collection<SnapshotDocument>(SNAPSHOTS);
  const add = (amount: number, decider = snapshotting()) => executor.execute(stream, decider, { type: 'Add', amount, note: `+${amount}` }, { actorId: null });

  beforeEach(() => ({ events, reads, executor } = freshStores()));
  afterEach(() => Promise.all([reads.close(), events.close()]));

  it('folds the events after the newest snapshot to the same state and revision as a full fold', async () => {
    for (let i = 1; i <= 10; i++) await add(i, tally);
    const full = await executor.load(stream, tally);
    expect(full).toMatchObject({ revision: 9, folded: 10, state: { total: 55 } });

    // The first load folds everything and, having folded more than `every`, leaves a snapshot.
    expect(await executor.load(stream, snapshotting())).toEqual(full);
    expect(await snapshots().findOne({ _id: `tally:${stream}` })).toMatchObject({ version: 1, revision: 9 });
    const fromSnapshot = await executor.load(stream, snapshotting());
    expect(fromSnapshot).toEqual({ ...full, folded: 0 });
  });

  it('folds a write made after the snapshot in', async () => {
    for (let i = 1; i <= 5; i++) await add(i, tally);
    await executor.load(stream, snapshotting());
    await add(100, tally);
    const loaded = await executor.load(stream, snapshotting());
    expect(loaded).toEqual({ revision: 5, folded: 1, state: { total: 115, notes: ['+1', '+2', '+3', '+4', '+5', '+100'] } });
    // Decisions see it too: the limit counts the folded-in write.
    await expect(add(900)).rejects.toThrow('over the limit');
  });

  it('ignores a snapshot of another version, and replaces it', async () => {
    for (let i = 1; i <= 5; i++) await add(i, tally);
    await executor.load(stream, snapshotting(1));
    expect(await executor.load(stream, snapshotting(2))).toMatchObject({ folded: 5, state: { total: 15 } });
    expect(await snapshots().findOne({ _id: `tally:${stream}` })).toMatchObject({ version: 2 });
  });

  it('loads in full past a corrupt snapshot, or one taken of events the stream no longer has', async () => {
    for (let i = 1; i <= 5; i++) await add(i, tally);
    await executor.load(stream, snapshotting());
    const id = `tally:${stream}`;
    const taken = (await snapshots().findOne({ _id: id }))!;

    await snapshots().replaceOne({ _id: id }, { ...taken, state: JSON.stringify({ total: 999, notes: [] }) });
    expect(await executor.load(stream, snapshotting(1, 100))).toMatchObject({ folded: 5, state: { total: 15 } });
    await snapshots().replaceOne({ _id: id }, { ...taken, state: '{not json' });
    expect(await executor.load(stream, snapshotting(1, 100))).toMatchObject({ folded: 5, state: { total: 15 } });
    // The same revision, but another event there (a store reset or restored since): not this stream's past.
    await snapshots().replaceOne({ _id: id }, { ...taken, position: '999999' });
    expect(await executor.load(stream, snapshotting(1, 100))).toMatchObject({ folded: 5, state: { total: 15 } });
    await snapshots().replaceOne({ _id: id }, { ...taken, revision: 40 });
    expect(await executor.load(stream, snapshotting(1, 100))).toMatchObject({ revision: 4, folded: 5, state: { total: 15 } });
  });

  it('still meets a concurrent writer at the expected revision when it started from a snapshot', async () => {
    for (let i = 1; i <= 5; i++) await add(i, tally);
    await executor.load(stream, snapshotting());
    // Another writer appends right after our read: our append must conflict, not overwrite.
    let raced = false;
    const racing: EventStore = Object.assign(Object.create(events) as EventStore, {
      readStream: async (...args: Parameters<EventStore['readStream']>) => {
        const read = await events.readStream(...args);
        if (!raced) {
          raced = true;
          await events.append(stream, [{ type: 'Added', data: { amount: 7, note: 'other' }, metadata: read[0].metadata }], 'any');
        }
        return read;
      },
    });
    const racer = new CommandExecutor(racing, reads);
    await expect(racer.execute(stream, snapshotting(), { type: 'Add', amount: 1, note: 'mine' }, { actorId: null })).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    // Deciding again (retries) takes the other write into account.
    raced = false;
    const outcome = await racer.execute(stream, snapshotting(), { type: 'Add', amount: 1, note: 'mine' }, { actorId: null, retries: 1 });
    expect(outcome.state).toEqual({ total: 30, notes: ['+1', '+2', '+3', '+4', '+5', 'other', 'other', 'mine'] });
    expect(outcome.revision).toBe(7);
    // An If-Match older than the stream is refused the same way.
    await expect(
      executor.execute(stream, snapshotting(), { type: 'Add', amount: 1, note: 'stale' }, { actorId: null, expectedRevision: 5 }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
  });
});

describe('CommandExecutor given what the caller had (from)', () => {
  let events: SqliteEventStore;
  let reads: EmbeddedReadStore;
  let executor: CommandExecutor;
  const stream = 'tally-from';
  const add = (amount: number, from?: { state: TallyState; revision: number }) =>
    executor.execute(stream, tally, { type: 'Add', amount, note: `+${amount}` }, { actorId: null, from });

  beforeEach(() => ({ events, reads, executor } = freshStores()));
  afterEach(() => Promise.all([reads.close(), events.close()]));

  it('reads only the events after it: the same outcome as a full load, without folding the past again', async () => {
    let outcome = await add(1);
    const reading = jest.spyOn(events, 'readStream');
    for (let i = 2; i <= 10; i++) outcome = await add(i, outcome);
    expect(outcome).toMatchObject({ revision: 9, state: { total: 55 } });
    expect(await executor.load(stream, tally)).toMatchObject({ revision: 9, state: outcome.state });
    // Each command asked only for the events after the revision it was given: none were there.
    expect(reading.mock.calls.map(([, options]) => options?.fromRevision)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    reading.mockRestore();
  });

  it('folds in what another writer appended since, so a decision counts it', async () => {
    const mine = await add(500);
    await add(400, mine);
    const stale = { state: mine.state, revision: mine.revision };
    // Only 100 is left under the limit: the stale state (500) would allow 300, the stream (900) does not.
    await expect(add(300, stale)).rejects.toThrow('over the limit');
    expect(await add(100, stale)).toMatchObject({ revision: 2, state: { total: 1000, notes: ['+500', '+400', '+100'] } });
  });
});

describe('CommandExecutor.executeAll', () => {
  let events: SqliteEventStore;
  let reads: EmbeddedReadStore;
  let executor: CommandExecutor;
  const add = (stream: string, amount: number, expectedRevision?: number) => ({
    stream,
    command: { type: 'Add' as const, amount, note: `+${amount}` },
    options: { actorId: null, ...(expectedRevision === undefined ? {} : { expectedRevision }) },
  });

  beforeEach(() => ({ events, reads, executor } = freshStores()));
  afterEach(() => Promise.all([reads.close(), events.close()]));

  it('decides each command on its own stream and records them all with one appendMany', async () => {
    await executor.execute('tally-a', tally, { type: 'Add', amount: 10, note: '+10' }, { actorId: null });
    const appendMany = jest.spyOn(events, 'appendMany');

    const outcomes = await executor.executeAll(tally, [add('tally-a', 5, 0), add('tally-b', 7)]);

    expect(appendMany).toHaveBeenCalledTimes(1);
    expect(outcomes.map((o) => [o.revision, o.state.total])).toEqual([
      [1, 15],
      [0, 7],
    ]);
    expect(outcomes[1].position).toBeGreaterThan(outcomes[0].position!);
    expect((await executor.load('tally-a', tally)).state.total).toBe(15);
    expect((await executor.load('tally-b', tally)).state.total).toBe(7);
  });

  it('records nothing when one command meets a conflict or is refused', async () => {
    await executor.execute('tally-a', tally, { type: 'Add', amount: 10, note: '+10' }, { actorId: null });

    await expect(executor.executeAll(tally, [add('tally-b', 1), add('tally-a', 5, 3)])).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(executor.executeAll(tally, [add('tally-b', 1), add('tally-a', 2000)])).rejects.toThrow('over the limit');

    expect(await events.readStream('tally-b')).toEqual([]);
    expect(await events.readStream('tally-a')).toHaveLength(1);
  });
});
