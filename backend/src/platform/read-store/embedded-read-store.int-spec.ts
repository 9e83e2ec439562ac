import Database from 'better-sqlite3';
import { find as mingoFind } from 'mingo';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { EmbeddedReadStore, type EmbeddedReadStoreOptions } from './embedded-read-store';
import { describeReadStoreContract } from './read-store.contract';
import { DuplicateKeyError, type Document, type Filter } from './read-store.port';

describeReadStoreContract('EmbeddedReadStore', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'read-store-'));
  const store = new EmbeddedReadStore(join(dir, 'read.sqlite'));
  return {
    store,
    cleanup: async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

describe('EmbeddedReadStore', () => {
  let dir: string;
  let path: string;
  const opened: EmbeddedReadStore[] = [];

  function open(options?: EmbeddedReadStoreOptions): EmbeddedReadStore {
    const store = new EmbeddedReadStore(path, options);
    opened.push(store);
    return store;
  }

  /** What another process would read from the file right now. */
  function onDisk(): { collection: string; id: string }[] {
    const reader = new Database(path, { readonly: true });
    try {
      return reader.prepare('SELECT collection, id FROM documents ORDER BY collection, id').all() as { collection: string; id: string }[];
    } finally {
      reader.close();
    }
  }

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'read-store-'));
    path = join(dir, 'nested', 'read.sqlite');
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    await rm(dir, { recursive: true, force: true });
  });

  it('loads documents and indexes back after close and reopen', async () => {
    const first = open();
    const members = first.collection('members');
    await members.createIndex({ email: 1 }, { unique: true });
    await members.createIndex({ sortName: 1 });
    await members.insertOne({ _id: 'a', email: 'a@example.com', sortName: 'b' });
    await members.insertOne({ _id: 'b', email: 'b@example.com', sortName: 'a' });
    expect(await members.countDocuments({ email: { $regex: 'b@ex' } })).toBe(1);
    await first.close();

    const second = open();
    const reopened = second.collection('members');

    expect(await reopened.find({}, { sort: { sortName: 1 } })).toEqual([
      { _id: 'b', email: 'b@example.com', sortName: 'a' },
      { _id: 'a', email: 'a@example.com', sortName: 'b' },
    ]);
    await expect(reopened.insertOne({ _id: 'c', email: 'a@example.com' })).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await second.listCollections()).toEqual(['members']);
    expect(await reopened.countDocuments({ email: { $regex: 'b@ex' } })).toBe(1);
    await reopened.updateOne({ _id: 'b' }, { $set: { email: 'c@example.com' } });
    expect(await reopened.countDocuments({ email: { $regex: 'b@ex' } })).toBe(0);
  });

  it('persists a write followed by close without an explicit flush', async () => {
    const first = open({ flushIntervalMs: 60_000 });
    await first.collection('members').insertOne({ _id: 'a', name: 'Ada' });
    await first.close();

    expect(await open().collection('members').findOne({ _id: 'a' })).toEqual({ _id: 'a', name: 'Ada' });
  });

  it('lands writes to two collections made together in one commit', async () => {
    const store = open({ flushIntervalMs: 60_000 });
    await store.flush();

    await store.collection('directory').insertOne({ _id: 'm1', name: 'Ada' });
    await store.collection('checkpoints').updateOne({ _id: 'directory' }, { $set: { position: 7 } }, { upsert: true });
    const beforeFlush = onDisk();
    await store.flush();

    expect(beforeFlush).toEqual([]);
    expect(onDisk()).toEqual([
      { collection: 'checkpoints', id: 'directory' },
      { collection: 'directory', id: 'm1' },
    ]);
  });

  it('writes pending changes to disk on a short timer', async () => {
    const store = open({ flushIntervalMs: 20 });

    await store.collection('directory').insertOne({ _id: 'm1' });
    await store.collection('checkpoints').insertOne({ _id: 'directory' });
    await sleep(200);

    expect(onDisk()).toHaveLength(2);
  });

  it('writes a large burst once the burst yields', async () => {
    const store = open({ flushIntervalMs: 60_000, maxPendingWrites: 10 });

    for (let i = 0; i < 25; i++) await store.collection('bulk').insertOne({ _id: `d${i}` });
    const duringBurst = onDisk();
    await sleep(20);

    expect(duringBurst).toEqual([]);
    expect(onDisk()).toHaveLength(25);
  });

  it('persists deletes, updates and drops', async () => {
    const first = open();
    const kept = first.collection('kept');
    await kept.insertOne({ _id: 'a', n: 1 });
    await kept.insertOne({ _id: 'b', n: 1 });
    await first.flush();
    await kept.deleteOne({ _id: 'a' });
    await kept.updateOne({ _id: 'b' }, { $inc: { n: 1 } });
    const dropped = first.collection('dropped');
    await dropped.createIndex({ n: 1 }, { unique: true });
    await dropped.insertOne({ _id: 'x', n: 1 });
    await first.flush();
    await dropped.drop();
    await dropped.insertOne({ _id: 'y', n: 1 });
    await dropped.insertOne({ _id: 'z', n: 1 });
    await first.close();

    const second = open();

    expect(await second.collection('kept').find({})).toEqual([{ _id: 'b', n: 2 }]);
    expect(await second.collection('dropped').find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'y', n: 1 },
      { _id: 'z', n: 1 },
    ]);
  });

  it('works in memory', async () => {
    const store = new EmbeddedReadStore(':memory:');
    opened.push(store);

    await store.collection('c').insertOne({ _id: 'a' });

    expect(await store.collection('c').countDocuments()).toBe(1);
  });

  it('refuses writes once closed', async () => {
    const store = open();
    await store.close();

    await expect(store.collection('c').insertOne({ _id: 'a' })).rejects.toThrow('closed');
  });

  it('agrees with mingo on documents with arrays, nesting and mixed types', async () => {
    const docs: Document[] = [
      { _id: '1', a: 1, b: 'x', n: { c: [1, 2] }, list: [{ k: 1 }, { k: 2 }] },
      { _id: '2', a: [1, 5], b: ['x', 'y'], n: { c: 3 }, list: [{ k: [3, 4] }] },
      { _id: '3', a: '1', b: null, n: [{ c: 1 }, { c: 9 }], list: [] },
      { _id: '4', a: null, n: null },
      { _id: '5', b: 'XY', n: { c: { d: 1 } }, list: [[{ k: 1 }]] },
      { _id: '6', a: 7.5, b: 'yx', n: 'text', list: [{ k: null }] },
    ];
    const filters: Filter[] = [
      { a: 1 },
      { a: { $gt: 1 } },
      { a: { $lte: 1 } },
      { a: { $in: [1, '1'] } },
      { a: { $nin: [1, null] } },
      { a: null },
      { a: { $ne: null } },
      { a: { $exists: false } },
      { 'n.c': 1 },
      { 'n.c': { $gte: 3 } },
      { 'n.c': null },
      { 'n.c.d': 1 },
      { 'list.k': 1 },
      { 'list.k': null },
      { 'list.k': { $exists: true } },
      { b: { $regex: 'x' } },
      { b: { $regex: 'x', $options: 'i' } },
      { b: /^y/ },
      { b: { $not: /x/ } },
      { 'list.0.k': 1 },
      { 'n.0.c': 1 },
      { list: { $size: 0 } },
      { list: { $elemMatch: { k: 2 } } },
      { $or: [{ a: 1 }, { b: 'yx' }] },
      { $nor: [{ a: 1 }, { b: 'x' }] },
      { $and: [{ a: { $gt: 0 } }, { a: { $lt: 6 } }] },
      { a: { $gt: 0, $lt: 6 } },
      { n: { c: 3 } },
      { b: ['x', 'y'] },
      { $expr: { $gt: ['$a', 2] } },
    ];
    const store = open();
    const plain = store.collection('plain');
    const indexed = store.collection('indexed');
    for (const field of ['a', 'b', 'n.c', 'list.k']) await indexed.createIndex({ [field]: 1 });
    for (const doc of docs) {
      await plain.insertOne(doc);
      await indexed.insertOne(doc);
    }

    for (const filter of filters) {
      const expected = (mingoFind(docs, filter).all() as Document[]).map((doc) => doc._id).sort();
      const context = JSON.stringify(filter, (_, value: unknown) => (value instanceof RegExp ? String(value) : value));
      for (const collection of [plain, indexed]) {
        const found = (await collection.find(filter)).map((doc) => doc._id).sort();
        expect({ context, found }).toEqual({ context, found: expected });
        expect({ context, count: await collection.countDocuments(filter) }).toEqual({ context, count: expected.length });
      }
    }
  });

  it('pages sorted reads of a repeated filter exactly, dense or sparse, before and after writes', async () => {
    const store = open();
    const people = store.collection('people');
    await people.createIndex({ name: 1 });
    await people.createIndex({ status: 1 });
    const docs: Document[] = [];
    for (let i = 0; i < 3000; i++) {
      docs.push({
        _id: `p${String(i).padStart(4, '0')}`,
        name: `n${(i * 7919) % 3001}`,
        status: i % 10 === 0 ? 'archived' : 'active',
        tag: i % 97 === 0 ? 'rare' : 'common',
      });
    }
    for (const doc of docs) await people.insertOne(doc);

    const expectPages = async (label: string): Promise<void> => {
      for (const filter of [{ status: 'active' }, { tag: 'rare' }, { status: 'active', tag: 'common' }] as Filter[]) {
        const matching = mingoFind(docs, filter).all() as Document[];
        for (const direction of [1, -1] as const) {
          const ordered = [...matching].sort(
            (a, b) => (String(a.name) < String(b.name) ? -1 : String(a.name) > String(b.name) ? 1 : a._id < b._id ? -1 : 1) * direction,
          );
          // The same filter several times: the first read plans it, the next ones reuse its answer.
          for (const [skip, limit] of [
            [0, 20],
            [0, 20],
            [40, 20],
            [1950, 50],
            [2600, 50],
            [0, 5000],
          ]) {
            const page = await people.find(filter, { sort: { name: direction, _id: direction }, skip, limit });
            const context = `${label} ${JSON.stringify(filter)} ${direction} ${skip}/${limit}`;
            expect({ context, ids: page.map((doc) => doc._id) }).toEqual({ context, ids: ordered.slice(skip, skip + limit).map((doc) => doc._id) });
            expect(await people.countDocuments(filter)).toBe(matching.length);
          }
        }
      }
    };

    await expectPages('fresh');
    await people.updateMany({ status: 'archived' }, { $set: { status: 'active' } });
    for (const doc of docs) doc.status = 'active';
    await people.deleteOne({ _id: 'p0001' });
    docs.splice(1, 1);
    await people.insertOne({ _id: 'p9999', name: 'n0', status: 'active', tag: 'rare' });
    docs.push({ _id: 'p9999', name: 'n0', status: 'active', tag: 'rare' });
    await expectPages('after writes');
  });

  it('answers substrings exactly through common 3-grams, whose slots it keeps up to date across writes', async () => {
    const store = open();
    const people = store.collection('people');
    await people.createIndex({ text: 1 });
    const docs: Document[] = [];
    // Every phone shares "555" (thousands of occurrences: the kept-slots path), some twice.
    for (let i = 0; i < 6000; i++)
      docs.push({
        _id: `p${String(i).padStart(4, '0')}`,
        text: `person ${i} (312) 555-${String(i % 10_000).padStart(4, '0')} 312555${i % 7 === 0 ? '5555' : '0000'}`,
      });
    for (const doc of docs) await people.insertOne(doc);
    const expectSame = async (label: string): Promise<void> => {
      for (const needle of ['555', '5555', '555-00', 'n 12', '0000', '2555']) {
        const expected = docs
          .filter((doc) => String(doc.text).includes(needle))
          .map((doc) => doc._id)
          .sort();
        const found = (await people.find({ text: { $regex: needle } }, { sort: { _id: 1 } })).map((doc) => doc._id);
        expect({ label, needle, count: found.length, found }).toEqual({ label, needle, count: expected.length, found: expected });
      }
    };
    await expectSame('fresh');
    await people.updateOne({ _id: 'p0003' }, { $set: { text: 'no phone at all' } });
    docs[3].text = 'no phone at all';
    await people.deleteOne({ _id: 'p0007' });
    docs.splice(7, 1);
    await people.insertOne({ _id: 'p9999', text: 'late 5555 joiner' });
    docs.push({ _id: 'p9999', text: 'late 5555 joiner' });
    await expectSame('after writes');
  });

  const benchmark = process.env.READ_STORE_BENCH ? it : it.skip;

  benchmark('micro-check (set READ_STORE_BENCH=1): prints median query times over 50,000 members', async () => {
    const fields = ['status', 'ministry', 'role', 'sortName', 'searchText'];
    let seed = 42;
    const random = (): number => (seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff) / 0x7fffffff;
    const pick = <V>(values: V[]): V => values[Math.floor(random() * values.length)];
    const syllables = [
      'an',
      'ber',
      'co',
      'dal',
      'el',
      'far',
      'gro',
      'ham',
      'il',
      'jen',
      'kin',
      'lo',
      'mar',
      'nor',
      'os',
      'pet',
      'ros',
      'sm',
      'ith',
      'ton',
      'ul',
      'van',
      'wes',
      'son',
    ];
    const surnames = [
      ...Array.from({ length: 3_000 }, () => pick(syllables) + pick(syllables) + (random() < 0.5 ? pick(syllables) : '')),
      ...['smith', 'smith', 'smith', 'smithers', 'goldsmith', 'jones', 'jones', 'brown', 'taylor', 'wilson'],
    ];
    const given = ['john', 'mary', 'peter', 'sarah', 'james', 'emma', 'david', 'grace', 'paul', 'ruth', 'ann', 'luke'];
    const ministries = ['Youth', 'Music', 'Outreach', 'Kids', 'Prayer', 'Hospitality', 'Media', 'Welcome'];
    const store = open();
    const members = store.collection('members');
    for (const field of fields) await members.createIndex({ [field]: 1 });
    let started = performance.now();
    for (let i = 0; i < 50_000; i++) {
      const first = pick(given);
      const last = pick(surnames);
      const email = `${first}.${last}${i}@example.com`;
      await members.insertOne({
        _id: `m${i}`,
        status: random() < 0.9 ? 'active' : 'inactive',
        ministry: pick(ministries),
        role: random() < 0.85 ? 'member' : 'leader',
        sortName: `${last} ${first}`,
        searchText: `${first} ${last} ${email} 0755${String(i).padStart(6, '0')}`,
      });
    }
    const insertAll = performance.now() - started;
    started = performance.now();
    await store.flush();
    const flush = performance.now() - started;
    await store.close();
    started = performance.now();
    const reopened = open().collection('members');
    await reopened.countDocuments();
    const reopen = performance.now() - started;
    started = performance.now();
    await reopened.countDocuments({ searchText: { $regex: 'warm' } });
    const firstSubstringQuery = performance.now() - started;

    // More distinct needles than the collection remembers answers for, so every read is planned afresh.
    const needles = [
      'smit',
      'jone',
      'brow',
      'tayl',
      'wils',
      'john',
      'mary',
      'pete',
      'sara',
      'jame',
      'emma',
      'grac',
      'paul',
      'ruth',
      'luke',
      'anbe',
      'marco',
      'ithson',
      'wes',
      'kin',
      'dal',
      'ros',
      'pet',
      'gro',
      'ham',
      'jen',
      'nor',
      'van',
      'ton',
      'ulan',
      'elfar',
      'cosm',
      'lomar',
      'ossm',
      'smith',
      'ber',
      'far',
      'il',
      'co',
      'example\\.com',
    ];
    const filter = (i: number): Filter => ({
      status: 'active',
      ministry: ministries[i % 3],
      role: 'member',
      searchText: { $regex: needles[i % needles.length] },
    });
    const page = { sort: { sortName: 1 as const, _id: 1 as const }, skip: 40, limit: 20 };
    const median = async (run: (i: number) => Promise<unknown>): Promise<number> => {
      for (let i = 0; i < 200; i++) await run(i + 1_000);
      const times: number[] = [];
      for (let i = 0; i < 400; i++) {
        const t = performance.now();
        await run(i);
        times.push(performance.now() - t);
      }
      return Number(times.sort((a, b) => a - b)[200].toFixed(3));
    };

    console.log('read-store micro-check over 50,000 members (ms):', {
      insertAll: Math.round(insertAll),
      flushAll: Math.round(flush),
      reopen: Math.round(reopen),
      firstSubstringQuery: Math.round(firstSubstringQuery),
      matchesForSmit: await reopened.countDocuments(filter(0)),
      searchPage: await median((i) => reopened.find(filter(i), page)),
      searchCount: await median((i) => reopened.countDocuments(filter(i))),
      searchPageThenCount: await median(async (i) => {
        await reopened.find(filter(i), page);
        await reopened.countDocuments(filter(i));
      }),
      filtersOnlyPage: await median((i) => reopened.find({ status: 'active', ministry: ministries[i % 8], role: { $in: ['member', `r${i}`] } }, page)),
      unfilteredFirstPage: await median(() => reopened.find({}, { sort: { sortName: 1, _id: 1 }, limit: 20 })),
    });
  });
});

describe('EmbeddedReadStore ownership', () => {
  it('refuses a second store on the same file while the first is open, with a clear message', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'read-store-owner-'));
    const path = join(dir, 'read.sqlite');
    const first = new EmbeddedReadStore(path);
    await first.collection('members').insertOne({ _id: 'a', name: 'Ann' });
    await first.flush();
    expect(() => new EmbeddedReadStore(path)).toThrow(
      expect.objectContaining({ name: 'ReadStoreInUseError', message: expect.stringMatching(/in use by another Koinonia process/) }),
    );
    await first.close();
    const second = new EmbeddedReadStore(path);
    expect(await second.collection('members').findOne({ _id: 'a' })).toEqual({ _id: 'a', name: 'Ann' });
    await second.close();
    await rm(dir, { recursive: true, force: true });
  });
});
