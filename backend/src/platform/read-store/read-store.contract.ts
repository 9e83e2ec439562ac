import { randomUUID } from 'node:crypto';
import { DuplicateKeyError, ForbiddenFieldPathError, type Collection, type Document, type Filter, type ReadStore, type SortSpec } from './read-store.port';
import { seededRandom } from '../../testing/seeded-random.util';

export type ReadStoreFactory = () => Promise<{ store: ReadStore; cleanup: () => Promise<void> }>;

type Person = Document & {
  name?: string;
  age?: number;
  city?: string | null;
  tags?: string[];
  address?: { zip?: string; country?: string };
  email?: string;
  nickname?: null;
};

const PEOPLE: Person[] = [
  { _id: 'p1', name: 'Ada', age: 36, city: 'London', tags: ['math', 'poetry'], address: { zip: 'N1', country: 'UK' }, email: 'ada@example.com' },
  { _id: 'p2', name: 'Brian', age: 25, city: 'Paris', tags: ['art'], address: { zip: '75001', country: 'FR' }, nickname: null },
  { _id: 'p3', name: 'Chen', age: 41, city: 'London', tags: [], address: { country: 'UK' } },
  { _id: 'p4', name: 'dana', age: 25, city: 'Berlin', address: { zip: '10115', country: 'DE' }, email: 'Dana@Example.org' },
  { _id: 'p5', name: 'Eve', city: 'Paris', tags: ['math'], email: 'eve+test@example.com' },
  { _id: 'p6', name: 'Frank', age: 58, city: null, tags: ['art', 'math'] },
];

const ids = (docs: Document[]): string[] => docs.map((doc) => doc._id);

/**
 * The behaviour every read-store adapter must have: MongoDB's semantics for what projections and
 * queries use. Each test works in collections of its own (unique names), so the suite also runs
 * against a shared MongoDB database.
 */
export function describeReadStoreContract(name: string, factory: ReadStoreFactory): void {
  describe(`${name} (read-store contract)`, () => {
    jest.setTimeout(60_000);

    const run = `rs_${Date.now().toString(36)}_${randomUUID().slice(0, 6)}`;
    let store: ReadStore;
    let cleanup: () => Promise<void>;
    const used: string[] = [];

    function collection<T extends Document = Document>(label: string): Collection<T> {
      const collectionName = `${run}_${label}_${used.length}`;
      used.push(collectionName);
      return store.collection<T>(collectionName);
    }

    async function people(): Promise<Collection<Person>> {
      const people = collection<Person>('people');
      for (const person of PEOPLE) await people.insertOne(person);
      return people;
    }

    beforeEach(async () => {
      ({ store, cleanup } = await factory());
    });

    afterEach(async () => {
      for (const collectionName of used.splice(0)) await store.collection(collectionName).drop();
      await cleanup();
    });

    describe('reading', () => {
      it('returns inserted documents from find, findOne and countDocuments', async () => {
        const c = await people();

        expect(await c.find({}, { sort: { _id: 1 } })).toEqual(PEOPLE);
        expect(await c.findOne({ name: 'Chen' })).toEqual(PEOPLE[2]);
        expect(await c.countDocuments()).toBe(6);
        expect(await c.countDocuments({ city: 'Paris' })).toBe(2);
      });

      it('returns null from findOne and nothing from find when no document matches', async () => {
        const c = await people();

        expect(await c.findOne({ name: 'Zed' })).toBeNull();
        expect(await c.find({ name: 'Zed' })).toEqual([]);
        expect(await c.countDocuments({ name: 'Zed' })).toBe(0);
      });

      it('sees a write made between two identical reads', async () => {
        const c = await people();
        await c.createIndex({ city: 1 });
        const filter = { city: 'London', name: { $regex: 'a' } };

        expect(await c.countDocuments(filter)).toBe(1);
        await c.insertOne({ _id: 'p7', city: 'London', name: 'Gail' });
        expect(await c.countDocuments(filter)).toBe(2);
        await c.updateOne({ _id: 'p1' }, { $set: { name: 'Lovelace' } });
        expect(ids(await c.find(filter, { sort: { _id: 1 } }))).toEqual(['p1', 'p7']);
        await c.deleteOne({ _id: 'p7' });
        expect(await c.countDocuments(filter)).toBe(1);
      });

      it('finds nothing in a collection that was never written', async () => {
        const c = collection('empty');

        expect(await c.find({})).toEqual([]);
        expect(await c.countDocuments()).toBe(0);
      });
    });

    describe('filter operators', () => {
      const cases: [string, Filter, string[]][] = [
        ['equality', { city: 'London' }, ['p1', 'p3']],
        ['$eq', { age: { $eq: 25 } }, ['p2', 'p4']],
        ['a dotted path', { 'address.country': 'UK' }, ['p1', 'p3']],
        ['$in', { city: { $in: ['Paris', 'Berlin'] } }, ['p2', 'p4', 'p5']],
        ['$nin (null and missing count as not in)', { city: { $nin: ['Paris', 'London'] } }, ['p4', 'p6']],
        ['$ne', { city: { $ne: 'London' } }, ['p2', 'p4', 'p5', 'p6']],
        ['$gt with $lte', { age: { $gt: 25, $lte: 41 } }, ['p1', 'p3']],
        ['$lt (missing is not less)', { age: { $lt: 30 } }, ['p2', 'p4']],
        ['$gte across types only within numbers', { age: { $gte: 0 } }, ['p1', 'p2', 'p3', 'p4', 'p6']],
        ['$exists false', { age: { $exists: false } }, ['p5']],
        ['$exists true (null exists)', { nickname: { $exists: true } }, ['p2']],
        ['null (matches null and missing)', { nickname: null }, ['p1', 'p2', 'p3', 'p4', 'p5', 'p6']],
        ['null on a present field', { city: null }, ['p6']],
        ['an array element', { tags: 'math' }, ['p1', 'p5', 'p6']],
        ['$in on an array', { tags: { $in: ['art', 'poetry'] } }, ['p1', 'p2', 'p6']],
        ['$size', { tags: { $size: 0 } }, ['p3']],
        ['$or', { $or: [{ city: 'Berlin' }, { age: { $gte: 50 } }] }, ['p4', 'p6']],
        ['$and', { $and: [{ city: 'London' }, { age: { $gt: 40 } }] }, ['p3']],
        ['$nor', { $nor: [{ city: 'London' }, { city: 'Paris' }] }, ['p4', 'p6']],
        ['$not', { age: { $not: { $gt: 30 } } }, ['p2', 'p4', 'p5']],
        ['$regex with an escaped dot', { email: { $regex: 'example\\.com' } }, ['p1', 'p5']],
        ['$regex with an escaped plus', { email: { $regex: 'e\\+t' } }, ['p5']],
        ['$regex with option i', { email: { $regex: 'EXAMPLE', $options: 'i' } }, ['p1', 'p4', 'p5']],
        ['a RegExp value', { name: /^d/i }, ['p4']],
        ['$regex is case-sensitive by default', { name: { $regex: 'ada' } }, []],
        ['several conditions together', { city: 'Paris', tags: 'math', email: { $regex: 'eve' } }, ['p5']],
      ];

      it.each(cases)('matches %s', async (_, filter, expected) => {
        const c = await people();

        expect(ids(await c.find(filter, { sort: { _id: 1 } }))).toEqual(expected);
        expect(await c.countDocuments(filter)).toBe(expected.length);
      });

      it('gives the same answers with indexes on the queried fields', async () => {
        const c = await people();
        for (const field of ['city', 'age', 'address.country', 'tags', 'email', 'name', 'nickname']) {
          await c.createIndex({ [field]: 1 });
        }

        for (const [, filter, expected] of cases) {
          expect(ids(await c.find(filter, { sort: { _id: 1 } }))).toEqual(expected);
          expect(await c.countDocuments(filter)).toBe(expected.length);
        }
      });
    });

    describe('sort, skip and limit', () => {
      it('sorts on several keys with mixed directions', async () => {
        const c = await people();

        const sorted = await c.find({}, { sort: { city: 1, age: -1, _id: 1 } });

        expect(ids(sorted)).toEqual(['p6', 'p4', 'p3', 'p1', 'p2', 'p5']);
      });

      it('sorts missing fields first ascending and last descending', async () => {
        const c = await people();

        expect(ids(await c.find({}, { sort: { age: 1, _id: 1 } }))).toEqual(['p5', 'p2', 'p4', 'p1', 'p3', 'p6']);
        expect(ids(await c.find({}, { sort: { age: -1, _id: 1 } }))).toEqual(['p6', 'p3', 'p1', 'p2', 'p4', 'p5']);
      });

      it('sorts values of different types in MongoDB order', async () => {
        const c = collection('mixed');
        const values: [string, unknown][] = [
          ['a', 'b'],
          ['b', 3],
          ['c', null],
          ['d', undefined],
          ['e', true],
          ['f', 1.5],
        ];
        for (const [_id, v] of values) await c.insertOne(v === undefined ? { _id } : { _id, v });

        expect(ids(await c.find({}, { sort: { v: 1, _id: 1 } }))).toEqual(['c', 'd', 'f', 'b', 'a', 'e']);
      });

      it('skips and limits after sorting', async () => {
        const c = await people();

        expect(ids(await c.find({}, { sort: { _id: 1 }, skip: 2, limit: 3 }))).toEqual(['p3', 'p4', 'p5']);
        expect(ids(await c.find({}, { sort: { _id: -1 }, limit: 2 }))).toEqual(['p6', 'p5']);
        expect(ids(await c.find({ city: 'London' }, { sort: { age: -1 }, skip: 1 }))).toEqual(['p1']);
        expect(await c.findOne({}, { sort: { name: -1 } })).toMatchObject({ _id: 'p4' });
      });

      it('sorts the same through an index on the sort field', async () => {
        const c = await people();
        await c.createIndex({ age: 1 });
        await c.createIndex({ city: 1, age: -1 });

        expect(ids(await c.find({}, { sort: { age: 1, _id: 1 }, limit: 4 }))).toEqual(['p5', 'p2', 'p4', 'p1']);
        expect(ids(await c.find({}, { sort: { age: -1, _id: -1 }, skip: 1, limit: 3 }))).toEqual(['p3', 'p1', 'p4']);
        expect(ids(await c.find({ tags: 'math' }, { sort: { city: 1, age: -1 }, limit: 3 }))).toEqual(['p6', 'p1', 'p5']);
      });

      it('pages a compound index by equality on its first field, a range and a sort on its second, either way', async () => {
        const c = collection('messages');
        await c.createIndex({ channelId: 1, seq: -1 });
        const messages: Document[] = [
          ...Array.from({ length: 12 }, (_, i) => ({ _id: `m${String(i + 1).padStart(2, '0')}`, channelId: 'a', seq: i + 1 })),
          { _id: 'b1', channelId: 'b', seq: 5 },
          { _id: 'n1', channelId: 'a', seq: '7' },
          { _id: 'n2', channelId: 'a', seq: null },
          { _id: 'n3', channelId: 'a' },
          { _id: 'n4', seq: 6 },
        ];
        for (const message of messages) await c.insertOne(message);
        const seqs = async (filter: Filter, sort: SortSpec, limit = 0, skip = 0) => ids(await c.find(filter, { sort, limit, skip }));

        // Newest first, a page before a seq, the page after it; numbers only (a string or null is no number).
        expect(await seqs({ channelId: 'a' }, { seq: -1 }, 3)).toEqual(['n1', 'm12', 'm11']);
        expect(await seqs({ channelId: 'a', seq: { $lt: 5 } }, { seq: -1 }, 3)).toEqual(['m04', 'm03', 'm02']);
        expect(await seqs({ channelId: 'a', seq: { $lte: 5 } }, { seq: -1 }, 2, 1)).toEqual(['m04', 'm03']);
        expect(await seqs({ channelId: 'a', seq: { $gt: 9 } }, { seq: 1 })).toEqual(['m10', 'm11', 'm12']);
        expect(await seqs({ channelId: 'a', seq: { $gte: 3, $lt: 6 } }, { seq: 1 })).toEqual(['m03', 'm04', 'm05']);
        expect(await seqs({ channelId: 'a', seq: { $gt: 12 } }, { seq: -1 })).toEqual([]);
        expect(await seqs({ channelId: 'a' }, { seq: 1, _id: 1 }, 4)).toEqual(['n2', 'n3', 'm01', 'm02']);
        expect(await c.countDocuments({ channelId: 'a', seq: { $gt: 10 } })).toBe(2);
        expect(await c.countDocuments({ channelId: 'a', seq: { $lt: 'z' } })).toBe(1);

        // Written after the first sorted reads: a new newest, a moved seq, a deleted one.
        await c.insertOne({ _id: 'm13', channelId: 'a', seq: 13 });
        await c.updateOne({ _id: 'm02' }, { $set: { seq: 20 } });
        await c.deleteOne({ _id: 'm11' });
        expect(await seqs({ channelId: 'a', seq: { $gt: 9 } }, { seq: -1 })).toEqual(['m02', 'm13', 'm12', 'm10']);
        expect(await seqs({ channelId: 'a', seq: { $lt: 4 } }, { seq: -1 })).toEqual(['m03', 'm01']);
        expect(await c.countDocuments({ channelId: 'a', seq: { $gte: 10 } })).toBe(4);
      });
    });

    describe('projection', () => {
      it('includes only the named fields and _id', async () => {
        const c = await people();

        const doc = await c.findOne({ _id: 'p1' }, { projection: { name: 1, 'address.country': 1 } });

        expect(doc).toEqual({ _id: 'p1', name: 'Ada', address: { country: 'UK' } });
      });

      it('leaves _id out when asked', async () => {
        const c = await people();

        expect(await c.find({ _id: 'p1' }, { projection: { name: 1, _id: 0 } })).toEqual([{ name: 'Ada' }]);
      });

      it('excludes the named fields', async () => {
        const c = await people();

        const doc = await c.findOne({ _id: 'p1' }, { projection: { tags: 0, address: 0, email: 0 } });

        expect(doc).toEqual({ _id: 'p1', name: 'Ada', age: 36, city: 'London' });
      });
    });

    describe('updates', () => {
      it('applies $set, $unset and $inc to one document', async () => {
        const c = await people();

        const result = await c.updateOne({ _id: 'p1' }, { $set: { city: 'Oxford', 'address.zip': 'OX1' }, $unset: { email: '' }, $inc: { age: 1 } });

        expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await c.findOne({ _id: 'p1' })).toEqual({
          _id: 'p1',
          name: 'Ada',
          age: 37,
          city: 'Oxford',
          tags: ['math', 'poetry'],
          address: { zip: 'OX1', country: 'UK' },
        });
      });

      it('applies $push and $addToSet, adding to a set only what is missing', async () => {
        const c = await people();

        await c.updateOne({ _id: 'p2' }, { $push: { tags: 'music' } });
        await c.updateOne({ _id: 'p2' }, { $addToSet: { tags: { $each: ['art', 'dance'] } } });
        await c.updateOne({ _id: 'p3' }, { $push: { tags: { $each: ['a', 'b'] } } });
        await c.updateOne({ _id: 'p4' }, { $addToSet: { tags: 'new' } });

        expect((await c.findOne({ _id: 'p2' }))?.tags).toEqual(['art', 'music', 'dance']);
        expect((await c.findOne({ _id: 'p3' }))?.tags).toEqual(['a', 'b']);
        expect((await c.findOne({ _id: 'p4' }))?.tags).toEqual(['new']);
      });

      it('applies $min, $max, $mul and $pull', async () => {
        const c = await people();

        await c.updateOne({ _id: 'p1' }, { $min: { age: 30 }, $max: { score: 7 }, $mul: { visits: 3 }, $pull: { tags: 'math' } });
        await c.updateOne({ _id: 'p6' }, { $min: { score: 5 }, $max: { age: 61 }, $pull: { tags: { $in: ['art', 'none'] } } });

        expect(await c.findOne({ _id: 'p1' }, { projection: { age: 1, score: 1, visits: 1, tags: 1, _id: 0 } })).toEqual({
          age: 30,
          score: 7,
          visits: 0,
          tags: ['poetry'],
        });
        expect(await c.findOne({ _id: 'p6' }, { projection: { age: 1, score: 1, tags: 1 } })).toEqual({ _id: 'p6', age: 61, score: 5, tags: ['math'] });
      });

      it('updates the array element the filter matched with the positional operator', async () => {
        const c = collection('positional');
        await c.insertOne({
          _id: 'e1',
          slots: [
            { at: '09:00', taken: 0 },
            { at: '10:00', taken: 0 },
          ],
        });

        await c.updateOne({ _id: 'e1', 'slots.at': '10:00' }, { $inc: { 'slots.$.taken': 1 } });

        expect((await c.findOne({ _id: 'e1' }))?.slots).toEqual([
          { at: '09:00', taken: 0 },
          { at: '10:00', taken: 1 },
        ]);
      });

      it('refuses an update without operators, or with two operators on one path', async () => {
        const c = await people();

        await expect(c.updateOne({ _id: 'p1' }, { name: 'X' })).rejects.toThrow();
        await expect(c.updateOne({ _id: 'p1' }, { $set: { age: 1 }, $inc: { age: 1 } })).rejects.toThrow();
        expect(await c.findOne({ _id: 'p1' })).toEqual(PEOPLE[0]);
      });

      it('counts a match that changes nothing as not modified', async () => {
        const c = await people();

        expect(await c.updateOne({ _id: 'p1' }, { $set: { city: 'London' } })).toEqual({ matchedCount: 1, modifiedCount: 0, upsertedId: null });
      });

      it('reports no match without upsert', async () => {
        const c = await people();

        expect(await c.updateOne({ _id: 'nobody' }, { $set: { city: 'X' } })).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
        expect(await c.countDocuments()).toBe(6);
      });

      it('updates every matching document with updateMany', async () => {
        const c = await people();

        const result = await c.updateMany({ age: { $lt: 40 } }, { $set: { young: true } });

        expect(result).toEqual({ matchedCount: 3, modifiedCount: 3, upsertedId: null });
        expect(ids(await c.find({ young: true }, { sort: { _id: 1 } }))).toEqual(['p1', 'p2', 'p4']);
        expect(await c.updateMany({ age: { $lt: 40 } }, { $set: { young: true } })).toEqual({ matchedCount: 3, modifiedCount: 0, upsertedId: null });
      });

      it('upserts with updateOne: seeds from the filter, applies $setOnInsert only on insert', async () => {
        const c = collection('upsert');

        const inserted = await c.updateOne({ _id: 'u1' }, { $set: { n: 1 }, $setOnInsert: { created: 'first' } }, { upsert: true });
        const updated = await c.updateOne({ _id: 'u1' }, { $set: { n: 2 }, $setOnInsert: { created: 'second' } }, { upsert: true });

        expect(inserted).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'u1' });
        expect(updated).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await c.find({})).toEqual([{ _id: 'u1', n: 2, created: 'first' }]);
      });

      it('upserts with a filter on another field and gives the new document a string _id', async () => {
        const c = collection('upsert');

        const result = await c.updateOne({ email: 'x@example.com', kind: { $eq: 'guest' } }, { $inc: { visits: 1 } }, { upsert: true });

        expect(typeof result.upsertedId).toBe('string');
        expect(await c.findOne({ _id: result.upsertedId! })).toEqual({ _id: result.upsertedId, email: 'x@example.com', kind: 'guest', visits: 1 });
      });

      it('replaces a whole document, keeping its _id', async () => {
        const c = await people();

        const result = await c.replaceOne({ name: 'Ada' }, { _id: 'p1', name: 'Ada L.' });

        expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await c.findOne({ _id: 'p1' })).toEqual({ _id: 'p1', name: 'Ada L.' });
      });

      it('upserts with replaceOne', async () => {
        const c = collection('replace');

        const inserted = await c.replaceOne({ _id: 'r1' }, { _id: 'r1', v: 1 }, { upsert: true });
        const replaced = await c.replaceOne({ _id: 'r1' }, { _id: 'r1', v: 2 }, { upsert: true });
        const fromFilter = await c.replaceOne({ _id: 'r2' }, { v: 3 } as unknown as Document, { upsert: true });

        expect(inserted).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'r1' });
        expect(replaced).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(fromFilter.upsertedId).toBe('r2');
        expect(await c.find({}, { sort: { _id: 1 } })).toEqual([
          { _id: 'r1', v: 2 },
          { _id: 'r2', v: 3 },
        ]);
      });
    });

    describe('deletes and bulk writes', () => {
      it('deletes one or many documents and reports how many', async () => {
        const c = await people();

        expect(await c.deleteOne({ city: 'London' })).toBe(1);
        expect(await c.deleteOne({ city: 'Nowhere' })).toBe(0);
        expect(await c.deleteMany({ city: 'Paris' })).toBe(2);
        expect(await c.countDocuments()).toBe(3);
        expect(await c.deleteMany()).toBe(3);
        expect(await c.find({})).toEqual([]);
      });

      it('applies mixed bulk operations in order', async () => {
        const c = await people();

        await c.bulkWrite([
          { replaceOne: { filter: { _id: 'p7' }, replacement: { _id: 'p7', name: 'Gus' }, upsert: true } },
          { updateOne: { filter: { _id: 'p7' }, update: { $set: { age: 30 } } } },
          { updateOne: { filter: { _id: 'p8' }, update: { $set: { name: 'Hal' } }, upsert: true } },
          { deleteOne: { filter: { _id: 'p1' } } },
          { replaceOne: { filter: { _id: 'p2' }, replacement: { _id: 'p2', name: 'Bri' } } },
        ]);

        expect(ids(await c.find({}, { sort: { _id: 1 } }))).toEqual(['p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
        expect(await c.findOne({ _id: 'p7' })).toEqual({ _id: 'p7', name: 'Gus', age: 30 });
        expect(await c.findOne({ _id: 'p8' })).toEqual({ _id: 'p8', name: 'Hal' });
        expect(await c.findOne({ _id: 'p2' })).toEqual({ _id: 'p2', name: 'Bri' });
      });

      it('accepts an empty bulk write', async () => {
        const c = await people();

        await c.bulkWrite([]);

        expect(await c.countDocuments()).toBe(6);
      });
    });

    describe('indexes', () => {
      it('rejects a duplicate _id with DuplicateKeyError and keeps the first document', async () => {
        const c = await people();

        await expect(c.insertOne({ _id: 'p1', name: 'Other' })).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await c.findOne({ _id: 'p1' })).toEqual(PEOPLE[0]);
      });

      it('enforces a unique index on insert, update and replace, changing nothing', async () => {
        const c = await people();
        // A unique index holds missing values as null, so only documents with an email stay.
        await c.deleteMany({ email: { $exists: false } });
        await c.createIndex({ email: 1 }, { unique: true, name: 'email_unique' });

        const insert = c.insertOne({ _id: 'p9', email: 'ada@example.com' });
        await expect(insert).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(insert).rejects.toMatchObject({ key: { email: 'ada@example.com' } });
        await expect(c.updateOne({ _id: 'p5' }, { $set: { email: 'ada@example.com', name: 'X' } })).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(c.replaceOne({ _id: 'p4' }, { _id: 'p4', email: 'ada@example.com' })).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(c.bulkWrite([{ updateOne: { filter: { _id: 'p4' }, update: { $set: { email: 'eve+test@example.com' } } } }])).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );

        expect(await c.countDocuments()).toBe(3);
        expect(await c.findOne({ _id: 'p5' })).toEqual(PEOPLE[4]);
        expect(await c.findOne({ _id: 'p4' })).toEqual(PEOPLE[3]);
        await c.insertOne({ _id: 'p9', email: 'new@example.com' });
        expect(await c.countDocuments()).toBe(4);
      });

      it('refuses a unique index over existing duplicates', async () => {
        const c = await people();

        await expect(c.createIndex({ city: 1 }, { unique: true })).rejects.toBeInstanceOf(DuplicateKeyError);
        await c.insertOne({ _id: 'p9', city: 'London' });
        expect(await c.countDocuments({ city: 'London' })).toBe(3);
      });

      it('creates the same index again without complaint', async () => {
        const c = await people();

        await c.createIndex({ city: 1, age: -1 });
        await c.createIndex({ city: 1, age: -1 });
        await c.createIndex({ name: 1 }, { unique: true });
        await c.createIndex({ name: 1 }, { unique: true });

        expect(ids(await c.find({ city: 'London' }, { sort: { age: -1 } }))).toEqual(['p3', 'p1']);
      });

      it('creates an index given only a name, again without complaint, and keeps it not unique', async () => {
        const c = await people();

        await c.createIndex({ city: 1 }, { name: 'by_city' });
        await c.createIndex({ city: 1 }, { name: 'by_city' });
        await c.insertOne({ _id: 'p7', city: 'London' });

        expect(ids(await c.find({ city: 'London' }, { sort: { _id: 1 } }))).toEqual(['p1', 'p3', 'p7']);
      });

      it('keeps indexed answers right through updates and deletes', async () => {
        const c = await people();
        await c.createIndex({ city: 1 });
        await c.createIndex({ email: 1 });

        await c.updateOne({ _id: 'p1' }, { $set: { city: 'Paris', email: 'ada@lovelace.org' } });
        await c.deleteOne({ _id: 'p2' });
        await c.insertOne({ _id: 'p7', city: 'London', email: 'gus@example.com' });

        expect(ids(await c.find({ city: 'Paris' }, { sort: { _id: 1 } }))).toEqual(['p1', 'p5']);
        expect(ids(await c.find({ city: 'London' }, { sort: { _id: 1 } }))).toEqual(['p3', 'p7']);
        expect(ids(await c.find({ email: { $regex: 'example\\.com' } }, { sort: { _id: 1 } }))).toEqual(['p5', 'p7']);
        expect(ids(await c.find({ email: { $regex: 'lovelace' } }))).toEqual(['p1']);
      });

      it('finds a substring only where its characters stand together, in one value', async () => {
        const c = collection('substrings');
        await c.insertOne({ _id: 'd1', text: 'abcxbcd', words: ['abc', 'def'] });
        await c.insertOne({ _id: 'd2', text: 'xabcdx', words: ['abcdef'] });
        await c.insertOne({ _id: 'd3', text: '555 555-1234 5551234', words: ['zz'] });
        await c.insertOne({ _id: 'd4', text: '(312) 555-5555', words: [] });
        await c.insertOne({ _id: 'd5', text: 'Mail.Com', words: ['MAIL'] });
        await c.createIndex({ text: 1 });
        await c.createIndex({ words: 1 });
        const found = async (filter: Filter) => ids(await c.find(filter, { sort: { _id: 1 } })).join(',');

        expect(await found({ text: { $regex: 'abcd' } })).toBe('d2');
        expect(await found({ text: { $regex: 'bcd' } })).toBe('d1,d2');
        expect(await found({ text: { $regex: '5555' } })).toBe('d4');
        expect(await found({ text: { $regex: '555' } })).toBe('d3,d4');
        expect(await found({ text: { $regex: '5551234' } })).toBe('d3');
        expect(await found({ text: { $regex: '555-5555' } })).toBe('d4');
        expect(await found({ text: { $regex: 'mail' } })).toBe('');
        expect(await found({ text: { $regex: 'mail\\.c', $options: 'i' } })).toBe('d5');
        expect(await found({ words: { $regex: 'abcdef' } })).toBe('d2');
        expect(await found({ words: { $regex: 'cde' } })).toBe('d2');
        expect(await found({ words: { $regex: 'ai', $options: 'i' } })).toBe('d5');
        expect(await c.countDocuments({ text: { $regex: '555' } })).toBe(2);

        await c.updateOne({ _id: 'd4' }, { $set: { text: '(312) 555-0000' } });
        await c.deleteOne({ _id: 'd3' });
        await c.insertOne({ _id: 'd6', text: 'no 5555 here? yes 5555', words: [] });
        expect(await found({ text: { $regex: '5555' } })).toBe('d6');
        expect(await found({ text: { $regex: '555' } })).toBe('d4,d6');
      });
    });

    describe('undefined values', () => {
      it('stores a field set to undefined as absent, at any depth, and an undefined array element as null', async () => {
        const c = collection('undefined');

        await c.insertOne({ _id: 'u1', name: 'Ada', nickname: undefined, address: { zip: undefined, city: 'London' }, list: [1, undefined] });
        await c.replaceOne({ _id: 'u2' }, { _id: 'u2', name: 'Bo', nickname: undefined }, { upsert: true });
        await c.bulkWrite([{ replaceOne: { filter: { _id: 'u3' }, replacement: { _id: 'u3', nickname: undefined }, upsert: true } }]);

        expect(await c.find({}, { sort: { _id: 1 } })).toStrictEqual([
          { _id: 'u1', name: 'Ada', address: { city: 'London' }, list: [1, null] },
          { _id: 'u2', name: 'Bo' },
          { _id: 'u3' },
        ]);
        expect(await c.countDocuments({ nickname: { $exists: true } })).toBe(0);
      });

      it('drops undefined fields inside the values an update sets, and sets a path given undefined itself to null', async () => {
        const c = collection('undefined');
        await c.insertOne({ _id: 'u1', name: 'Ada' });

        await c.updateOne({ _id: 'u1' }, { $set: { profile: { nickname: undefined, city: 'London' }, cleared: undefined } });
        await c.bulkWrite([{ updateOne: { filter: { _id: 'u1' }, update: { $push: { log: { at: 1, by: undefined } } } } }]);

        expect(await c.findOne({ _id: 'u1' })).toStrictEqual({ _id: 'u1', name: 'Ada', profile: { city: 'London' }, cleared: null, log: [{ at: 1 }] });
        expect(await c.countDocuments({ 'profile.nickname': { $exists: true } })).toBe(0);
      });
    });

    describe('field paths through prototypes', () => {
      const pristine = (): string[] => Object.getOwnPropertyNames(Object.prototype).sort();

      it.each(['__proto__', 'constructor', 'prototype'])('refuses %s in filters, updates, projections, sorts and indexes and changes nothing', async (name) => {
        const c = await people();
        const before = pristine();
        const attempts: [string, () => Promise<unknown>][] = [
          ['a top-level path', () => c.find({ [`${name}.polluted`]: 1 })],
          ['a key of an embedded document', () => c.find({ address: { [name]: { polluted: 1 } } })],
          ['a key under $elemMatch', () => c.find({ tags: { $elemMatch: { [name]: 1 } } })],
          ['a path inside $or', () => c.countDocuments({ $or: [{ city: 'Paris' }, { [`a.${name}`]: 1 }] })],
          ['an upsert filter', () => c.updateOne({ [`${name}.polluted`]: 1 }, { $set: { x: 1 } }, { upsert: true })],
          ['a $set path', () => c.updateOne({ _id: 'p1' }, { $set: { [`a.${name}.polluted`]: 1 } })],
          ['a $set of the name itself', () => c.updateMany({}, { $set: { [name]: { polluted: 1 } } })],
          ['a $setOnInsert path', () => c.updateOne({ _id: 'p9' }, { $setOnInsert: { [`${name}.polluted`]: 1 } }, { upsert: true })],
          ['an $inc path', () => c.updateMany({}, { $inc: { [`${name}.polluted`]: 1 } })],
          ['a $rename target', () => c.updateOne({ _id: 'p1' }, { $rename: { name: `${name}.polluted` } })],
          ['a $pull condition', () => c.updateOne({ _id: 'p1' }, { $pull: { tags: { [name]: 1 } } })],
          ['a replace filter', () => c.replaceOne({ [`${name}.x`]: 1 }, { _id: 'p9' }, { upsert: true })],
          ['a delete filter', () => c.deleteMany({ [name]: { $exists: false } })],
          [
            'a bulk write',
            () => c.bulkWrite([{ deleteOne: { filter: { _id: 'p2' } } }, { updateOne: { filter: { _id: 'p1' }, update: { $set: { [`${name}.x`]: 1 } } } }]),
          ],
          ['a projection', () => c.find({}, { projection: { [`${name}.x`]: 1 } })],
          ['a sort', () => c.find({}, { sort: { [`address.${name}`]: 1 } })],
          ['a pipeline $match', () => c.aggregate([{ $match: { [`${name}.polluted`]: 1 } }])],
          ['an index', () => c.createIndex({ [`${name}.x`]: 1 })],
        ];

        for (const [label, attempt] of attempts) {
          await expect(attempt().then(() => label)).rejects.toBeInstanceOf(ForbiddenFieldPathError);
        }

        expect(pristine()).toEqual(before);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(await c.find({}, { sort: { _id: 1 } })).toEqual(PEOPLE);
      });

      it('keeps such names as plain data inside stored values', async () => {
        type Values = Record<string, unknown>;
        const c = collection<Document & { details: Values; copy?: Values }>('data');
        const details = (): Values => JSON.parse('{"__proto__": {"polluted": 1}, "constructor": "c", "prototype": [1]}') as Values;

        await c.insertOne({ _id: 'd1', details: details() });
        await c.updateOne({ _id: 'd1' }, { $set: { copy: details() } });
        const found = await c.findOne({ _id: 'd1' });

        for (const value of [found?.details ?? {}, found?.copy ?? {}]) {
          expect(Object.keys(value)).toEqual(['__proto__', 'constructor', 'prototype']);
          expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
          expect(value.constructor).toBe('c');
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      });
    });

    describe('aggregation', () => {
      it('runs $match, $group and $sort', async () => {
        const c = await people();

        const result = await c.aggregate([
          { $match: { age: { $exists: true } } },
          { $group: { _id: '$city', count: { $sum: 1 }, oldest: { $max: '$age' } } },
          { $sort: { count: -1, _id: 1 } },
        ]);

        expect(result).toEqual([
          { _id: 'London', count: 2, oldest: 41 },
          { _id: null, count: 1, oldest: 58 },
          { _id: 'Berlin', count: 1, oldest: 25 },
          { _id: 'Paris', count: 1, oldest: 25 },
        ]);
      });

      it('runs $count', async () => {
        const c = await people();

        expect(await c.aggregate([{ $match: { city: 'Paris' } }, { $count: 'total' }])).toEqual([{ total: 2 }]);
      });

      it('runs $unwind, $project, $skip and $limit', async () => {
        const c = await people();

        const result = await c.aggregate([
          { $unwind: '$tags' },
          { $group: { _id: '$tags', people: { $sum: 1 } } },
          { $project: { _id: 0, tag: '$_id', people: 1 } },
          { $sort: { people: -1, tag: 1 } },
          { $skip: 1 },
          { $limit: 2 },
        ]);

        expect(result).toEqual([
          { people: 2, tag: 'art' },
          { people: 1, tag: 'poetry' },
        ]);
      });

      it('leaves stored documents untouched by the pipeline', async () => {
        const c = await people();

        await c.aggregate([{ $project: { address: 0 } }, { $addFields: { extra: 1 } }]);

        expect(await c.findOne({ _id: 'p1' })).toEqual(PEOPLE[0]);
      });
    });

    describe('isolation', () => {
      it('returns copies, so changing them changes nothing stored', async () => {
        const c = collection('copies');
        const input = { _id: 'c1', nested: { list: [1, 2] } };
        const values = { list: [7] };
        await c.insertOne(input);
        input.nested.list.push(3);

        const found = (await c.findOne({ _id: 'c1' })) as typeof input;
        found.nested.list.push(4);
        const [listed] = (await c.find({})) as (typeof input)[];
        listed.nested.list.push(5);
        const [aggregated] = await c.aggregate<typeof input>([{ $match: { _id: 'c1' } }]);
        aggregated.nested.list.push(6);

        expect(await c.findOne({ _id: 'c1' })).toEqual({ _id: 'c1', nested: { list: [1, 2] } });

        await c.updateOne({ _id: 'c1' }, { $set: { other: values } });
        values.list.push(8);
        expect(await c.findOne({ _id: 'c1' })).toEqual({ _id: 'c1', nested: { list: [1, 2] }, other: { list: [7] } });
      });
    });

    describe('collections', () => {
      it('lists the collections that hold documents', async () => {
        const a = collection('listed');
        const b = collection('listed');
        await a.insertOne({ _id: 'x' });
        await b.insertOne({ _id: 'y' });

        expect(await store.listCollections()).toEqual(expect.arrayContaining([a.name, b.name]));
      });

      it('drops every document and index of a collection', async () => {
        const c = await people();
        await c.createIndex({ city: 1 });
        await c.createIndex({ name: 1 }, { unique: true });

        await c.drop();

        expect(await c.countDocuments()).toBe(0);
        expect(await store.listCollections()).not.toContain(c.name);
        await c.insertOne({ _id: 'a', name: 'Same' });
        await c.insertOne({ _id: 'b', name: 'Same' });
        expect(await c.countDocuments({ name: 'Same' })).toBe(2);
      });

      it('drops a collection that does not exist', async () => {
        await expect(collection('never').drop()).resolves.toBeUndefined();
      });
    });

    describe('indexed planning', () => {
      it('answers random filters over indexed fields exactly as a full scan does', async () => {
        const random = seededRandom(20240601);
        const indexed = collection('indexed');
        const plain = collection('plain');
        for (const spec of ['status', 'ministry', 'role', 'sortName', 'searchText', 'tags', 'address.city', 'age']) {
          await indexed.createIndex({ [spec]: 1 });
        }
        await indexed.createIndex({ ministry: 1, sortName: -1 });
        const docs = Array.from({ length: 300 }, (_, i) => generatedMember(random, i));
        for (const doc of docs) {
          await indexed.insertOne(doc);
          await plain.insertOne(doc);
        }

        await expectSameAnswers(indexed, plain, random, docs, 120);

        for (let i = 0; i < 40; i++) {
          const filter = randomFilter(random, docs);
          const update =
            random() < 0.5
              ? { $set: { status: pick(random, STATUSES), sortName: `${pick(random, SURNAMES).toLowerCase()} z${i}` } }
              : { $set: { searchText: `${pick(random, SURNAMES).toLowerCase()} ${i}`, tags: [pick(random, TAGS)] } };
          if (i % 3 === 0) {
            await indexed.updateOne(filter, update);
            await plain.updateOne(filter, update);
          } else if (i % 3 === 1) {
            await indexed.updateMany(filter, update);
            await plain.updateMany(filter, update);
          } else {
            const victim = pick(random, docs)._id;
            await indexed.deleteOne({ _id: victim });
            await plain.deleteOne({ _id: victim });
          }
        }

        expect(await indexed.countDocuments()).toBe(await plain.countDocuments());
        await expectSameAnswers(indexed, plain, random, docs, 120);
      });
    });
  });
}

const STATUSES = ['active', 'inactive', 'visitor'];
const MINISTRIES = ['Youth', 'Music', 'Outreach', 'Kids', 'Prayer'];
const ROLES = ['member', 'leader', 'guest'];
const SURNAMES = ['Smith', 'Smyth', 'Jones', 'Brown', "O'Neil", 'Nguyen', 'Garcia', 'Müller', 'Smithson', 'Ng'];
const GIVEN = ['Ann', 'Bob', 'Cara', 'Dev', 'Eli', 'Fay', 'Gil', 'Hana'];
const TAGS = ['choir', 'tech', 'hosting', 'prayer'];

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)];
}

function generatedMember(random: () => number, i: number): Document {
  const given = pick(random, GIVEN);
  const surname = pick(random, SURNAMES);
  const email = `${given}.${surname}${i}@example.${random() < 0.5 ? 'com' : 'org'}`.toLowerCase();
  const phone = `+1 555 ${String(1000 + Math.floor(random() * 9000))}`;
  const doc: Document = {
    _id: `m${String(i).padStart(4, '0')}`,
    status: pick(random, STATUSES),
    role: pick(random, ROLES),
    sortName: `${surname} ${given}`.toLowerCase(),
    searchText: `${given} ${surname} ${email} ${phone.replace(/\D/g, '')}`.toLowerCase(),
    email,
    phone,
  };
  if (random() < 0.85) doc.ministry = pick(random, MINISTRIES);
  if (random() < 0.8) doc.age = Math.floor(random() * 80);
  if (random() < 0.5) doc.tags = Array.from({ length: Math.floor(random() * 3) }, () => pick(random, TAGS));
  if (random() < 0.7) doc.address = { city: pick(random, ['Leeds', 'York', 'Hull']) };
  if (random() < 0.1) doc.sortName = null;
  return doc;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function randomCondition(random: () => number, docs: Document[]): Filter {
  const sample = pick(random, docs);
  switch (Math.floor(random() * 14)) {
    case 0:
      return { status: pick(random, STATUSES) };
    case 1:
      return { ministry: pick(random, MINISTRIES) };
    case 2:
      return { role: { $in: [pick(random, ROLES), pick(random, ROLES)] } };
    case 3: {
      const text = sample.searchText as string;
      const start = Math.floor(random() * Math.max(1, text.length - 5));
      return { searchText: { $regex: escapeRegex(text.slice(start, start + 2 + Math.floor(random() * 6))) } };
    }
    case 4:
      return { searchText: { $regex: escapeRegex(pick(random, SURNAMES).slice(0, 4)), $options: 'i' } };
    case 5:
      return { email: { $regex: escapeRegex(`.${random() < 0.5 ? 'com' : 'org'}`) } };
    case 6:
      return { age: { [pick(random, ['$gt', '$gte', '$lt', '$lte'])]: Math.floor(random() * 80) } };
    case 7:
      return { ministry: { $exists: random() < 0.5 } };
    case 8:
      return { status: { $ne: pick(random, STATUSES) } };
    case 9:
      return { tags: pick(random, TAGS) };
    case 10:
      return { 'address.city': pick(random, ['Leeds', 'York', 'Hull', 'Nowhere']) };
    case 11:
      return { $or: [{ ministry: pick(random, MINISTRIES) }, { role: pick(random, ROLES) }] };
    case 12:
      return { ministry: { $nin: [pick(random, MINISTRIES), null] } };
    default:
      return { _id: { $in: [sample._id, pick(random, docs)._id, 'missing'] } };
  }
}

function randomFilter(random: () => number, docs: Document[]): Filter {
  const count = Math.floor(random() * 4);
  const conditions = Array.from({ length: count }, () => randomCondition(random, docs));
  return random() < 0.3 ? { $and: conditions.length > 0 ? conditions : [{}] } : Object.assign({}, ...conditions);
}

const SORTS: SortSpec[] = [
  { sortName: 1, _id: 1 },
  { sortName: -1, _id: -1 },
  { age: 1, _id: 1 },
  { age: -1, _id: 1 },
  { ministry: 1, sortName: -1, _id: 1 },
  { _id: -1 },
];

async function expectSameAnswers(indexed: Collection, plain: Collection, random: () => number, docs: Document[], rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    const filter = randomFilter(random, docs);
    const sort = pick(random, SORTS);
    const skip = random() < 0.5 ? 0 : Math.floor(random() * 30);
    const limit = random() < 0.2 ? 0 : 1 + Math.floor(random() * 25);
    const options = { sort, skip, limit };
    const context = JSON.stringify({ filter, options });

    expect({ context, found: ids(await indexed.find(filter, options)) }).toEqual({ context, found: ids(await plain.find(filter, options)) });
    expect({ context, count: await indexed.countDocuments(filter) }).toEqual({ context, count: await plain.countDocuments(filter) });
  }
}
