import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { EmbeddedReadStore } from '../read-store/embedded-read-store';
import type { Document } from '../read-store/read-store.port';
import { eventually } from '../../testing/eventually.util';
import { testEvent } from '../../testing/recording-reactor.util';
import { CHECKPOINTS, ProjectionRunner } from './projection-runner.service';
import type { Projection } from './projection.type';

interface Tally extends Document {
  count: number;
  seen: number[];
}

/**
 * A projection that counts the events it is given, on purpose not idempotent: an event the runner
 * applied twice would show in the count. `projected` lists what it was handed, in order.
 */
function counting(name: string, version = 1): { projection: Projection<Tally>; projected: number[] } {
  const projected: number[] = [];
  const projection: Projection<Tally> = {
    name,
    collection: name,
    version,
    canHandle: (event) => event.type === 'Counted',
    documentId: () => 'tally',
    project(document, event) {
      const n = (event.data as { n: number }).n;
      projected.push(n);
      return { _id: 'tally', count: (document?.count ?? 0) + 1, seen: [...(document?.seen ?? []), n] };
    },
  };
  return { projection, projected };
}

describe('ProjectionRunner checkpoints', () => {
  let eventStore: SqliteEventStore;
  let readStore: EmbeddedReadStore;
  const runners: ProjectionRunner[] = [];

  const runnerOf = (...projections: Projection<Tally>[]) => {
    const runner = new ProjectionRunner(eventStore, readStore);
    for (const projection of projections) runner.register(projection as unknown as Projection);
    runners.push(runner);
    return runner;
  };
  const append = async (...ns: number[]) => {
    let position = 0n;
    for (const n of ns) position = (await eventStore.append(`thing-${n}`, [testEvent('Counted', n)], 'any')).position;
    return position;
  };
  const tally = (name: string) => readStore.collection<Tally>(name).findOne({ _id: 'tally' });
  const checkpoint = async (name: string) => (await readStore.collection(CHECKPOINTS).findOne({ _id: name }))?.position;

  beforeEach(() => {
    eventStore = new SqliteEventStore(':memory:');
    readStore = new EmbeddedReadStore(':memory:');
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await readStore.close();
    await eventStore.close();
  });

  it('applies each event once and keeps its checkpoint; a new runner on the same stores resumes after it', async () => {
    const head = await append(1, 2, 3);
    const first = counting('tallies');
    const runner = runnerOf(first.projection);
    await runner.start();
    expect(first.projected).toEqual([1, 2, 3]);
    expect(await tally('tallies')).toMatchObject({ count: 3, seen: [1, 2, 3] });
    expect(await checkpoint('tallies')).toBe(String(head));
    expect(runner.checkpointOf('tallies')).toBe(head);
    await runner.stop();

    await append(4);
    const again = counting('tallies');
    const restarted = runnerOf(again.projection);
    await restarted.start();
    expect(restarted.replayedOnStart).toBe(1);
    const live = await append(5);
    await eventually(() => expect(restarted.position).toBe(live));
    expect(await tally('tallies')).toMatchObject({ count: 5, seen: [1, 2, 3, 4, 5] });
    expect(again.projected).toEqual([4, 5]);
  });

  it('in one batch, skips for each projection what its own checkpoint already covers: a new one takes everything, the one ahead only the rest', async () => {
    await append(1, 2, 3);
    const ahead = counting('ahead');
    const runner = runnerOf(ahead.projection);
    await runner.start();
    await runner.stop();

    const head = await append(4, 5);
    const resumed = counting('ahead');
    const added = counting('added');
    const restarted = runnerOf(resumed.projection, added.projection);
    await restarted.start();
    // The catch-up read from the lowest checkpoint (0): events 1-5 came as one batch to both.
    expect(restarted.replayedOnStart).toBe(5);
    expect(added.projected).toEqual([1, 2, 3, 4, 5]);
    expect(resumed.projected).toEqual([4, 5]);
    expect(await tally('ahead')).toMatchObject({ count: 5, seen: [1, 2, 3, 4, 5] });
    expect(await tally('added')).toMatchObject({ count: 5, seen: [1, 2, 3, 4, 5] });
    expect([restarted.checkpointOf('ahead'), restarted.checkpointOf('added'), restarted.position]).toEqual([head, head, head]);
  });

  it('skips a whole batch a projection has already seen, while another one behind it takes the batch', async () => {
    const head = await append(1, 2);
    const ahead = counting('ahead');
    const runner = runnerOf(ahead.projection);
    await runner.start();
    await runner.stop();

    const resumed = counting('ahead');
    const added = counting('added');
    await runnerOf(resumed.projection, added.projection).start();
    expect(added.projected).toEqual([1, 2]);
    expect(resumed.projected).toEqual([]);
    expect(await tally('ahead')).toMatchObject({ count: 2 });
    expect(await checkpoint('ahead')).toBe(String(head));
  });

  it('rebuilds a projection whose version changed from the first event, not on top of what it kept', async () => {
    await append(1, 2, 3);
    const runner = runnerOf(counting('tallies', 1).projection);
    await runner.start();
    await runner.stop();

    const changed = counting('tallies', 2);
    await runnerOf(changed.projection).start();
    expect(changed.projected).toEqual([1, 2, 3]);
    expect(await tally('tallies')).toMatchObject({ count: 3, seen: [1, 2, 3] });
    expect(await readStore.collection(CHECKPOINTS).findOne({ _id: 'tallies' })).toMatchObject({ version: 2 });
  });
});
