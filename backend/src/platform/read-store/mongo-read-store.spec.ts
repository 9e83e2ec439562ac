import { MongoBulkWriteError, MongoClient, MongoServerError, type BulkWriteResult, type Db, type WriteError } from 'mongodb';
import { MongoReadStore } from './mongo-read-store';
import { DuplicateKeyError, ForbiddenFieldPathError, type Collection } from './read-store.port';

/**
 * The MongoDB adapter without a server: a stand-in for the driver's Db and Collection records
 * every call, and the tests check the exact commands and options the adapter hands the driver
 * (the driver sends an undefined option or field as null, which mongod may refuse or keep). The
 * contract suite covers the behaviour against a real server (MONGO_URL).
 */
describe('MongoReadStore without a server', () => {
  afterEach(() => jest.restoreAllMocks());

  type DriverCall = jest.Mock<Promise<unknown>, unknown[]>;
  interface DriverCollection {
    find: jest.Mock<{ toArray: () => Promise<unknown[]> }, unknown[]>;
    countDocuments: DriverCall;
    insertOne: DriverCall;
    replaceOne: DriverCall;
    updateOne: DriverCall;
    updateMany: DriverCall;
    deleteOne: DriverCall;
    deleteMany: DriverCall;
    bulkWrite: DriverCall;
    aggregate: jest.Mock<{ toArray: () => Promise<unknown[]> }, unknown[]>;
    createIndex: DriverCall;
  }

  const updated = { matchedCount: 1, modifiedCount: 1, upsertedId: null };

  function driverCollection(): DriverCollection {
    return {
      find: jest.fn(() => ({ toArray: async () => [] })),
      countDocuments: jest.fn(async () => 0),
      insertOne: jest.fn(async () => ({ acknowledged: true })),
      replaceOne: jest.fn(async () => updated),
      updateOne: jest.fn(async () => updated),
      updateMany: jest.fn(async () => updated),
      deleteOne: jest.fn(async () => ({ deletedCount: 1 })),
      deleteMany: jest.fn(async () => ({ deletedCount: 1 })),
      bulkWrite: jest.fn(async () => ({})),
      aggregate: jest.fn(() => ({ toArray: async () => [] })),
      createIndex: jest.fn(async () => 'index'),
    };
  }

  /** A collection of the adapter over `driver`, and the name the adapter asked the Db for. */
  function collectionOver(driver: DriverCollection): { members: Collection; requested: jest.Mock } {
    const requested = jest.fn(() => driver);
    jest.spyOn(MongoClient.prototype, 'db').mockReturnValue({ collection: requested } as unknown as Db);
    const store = new MongoReadStore('mongodb://localhost:27017/koinonia_test');
    return { members: store.collection('members'), requested };
  }

  /** What the driver throws for an ordered bulk write that hit a duplicate key: its WriteError keeps no key. */
  function bulkDuplicateAt(index: number): MongoBulkWriteError {
    const err = {
      index,
      code: 11000,
      errmsg: 'E11000 duplicate key error collection: koinonia_test.members index: email_1 dup key: { email: "ada@example.com" }',
    };
    const writeError = { err, code: err.code, index: err.index, errmsg: err.errmsg } as unknown as WriteError;
    return new MongoBulkWriteError({ message: err.errmsg, code: 11000, writeErrors: [writeError] }, {} as BulkWriteResult);
  }

  /** What the driver throws for a single write that hit a duplicate key: the server's write error, keyValue included. */
  function singleDuplicate(keyValue: Record<string, unknown>): MongoServerError {
    return new MongoServerError({ index: 0, code: 11000, errmsg: 'E11000 duplicate key error', keyPattern: { email: 1 }, keyValue });
  }

  describe('createIndex', () => {
    it.each([
      ['no options', undefined, {}],
      ['only a name', { name: 'by_email' }, { name: 'by_email' }],
      ['unique', { unique: true }, { unique: true }],
      ['unique false and a name', { unique: false, name: 'by_email' }, { name: 'by_email' }],
      ['unique and a name', { unique: true, name: 'email_unique' }, { unique: true, name: 'email_unique' }],
    ])('sends `unique` only when true (%s)', async (_, options, sent) => {
      const driver = driverCollection();
      const { members, requested } = collectionOver(driver);

      await members.createIndex({ email: 1, sortName: -1 }, options);

      expect(requested).toHaveBeenCalledWith('members');
      // toStrictEqual: an `unique: undefined` key would go to mongod as null and be refused.
      expect(driver.createIndex.mock.calls).toStrictEqual([[{ email: 1, sortName: -1 }, sent]]);
    });
  });

  describe('undefined fields', () => {
    it('drops them from an inserted document, as the embedded store does', async () => {
      const driver = driverCollection();
      const { members } = collectionOver(driver);

      await members.insertOne({ _id: 'm1', name: 'Ada', nickname: undefined, address: { zip: undefined, city: 'London' }, tags: ['a', undefined] });

      expect(driver.insertOne.mock.calls).toStrictEqual([[{ _id: 'm1', name: 'Ada', address: { city: 'London' }, tags: ['a', null] }]]);
    });

    it('drops them from a replacement, and sends upsert only when asked', async () => {
      const driver = driverCollection();
      const { members } = collectionOver(driver);

      await members.replaceOne({ _id: 'm1' }, { _id: 'm1', name: 'Ada', nickname: undefined });
      await members.replaceOne({ _id: 'm2' }, { _id: 'm2', nested: { gone: undefined } }, { upsert: true });

      expect(driver.replaceOne.mock.calls).toStrictEqual([
        [{ _id: 'm1' }, { _id: 'm1', name: 'Ada' }, {}],
        [{ _id: 'm2' }, { _id: 'm2', nested: {} }, { upsert: true }],
      ]);
    });

    it('drops them inside the values an update sets, and sets a path given undefined to null', async () => {
      const driver = driverCollection();
      const { members } = collectionOver(driver);

      await members.updateOne(
        { _id: 'm1' },
        { $set: { profile: { nickname: undefined, name: 'Ada' }, cleared: undefined }, $push: { log: { at: 1, by: undefined } } },
      );
      await members.updateMany({ kind: 'guest' }, { $set: { flags: [undefined, { on: undefined }] } });

      expect(driver.updateOne.mock.calls).toStrictEqual([
        [{ _id: 'm1' }, { $set: { profile: { name: 'Ada' }, cleared: null }, $push: { log: { at: 1 } } }, {}],
      ]);
      expect(driver.updateMany.mock.calls).toStrictEqual([[{ kind: 'guest' }, { $set: { flags: [null, {}] } }]]);
    });

    it('keeps a `__proto__` key of a stored value as a field while cleaning', async () => {
      const driver = driverCollection();
      const { members } = collectionOver(driver);
      const details = JSON.parse('{"__proto__": {"polluted": true}, "gone": null}') as Record<string, unknown>;
      details.gone = undefined;

      await members.insertOne({ _id: 'm1', details });

      const [[sent]] = driver.insertOne.mock.calls as [[{ details: object }]];
      expect(Object.keys(sent.details)).toEqual(['__proto__']);
      expect(Object.getPrototypeOf(sent.details)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe('bulk writes', () => {
    const operations = [
      { replaceOne: { filter: { _id: 'm1' }, replacement: { _id: 'm1', name: 'Ada', nickname: undefined }, upsert: true } },
      { updateOne: { filter: { _id: 'm2' }, update: { $set: { email: 'ada@example.com' } } } },
      { deleteOne: { filter: { _id: 'm3' } } },
    ];

    it('sends the operations in order, cleaned, as one ordered bulk write', async () => {
      const driver = driverCollection();
      const { members } = collectionOver(driver);

      await members.bulkWrite(operations);

      expect(driver.bulkWrite.mock.calls).toStrictEqual([
        [
          [
            { replaceOne: { filter: { _id: 'm1' }, replacement: { _id: 'm1', name: 'Ada' }, upsert: true } },
            { updateOne: { filter: { _id: 'm2' }, update: { $set: { email: 'ada@example.com' } } } },
            { deleteOne: { filter: { _id: 'm3' } } },
          ],
          { ordered: true },
        ],
      ]);
    });

    it('surfaces a duplicate key as DuplicateKeyError with the key, running again from the failed operation to learn it', async () => {
      const driver = driverCollection();
      driver.bulkWrite.mockRejectedValue(bulkDuplicateAt(1));
      driver.updateOne.mockRejectedValue(singleDuplicate({ email: 'ada@example.com' }));
      const { members } = collectionOver(driver);

      const write = members.bulkWrite(operations);

      await expect(write).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(write).rejects.toMatchObject({ collection: 'members', key: { email: 'ada@example.com' } });
      // The operation before the failed one was applied by the bulk write and is not sent again;
      // the one after it is not applied at all, as in an ordered bulk write.
      expect(driver.replaceOne).not.toHaveBeenCalled();
      expect(driver.updateOne.mock.calls).toStrictEqual([[{ _id: 'm2' }, { $set: { email: 'ada@example.com' } }, {}]]);
      expect(driver.deleteOne).not.toHaveBeenCalled();
    });

    it('applies the rest in order when the failed operation succeeds on its second run', async () => {
      const driver = driverCollection();
      driver.bulkWrite.mockRejectedValue(bulkDuplicateAt(1));
      const { members } = collectionOver(driver);

      await members.bulkWrite(operations);

      expect(driver.updateOne.mock.calls).toStrictEqual([[{ _id: 'm2' }, { $set: { email: 'ada@example.com' } }, {}]]);
      expect(driver.deleteOne.mock.calls).toStrictEqual([[{ _id: 'm3' }]]);
    });

    it('passes any other bulk write error on unchanged', async () => {
      const driver = driverCollection();
      const failure = new Error('connection reset');
      driver.bulkWrite.mockRejectedValue(failure);
      const { members } = collectionOver(driver);

      await expect(members.bulkWrite(operations)).rejects.toBe(failure);
      expect(driver.updateOne).not.toHaveBeenCalled();
    });

    it('refuses a forbidden path anywhere in the operations before sending any', async () => {
      const driver = driverCollection();
      const { members } = collectionOver(driver);

      await expect(
        members.bulkWrite([...operations, { updateOne: { filter: { _id: 'm4' }, update: { $set: { 'a.__proto__.b': 1 } } } }]),
      ).rejects.toBeInstanceOf(ForbiddenFieldPathError);
      expect(driver.bulkWrite).not.toHaveBeenCalled();
    });
  });

  describe('single writes', () => {
    it('surfaces a duplicate key of a single write as DuplicateKeyError with the key', async () => {
      const driver = driverCollection();
      driver.insertOne.mockRejectedValue(singleDuplicate({ email: 'ada@example.com' }));
      const { members } = collectionOver(driver);

      await expect(members.insertOne({ _id: 'm9', email: 'ada@example.com' })).rejects.toMatchObject({
        name: 'DuplicateKeyError',
        key: { email: 'ada@example.com' },
      });
    });

    it('gives an upsert by another field a string _id on insert only', async () => {
      const driver = driverCollection();
      const { members } = collectionOver(driver);

      await members.updateOne({ email: 'x@example.com' }, { $inc: { visits: 1 } }, { upsert: true });

      expect(driver.updateOne.mock.calls).toStrictEqual([
        [{ email: 'x@example.com' }, { $inc: { visits: 1 }, $setOnInsert: { _id: expect.stringMatching(/^[0-9a-f]{24}$/) } }, { upsert: true }],
      ]);
    });
  });

  describe('reads', () => {
    it('sends only the find options that are set', async () => {
      const driver = driverCollection();
      const { members } = collectionOver(driver);

      await members.find({ city: 'London' });
      await members.findOne({ _id: 'm1' }, { projection: { name: 1 } });
      await members.find({}, { sort: { sortName: 1, _id: 1 }, skip: 20, limit: 10 });

      expect(driver.find.mock.calls).toStrictEqual([
        [{ city: 'London' }, {}],
        [{ _id: 'm1' }, { limit: 1, projection: { name: 1 } }],
        [{}, { sort: { sortName: 1, _id: 1 }, skip: 20, limit: 10 }],
      ]);
    });

    it.each([
      ['a filter', (c: Collection) => c.find({ 'constructor.name': 'Object' })],
      ['a sort', (c: Collection) => c.find({}, { sort: { 'a.prototype': 1 } })],
      ['a projection', (c: Collection) => c.find({}, { projection: { __proto__x: 1, 'b.__proto__': 1 } })],
      ['a count', (c: Collection) => c.countDocuments({ a: { prototype: 1 } })],
      ['a pipeline', (c: Collection) => c.aggregate([{ $match: { '__proto__.polluted': 1 } }])],
      ['an index', (c: Collection) => c.createIndex({ 'prototype.x': 1 })],
    ])('refuses a forbidden path in %s without calling the driver', async (_, call) => {
      const driver = driverCollection();
      const { members } = collectionOver(driver);

      await expect(call(members)).rejects.toBeInstanceOf(ForbiddenFieldPathError);
      for (const method of Object.values(driver)) expect(method).not.toHaveBeenCalled();
    });
  });
});
