import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { find as mingoFind } from 'mingo';
import { EmbeddedReadStore } from './embedded-read-store';
import type { EmbeddedCollection } from './embedded-collection';
import { hashBuildSlice } from './embedded-index';
import { pageOfMarkedRanks, pageOfSortedRanks } from './embedded-bitsets';
import type { Collection, Document, Filter, IndexSpec, SortSpec } from './read-store.port';
import { seededRandom } from '../../testing/seeded-random.util';

/**
 * The embedded store's evaluation of member-directory reads (gram lists with slot directories,
 * bitsets over slots and over sort ranks, equality bitsets kept by the indexes, remembered
 * counts) against a naive one: mingo for the filter, a plain sort for the order. The church is
 * large enough for every path to run (a `555` list long enough for a slot directory, role and
 * status lists long enough for bitsets), and writes between rounds exercise their upkeep.
 */

const GIVEN = ['ann', 'bob', 'cara', 'dev', 'eli', 'fay', 'gil', 'hana', 'ivan', 'jo'];
const SURNAMES = ['smith', 'smyth', 'jones', 'brown', 'nguyen', 'garcia', 'smithson', 'ng', 'okafor', 'lee', 'park', 'kim'];
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'proton.me'];
const ROLES = ['member', 'member', 'member', 'attender', 'visitor', 'leader'];
const MINISTRIES = ['Youth', 'Music', 'Outreach', 'Kids', 'Prayer'];
const SORTS: SortSpec[] = [
  { sortName: 1, _id: 1 },
  { sortName: -1, _id: -1 },
  { joinedAt: 1, _id: 1 },
  { joinedAt: -1, _id: -1 },
  { ministry: 1, sortName: 1, _id: 1 },
  { ministry: -1, sortName: -1, _id: -1 },
];

function member(random: () => number, i: number): Document {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
  const given = pick(GIVEN);
  const surname = pick(SURNAMES);
  const email = `${given}.${surname}${i}@${pick(DOMAINS)}`;
  const digits = String(1000 + Math.floor(random() * 9000));
  const area = pick(['312', '217', '630']);
  const doc: Document = {
    _id: `m${String(i).padStart(5, '0')}`,
    status: random() < 0.9 ? 'active' : 'archived',
    // A rare role too, held by too few for the index to keep a bitset of it.
    role: random() < 0.01 ? 'pastor' : pick(ROLES),
    sortName: `${surname} ${given}`,
    joinedAt: `20${10 + Math.floor(random() * 16)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 10)}`,
    // Like the directory's search text: the phone as shown and as digits, so "555" is everywhere.
    searchText: `${given} ${surname} ${email} (${area}) 555-${digits} ${area}555${digits}`,
  };
  if (random() < 0.9) doc.ministry = pick(MINISTRIES);
  // Privacy choices as the directory keeps them: listed or not, and what others may search by.
  doc.listed = random() < 0.9;
  doc.inDirectory = doc.status === 'active' && doc.listed;
  doc.sharedSearchText = random() < 0.4 ? doc.searchText : `${given} ${surname}`;
  return doc;
}

function compareValues(a: unknown, b: unknown): number {
  const rank = (value: unknown): number => (value === undefined || value === null ? 0 : 1);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (rank(a) === 0) return 0;
  return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0;
}

function naive(docs: Document[], filter: Filter, sort: SortSpec, skip: number, limit: number): { ids: string[]; total: number } {
  const matched = mingoFind(docs, filter).all() as Document[];
  const keys = Object.entries(sort).filter(([path]) => path !== '_id');
  const tie = Object.values(sort)[0];
  matched.sort((a, b) => {
    for (const [path, direction] of keys) {
      const order = compareValues(a[path], b[path]);
      if (order !== 0) return order * direction;
    }
    return (a._id < b._id ? -1 : a._id > b._id ? 1 : 0) * tie;
  });
  return { ids: matched.slice(skip, limit > 0 ? skip + limit : undefined).map((doc) => doc._id), total: matched.length };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function randomQuery(random: () => number, docs: Document[]): { filter: Filter; sort: SortSpec; skip: number; limit: number } {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
  const filter: Filter = {};
  if (random() < 0.85) filter.status = random() < 0.8 ? 'active' : 'archived';
  const kind = random();
  if (kind < 0.25) filter.role = pick(ROLES);
  else if (kind < 0.35) filter.role = { $in: [pick(ROLES), pick([...ROLES, 'pastor'])] };
  else if (kind < 0.55) filter.ministry = random() < 0.1 ? null : pick(MINISTRIES);
  if (random() < 0.75) {
    const text = String(pick(docs).searchText);
    const length = 2 + Math.floor(random() * 6);
    const start = Math.floor(random() * Math.max(1, text.length - length));
    // Digits and the phone's shared "555" often: the widest needles, and needles whose rare
    // first gram also occurs where no "555" follows it (so a lookup must match positions).
    const needle =
      random() < 0.35 ? pick(['555', '5555', '312555', '55-1', '1555', '2555', '0555', '7555', '.com', 'l.co', 'smith']) : text.slice(start, start + length);
    filter.searchText = { $regex: escapeRegex(needle) };
    // A member's view: others only as they share, and their own record whatever it says.
    if (random() < 0.3) filter.$or = [{ inDirectory: true, sharedSearchText: { $regex: escapeRegex(needle) } }, { _id: pick(docs)._id }];
  } else if (random() < 0.4) {
    const choice = random();
    // Branches an index answers exactly (the union is the answer), narrows only, or not at all.
    if (choice < 0.4) filter.$or = [{ inDirectory: true }, { _id: pick(docs)._id }];
    else if (choice < 0.7) filter.$or = [{ status: 'active', listed: true }, { _id: pick(docs)._id }];
    else filter.$or = [{ listed: true }, { role: { $ne: 'member' } }];
  }
  const page = random();
  const limit = page < 0.1 ? 0 : 20;
  const skip = page < 0.5 ? 0 : Math.floor(random() * (random() < 0.5 ? 100 : 3000));
  return { filter, sort: pick(SORTS), skip, limit };
}

/** Queries that take particular paths whatever the random ones do. */
const FIXED: { filter: Filter; sort: SortSpec; skip: number; limit: number }[] = [
  // Wide candidates (every phone) ANDed with a common and a rare role's slots.
  { filter: { status: 'active', role: { $in: ['member', 'pastor'] }, searchText: { $regex: '555' } }, sort: { sortName: 1, _id: 1 }, skip: 40, limit: 20 },
  { filter: { role: 'pastor', searchText: { $regex: '555' } }, sort: { joinedAt: -1, _id: -1 }, skip: 0, limit: 20 },
  // A common value alone (its list is the answer) and with another (two bitsets).
  { filter: { status: 'active' }, sort: { sortName: -1, _id: -1 }, skip: 2_000, limit: 20 },
  { filter: { status: 'archived', role: 'member' }, sort: { ministry: 1, sortName: 1, _id: 1 }, skip: 0, limit: 0 },
  // A member searching every phone: only shared ones match, and their own record.
  {
    filter: { searchText: { $regex: '555' }, $or: [{ inDirectory: true, sharedSearchText: { $regex: '555' } }, { _id: 'm00007' }] },
    sort: { sortName: 1, _id: 1 },
    skip: 0,
    limit: 20,
  },
  // A member's directory without a search, with a role: the exact union and a bitset together.
  { filter: { role: 'member', $or: [{ inDirectory: true }, { _id: 'm00011' }] }, sort: { sortName: 1, _id: 1 }, skip: 300, limit: 20 },
];

async function expectSameAsNaive(collection: Collection, docs: Document[], random: () => number, rounds: number, label: string): Promise<void> {
  for (let round = 0; round < rounds + FIXED.length; round++) {
    const { filter, sort, skip, limit } = round < FIXED.length ? FIXED[round] : randomQuery(random, docs);
    const expected = naive(docs, filter, sort, skip, limit);
    const context = `${label}: ${JSON.stringify({ filter, sort, skip, limit })}`;
    const page = await collection.find(filter, { sort, skip, limit });
    const total = await collection.countDocuments(filter);
    expect({ context, ids: page.map((doc) => doc._id), total }).toEqual({ context, ids: expected.ids, total: expected.total });
  }
}

describe('EmbeddedReadStore evaluation of directory reads', () => {
  let store: EmbeddedReadStore;

  beforeEach(() => {
    store = new EmbeddedReadStore(':memory:');
  });

  afterEach(async () => {
    await store.close();
  });

  it('pages, sorts and counts exactly as a naive evaluation, before and after writes', async () => {
    const random = seededRandom(2026);
    const members = store.collection('members');
    const indexes: IndexSpec[] = [
      { status: 1 },
      { role: 1 },
      { ministry: 1 },
      { sortName: 1 },
      { ministry: 1, sortName: 1 },
      { searchText: 1 },
      { sharedSearchText: 1 },
      { listed: 1 },
      { inDirectory: 1 },
      { joinedAt: 1 },
    ];
    for (const spec of indexes) await members.createIndex(spec);
    // 9,000 members: "555" twice each, a list long enough for a slot directory.
    const docs = Array.from({ length: 9_000 }, (_, i) => member(random, i));
    await members.bulkWrite(docs.map((doc) => ({ replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } })));

    await expectSameAsNaive(members, docs, random, 120, 'fresh');

    // Writes of every kind the indexes keep up with: moved between roles and statuses (the
    // equality bitsets), new search text (the gram lists and their directories), deletes and
    // inserts (new slots past the bitsets).
    for (let i = 0; i < 400; i++) {
      const at = Math.floor(random() * docs.length);
      const doc = docs[at];
      const choice = random();
      if (choice < 0.3) {
        const status = random() < 0.5 ? 'active' : 'archived';
        const changes = { status, role: ROLES[Math.floor(random() * ROLES.length)], inDirectory: status === 'active' && doc.listed === true };
        await members.updateOne({ _id: doc._id }, { $set: changes });
        docs[at] = { ...doc, ...changes };
      } else if (choice < 0.55) {
        const searchText = `${doc.sortName} 5555${i} (312) 555-${i} l.com`;
        const sharing = random() < 0.5;
        const listed = random() < 0.8;
        const changes = { searchText, sharedSearchText: sharing ? searchText : String(doc.sortName), listed, inDirectory: doc.status === 'active' && listed };
        await members.updateOne({ _id: doc._id }, { $set: changes });
        docs[at] = { ...doc, ...changes };
      } else if (choice < 0.7) {
        await members.deleteOne({ _id: doc._id });
        docs.splice(at, 1);
      } else {
        const added = member(random, 10_000 + i);
        await members.insertOne(added);
        docs.push(added);
      }
      if (i % 100 === 99) await expectSameAsNaive(members, docs, random, 15, `after ${i + 1} writes`);
    }
    await expectSameAsNaive(members, docs, random, 60, 'after all writes');
  });
});

describe('pages from sort ranks', () => {
  it('reads the same page from sorted ranks and from a rank bitset as a naive sort, either way', () => {
    const random = seededRandom(99);
    for (let round = 0; round < 300; round++) {
      const size = 1 + Math.floor(random() * 3_000);
      // The order: slots in sort order (a shuffled range).
      const order = Array.from({ length: size }, (_, i) => i);
      for (let i = size - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      const ranks = [...new Set(Array.from({ length: Math.floor(random() * size) }, () => Math.floor(random() * size)))];
      const direction = random() < 0.5 ? 1 : -1;
      const skip = random() < 0.5 ? 0 : Math.floor(random() * size);
      const limit = random() < 0.2 ? 0 : 1 + Math.floor(random() * 50);
      const sorted = [...ranks].sort((a, b) => (a - b) * direction);
      const expected = sorted.slice(skip, limit > 0 ? skip + limit : undefined).map((rank) => order[rank]);
      const bits = new Int32Array((size + 31) >>> 5);
      for (const rank of ranks) bits[rank >>> 5] |= 1 << (rank & 31);

      expect(pageOfSortedRanks(Int32Array.from(ranks), order, direction, skip, limit)).toEqual(expected);
      expect(pageOfMarkedRanks(bits, order, direction, skip, limit)).toEqual(expected);
    }
  });
});

/** Sermon-like documents: a word array (some past a thousand words), a details text past the gram offsets. */
const VOCABULARY = Array.from({ length: 3_000 }, (_, i) => `w${i.toString(36)}`);

function sermon(random: () => number, i: number): Document {
  const long = random() < 0.2;
  // Common words often (a Zipf-like draw), rare ones seldom; a long transcript more than a thousand distinct words.
  const drawn = Array.from({ length: Math.floor(random() * 200) }, () => VOCABULARY[Math.floor(VOCABULARY.length * random() ** 3)]);
  const start = Math.floor(random() * 1_900);
  const words = [...new Set([...drawn, ...(long ? VOCABULARY.slice(start, start + 1_050) : [])])];
  const doc: Document = {
    _id: `s${String(i).padStart(5, '0')}`,
    status: random() < 0.8 ? 'published' : 'draft',
    preachedOn: `20${10 + Math.floor(random() * 16)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 10)}`,
    // Past 1,024 characters for some: those are only candidates of the gram lists.
    details: `${VOCABULARY[i % VOCABULARY.length]} sermon ${i} ${'filler '.repeat(random() < 0.5 ? 200 : 3)}`,
    words,
  };
  // An array inside the array: the word index is then only a superset for everything.
  if (random() < 0.002) doc.words = [...words, ['nested']];
  return doc;
}

function sermonQuery(random: () => number): { filter: Filter; sort: SortSpec; skip: number; limit: number } {
  const word = () => VOCABULARY[Math.floor(VOCABULARY.length * random() ** (random() < 0.5 ? 1 : 3))];
  const wanted = Array.from({ length: 1 + Math.floor(random() * 3) }, word);
  const needle = random() < 0.3 ? 'nested' : random() < 0.5 ? wanted[0] : `sermon ${Math.floor(random() * 500)}`;
  const search: Filter = { $or: [{ details: { $regex: escapeRegex(needle) } }, { $and: wanted.map((w) => ({ words: w })) }] };
  const filter: Filter = random() < 0.7 ? { status: 'published', ...search } : search;
  const skip = random() < 0.7 ? 0 : 20 * Math.floor(random() * 5);
  return { filter, sort: random() < 0.5 ? { preachedOn: -1, _id: -1 } : { preachedOn: 1, _id: 1 }, skip, limit: random() < 0.1 ? 0 : 20 };
}

describe('EmbeddedReadStore evaluation of word-array searches', () => {
  it('indexes arrays of any length on one field and answers $or searches as a naive evaluation, before and after writes', async () => {
    const store = new EmbeddedReadStore(':memory:');
    try {
      const random = seededRandom(15);
      const sermons = store.collection('sermons');
      for (const spec of [{ status: 1, preachedOn: -1 }, { preachedOn: 1 }, { details: 1 }, { words: 1 }] as IndexSpec[]) await sermons.createIndex(spec);
      const docs = Array.from({ length: 600 }, (_, i) => sermon(random, i));
      // Thousands of words in one array are thousands of keys of one index, not parallel arrays.
      await sermons.bulkWrite(docs.map((doc) => ({ replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } })));
      const check = async (rounds: number, label: string) => {
        for (let round = 0; round < rounds; round++) {
          const { filter, sort, skip, limit } = sermonQuery(random);
          const expected = naive(docs, filter, sort, skip, limit);
          const context = `${label}: ${JSON.stringify(filter)}`;
          const page = await sermons.find(filter, { sort, skip, limit });
          const total = await sermons.countDocuments(filter);
          expect({ context, ids: page.map((doc) => doc._id), total }).toEqual({ context, ids: expected.ids, total: expected.total });
        }
      };
      await check(40, 'fresh');
      for (let i = 0; i < 100; i++) {
        const at = Math.floor(random() * docs.length);
        const choice = random();
        if (choice < 0.5) {
          const next = { ...sermon(random, 5_000 + i), _id: docs[at]._id };
          await sermons.replaceOne({ _id: next._id }, next);
          docs[at] = next;
        } else if (choice < 0.7) {
          const status = docs[at].status === 'published' ? 'draft' : 'published';
          await sermons.updateOne({ _id: docs[at]._id }, { $set: { status } });
          docs[at] = { ...docs[at], status };
        } else if (choice < 0.85) {
          await sermons.deleteOne({ _id: docs[at]._id });
          docs.splice(at, 1);
        } else {
          const added = sermon(random, 10_000 + i);
          await sermons.insertOne(added);
          docs.push(added);
        }
        if (i % 50 === 49) await check(15, `after ${i + 1} writes`);
      }
    } finally {
      await store.close();
    }
  });
});

/**
 * Chat-like documents for compound indexes read by equality on leading fields, a range on the
 * next and a sort on the rest (MongoDB's equality-sort-range): mixed types, nulls and missing
 * values on every indexed field, ties on the sort field, and boundaries hit exactly.
 */
const CHANNELS: unknown[] = ['a', 'b', 'c', 7, '7', true];
const ROOMS = ['hall', 'nave', 'crypt'];

function message(random: () => number, i: number): Document {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
  const doc: Document = { _id: `c${String(i).padStart(5, '0')}`, author: pick(['ann', 'bob', 'cara', 'dev']), deleted: random() < 0.2 };
  const channel = random();
  if (channel < 0.94) doc.channelId = pick(CHANNELS);
  else if (channel < 0.97) doc.channelId = null;
  // Ties: 600 values for 3,000 documents; now and then another type, null or nothing.
  const seq = random();
  if (seq < 0.85) doc.seq = Math.floor(random() * 600);
  else if (seq < 0.9) doc.seq = String(Math.floor(random() * 600));
  else if (seq < 0.93) doc.seq = random() < 0.5;
  else if (seq < 0.96) doc.seq = null;
  if (random() < 0.95) doc.room = pick(ROOMS);
  if (random() < 0.9) doc.kind = 1 + Math.floor(random() * 3);
  if (random() < 0.9) doc.at = `2025-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 10)}`;
  return doc;
}

type Query = { filter: Filter; sort: SortSpec; skip: number; limit: number };
// Every sort ends in _id: without it, ties go by _id in the walk's direction on a span or an index
// walk but in the first key's direction when sorted in memory (MongoDB promises neither).

function rangeOf(random: () => number, path: string, value: () => unknown): Filter {
  const choice = random();
  if (choice < 0.2) return {};
  if (choice < 0.3) return { [path]: { $lt: value(), $gt: value() } };
  if (choice < 0.4) return { [path]: { $lte: value(), $gte: value() } };
  return { [path]: { [(['$lt', '$lte', '$gt', '$gte'] as const)[Math.floor(random() * 4)]]: value() } };
}

function messageQuery(random: () => number): Query {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
  const page = (): { skip: number; limit: number } => ({ skip: random() < 0.6 ? 0 : Math.floor(random() * 60), limit: pick([0, 1, 10, 51]) });
  const extra = (): Filter => {
    const choice = random();
    // No other index, an indexed equality (candidates), a residual condition the walk must check.
    if (choice < 0.5) return {};
    if (choice < 0.7) return { author: pick(['ann', 'bob']) };
    if (choice < 0.85) return { deleted: false };
    return { seq: { $ne: 300 } };
  };
  if (random() < 0.65) {
    // Values that occur (boundaries hit exactly), between types, or nowhere.
    const seq = (): unknown => (random() < 0.8 ? Math.floor(random() * 600) : pick(['300', '5', true, false, -1, 600, 'zzz']));
    const filter: Filter = { channelId: pick([...CHANNELS, 'none']), ...rangeOf(random, 'seq', seq), ...extra() };
    const sort = pick<SortSpec>([
      { seq: -1, _id: 1 },
      { seq: 1, _id: -1 },
    ]);
    return { filter, sort, ...page() };
  }
  const at = (): unknown => (random() < 0.8 ? `2025-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 10)}` : pick(['2025', '2025-05', 3, '']));
  const room = pick([...ROOMS, 'none']);
  const choice = random();
  if (choice < 0.5) {
    const filter: Filter = { room, kind: pick([1, 2, 3]), ...rangeOf(random, 'at', at), ...extra() };
    return {
      filter,
      sort: pick<SortSpec>([
        { at: 1, _id: 1 },
        { at: -1, _id: -1 },
      ]),
      ...page(),
    };
  }
  if (choice < 0.8) {
    // One leading field fixed, a range on the second, a sort on the last two.
    const filter: Filter = { room, ...(random() < 0.6 ? { kind: { $gte: pick([1, 2]) } } : {}), ...extra() };
    return {
      filter,
      sort: pick<SortSpec>([
        { kind: 1, at: 1, _id: 1 },
        { kind: -1, at: -1, _id: -1 },
      ]),
      ...page(),
    };
  }
  // Every field fixed: the walk is by _id alone; or a range of _id on the _id index.
  if (random() < 0.5) return { filter: { room, kind: pick([1, 2]), at: at() }, sort: pick<SortSpec>([{ _id: 1 }, { _id: -1 }]), ...page() };
  return {
    filter: rangeOf(random, '_id', () => `c${String(Math.floor(random() * 3_200)).padStart(5, '0')}`),
    sort: pick<SortSpec>([{ _id: 1 }, { _id: -1 }]),
    ...page(),
  };
}

describe('EmbeddedReadStore evaluation of equality-sort-range reads', () => {
  it('pages, sorts and counts a compound index prefix with a range as mingo does, before and after writes', async () => {
    const store = new EmbeddedReadStore(':memory:');
    try {
      const random = seededRandom(16);
      const messages = store.collection('messages');
      for (const spec of [{ channelId: 1, seq: -1 }, { room: 1, kind: 1, at: 1 }, { author: 1 }] as IndexSpec[]) await messages.createIndex(spec);
      const docs = Array.from({ length: 3_000 }, (_, i) => message(random, i));
      await messages.bulkWrite(docs.map((doc) => ({ replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } })));
      let queries = 0;
      const check = async (rounds: number, label: string) => {
        for (let round = 0; round < rounds; round++) {
          const { filter, sort, skip, limit } = messageQuery(random);
          const cursor = mingoFind(docs, filter).sort(sort).skip(skip);
          const expected = (limit > 0 ? cursor.limit(limit) : cursor).all().map((doc) => doc._id);
          const total = mingoFind(docs, filter).all().length;
          const context = `${label}: ${JSON.stringify({ filter, sort, skip, limit })}`;
          const page = await messages.find(filter, { sort, skip, limit });
          const counted = await messages.countDocuments(filter);
          expect({ context, ids: page.map((doc) => doc._id), total: counted }).toEqual({ context, ids: expected, total });
          queries++;
        }
      };
      const examinedBefore = (messages as unknown as { documentsExamined: number }).documentsExamined;
      await check(200, 'fresh');
      // Spans, not scans: every query read far fewer documents than the collection holds.
      const examined = (messages as unknown as { documentsExamined: number }).documentsExamined - examinedBefore;
      expect(examined).toBeLessThan((queries * docs.length) / 4);
      for (let i = 0; i < 600; i++) {
        const at = Math.floor(random() * docs.length);
        const choice = random();
        if (choice < 0.35) {
          // New seq, channel or key fields: the order is repaired around the moved slot.
          const fresh = message(random, 20_000 + i);
          const changes: Document = { _id: docs[at]._id };
          for (const path of ['channelId', 'seq', 'room', 'kind', 'at'].filter(() => random() < 0.5)) changes[path] = fresh[path] ?? null;
          await messages.updateOne({ _id: docs[at]._id }, { $set: changes });
          docs[at] = { ...docs[at], ...changes };
        } else if (choice < 0.45) {
          await messages.updateOne({ _id: docs[at]._id }, { $unset: { seq: '' } });
          const { seq: _dropped, ...rest } = docs[at];
          docs[at] = rest as Document;
        } else if (choice < 0.6) {
          await messages.deleteOne({ _id: docs[at]._id });
          docs.splice(at, 1);
        } else {
          // Appended like new messages: the highest seq of a channel.
          const added = { ...message(random, 10_000 + i), seq: 600 + i };
          await messages.insertOne(added);
          docs.push(added);
        }
        // Reads after a few writes (a repair in place), then after a hundred (a repair by one copy).
        if (i < 300 ? i % 10 === 9 : i % 100 === 99) await check(i < 300 ? 3 : 20, `after ${i + 1} writes`);
      }
      await check(60, 'after all writes');
    } finally {
      await store.close();
    }
  });
});

describe('EmbeddedReadStore word index built in the background after a start', () => {
  const slice = { ...hashBuildSlice };
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'read-store-postings-'));
    // A few documents a slice, so writes and queries land half-way through the build.
    hashBuildSlice.documents = 20;
  });
  afterEach(async () => {
    Object.assign(hashBuildSlice, slice);
    await rm(dir, { recursive: true, force: true });
  });

  /** A store of `count` sermons on disk, opened again: its word index is then built in the background. */
  async function restarted(random: () => number, count: number): Promise<{ store: EmbeddedReadStore; docs: Document[] }> {
    const path = join(dir, 'read.sqlite');
    const first = new EmbeddedReadStore(path);
    const sermons = first.collection('sermons');
    for (const spec of [{ status: 1, preachedOn: -1 }, { preachedOn: 1 }, { words: 1 }] as IndexSpec[]) await sermons.createIndex(spec);
    const docs = Array.from({ length: count }, (_, i) => sermon(random, i));
    await sermons.bulkWrite(docs.map((doc) => ({ replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } })));
    await first.close();
    return { store: new EmbeddedReadStore(path), docs };
  }

  const wordIndex = (store: EmbeddedReadStore) => (store.collection('sermons') as EmbeddedCollection).singleFieldIndex('words')!;
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  /** One random write (a transcript replaced, words added or taken, a sermon deleted or added), mirrored in `docs`. */
  async function write(random: () => number, sermons: ReturnType<EmbeddedReadStore['collection']>, docs: Document[], i: number): Promise<void> {
    const at = Math.floor(random() * docs.length);
    const choice = random();
    if (choice < 0.3) {
      const next = { ...sermon(random, 20_000 + i), _id: docs[at]._id };
      await sermons.replaceOne({ _id: next._id }, next);
      docs[at] = next;
    } else if (choice < 0.5) {
      const word = VOCABULARY[Math.floor(random() * 40)];
      await sermons.updateOne({ _id: docs[at]._id }, { $addToSet: { words: word } });
      const words = docs[at].words as unknown[];
      docs[at] = { ...docs[at], words: words.includes(word) ? words : [...words, word] };
    } else if (choice < 0.65) {
      const words = (docs[at].words as unknown[]).filter((word) => typeof word !== 'string' || !word.startsWith('w1'));
      await sermons.updateOne({ _id: docs[at]._id }, { $set: { words } });
      docs[at] = { ...docs[at], words };
    } else if (choice < 0.8) {
      await sermons.deleteOne({ _id: docs[at]._id });
      docs.splice(at, 1);
    } else {
      const added = sermon(random, 30_000 + i);
      await sermons.insertOne(added);
      docs.push(added);
    }
  }

  async function check(
    random: () => number,
    sermons: ReturnType<EmbeddedReadStore['collection']>,
    docs: Document[],
    rounds: number,
    label: string,
  ): Promise<void> {
    for (let round = 0; round < rounds; round++) {
      const { filter, sort, skip, limit } =
        round % 2 === 0
          ? sermonQuery(random)
          : { filter: { words: VOCABULARY[Math.floor(random() * 60)] }, sort: { preachedOn: 1, _id: 1 } as SortSpec, skip: 0, limit: 0 };
      const expected = naive(docs, filter, sort, skip, limit);
      const context = `${label}: ${JSON.stringify(filter)}`;
      const page = await sermons.find(filter, { sort, skip, limit });
      const total = await sermons.countDocuments(filter);
      expect({ context, ids: page.map((doc) => doc._id), total }).toEqual({ context, ids: expected.ids, total: expected.total });
    }
  }

  it('counts every write made half-way through the build once, whether a query finishes it or it finishes alone', async () => {
    const random = seededRandom(27);
    const { store, docs } = await restarted(random, 400);
    try {
      const sermons = store.collection('sermons');
      expect(wordIndex(store).hashBuilt).toBe(false);
      // Writes between slices, before and after where the build has got to; then a query finishes it.
      for (let i = 0; i < 30; i++) {
        if (i % 3 === 0) await nextTurn();
        await write(random, sermons, docs, i);
      }
      expect(wordIndex(store).hashBuilt).toBe(false);
      await check(random, sermons, docs, 20, 'a query during the build');
      expect(wordIndex(store).hashBuilt).toBe(true);
      for (let i = 60; i < 120; i++) await write(random, sermons, docs, i);
      await check(random, sermons, docs, 20, 'after the build');
    } finally {
      await store.close();
    }

    const again = new EmbeddedReadStore(join(dir, 'read.sqlite'));
    try {
      const sermons = again.collection('sermons');
      const stored = (await sermons.find({}, { sort: { _id: 1 } })).map((doc) => doc._id);
      expect(stored).toEqual(docs.map((doc) => doc._id).sort());
      let i = 200;
      while (!wordIndex(again).hashBuilt) {
        await nextTurn();
        await write(random, sermons, docs, i++);
      }
      expect(i).toBeGreaterThan(205);
      await check(random, sermons, docs, 30, 'built alone while written to');
    } finally {
      await again.close();
    }
  });
});
