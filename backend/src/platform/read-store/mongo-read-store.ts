import {
  MongoClient,
  ObjectId,
  type AnyBulkWriteOperation,
  type Collection as DriverCollection,
  type Db,
  type Document as DriverDocument,
  type Filter as DriverFilter,
} from 'mongodb';
import {
  DuplicateKeyError,
  type BulkOperation,
  type Collection,
  type Document,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type Pipeline,
  type ReadStore,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from './read-store.port';
import { upsertSeed } from './document-filter.util';
import { bulkWriteInOrder } from './bulk-write.util';
import { isPlainObject } from './document-values.util';
import { assertSafeBulk, assertSafeFilter, assertSafeKeys, assertSafePipeline, assertSafeUpdate } from './field-path.util';

export interface MongoReadStoreOptions {
  /** Database to use when the URL names none. Default `koinonia`. */
  dbName?: string;
}

type Raw = DriverDocument & { _id: string };

const NAMESPACE_NOT_FOUND = 26;
const DUPLICATE_KEY = 11000;

function newId(): string {
  return new ObjectId().toHexString();
}

/** A single write's duplicate key error carries the server's `keyValue`. */
function duplicateKey(collection: string, error: unknown): unknown {
  const e = error as { code?: number; keyValue?: Record<string, unknown> } | null;
  if (e?.code !== DUPLICATE_KEY) return error;
  return new DuplicateKeyError(collection, e.keyValue ?? {});
}

/** Where an ordered bulk write stopped on a duplicate key: the index of that operation. */
function duplicateAt(error: unknown): number | undefined {
  const e = error as { code?: number; writeErrors?: { code?: number; index?: number }[] } | null;
  const [first] = e?.writeErrors ?? [];
  return first?.code === DUPLICATE_KEY && Number.isInteger(first.index) ? first.index : undefined;
}

/**
 * A value as the embedded store keeps it, which is as JSON keeps it: a field set to undefined is
 * absent, an undefined array element is null. The driver would send both as null.
 */
function withoutUndefined<V>(value: V): V {
  if (Array.isArray(value)) return value.map((item: unknown) => (item === undefined ? null : withoutUndefined(item))) as V;
  if (!isPlainObject(value) || Object.getPrototypeOf(value) !== Object.prototype) return value;
  // fromEntries defines each key, so a `__proto__` key stays a field.
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => [key, withoutUndefined(field)]),
  ) as V;
}

/** The values an update sets, as `withoutUndefined` keeps them; a path set to undefined is set to null, as in the embedded store. */
function updateWithoutUndefined(update: Update): Update {
  return Object.fromEntries(
    Object.entries(update).map(([operator, fields]) => [
      operator,
      isPlainObject(fields)
        ? Object.fromEntries(Object.entries(fields).map(([path, operand]) => [path, operand === undefined ? null : withoutUndefined(operand)]))
        : fields,
    ]),
  );
}

/** Options with only the keys that are set: the driver would send an undefined one as null. */
function definedOnly<O extends object>(options: O): Partial<O> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<O>;
}

function upsertOption(upsert: boolean | undefined): { upsert?: true } {
  return upsert ? { upsert: true } : {};
}

/** Whether an upsert could leave it to the server to make an _id (an ObjectId, not the string we promise). */
function lacksId(filter: Filter, document?: Record<string, unknown>): boolean {
  return document?._id === undefined && typeof upsertSeed(filter)._id !== 'string';
}

function mentionsId(update: Update): boolean {
  return Object.values(update).some((fields) => typeof fields === 'object' && fields !== null && '_id' in fields);
}

/** Gives an upserted document a string _id, as the embedded adapter does. */
function withStringId(filter: Filter, update: Update): Update {
  if (!lacksId(filter) || mentionsId(update)) return update;
  const $setOnInsert = { ...(update.$setOnInsert as Record<string, unknown> | undefined), _id: newId() };
  return { ...update, $setOnInsert };
}

class MongoCollection<T extends Document> implements Collection<T> {
  constructor(
    readonly name: string,
    private readonly collection: DriverCollection<Raw>,
  ) {}

  async findOne(filter: Filter, options: Omit<FindOptions, 'limit'> = {}): Promise<T | null> {
    const [doc] = await this.find(filter, { ...options, limit: 1 });
    return doc ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    assertSafeFilter(this.name, filter);
    assertSafeKeys(this.name, options.sort);
    assertSafeKeys(this.name, options.projection);
    const { sort, skip, limit, projection } = options;
    const cursor = this.collection.find(filter as DriverFilter<Raw>, definedOnly({ sort, skip, limit, projection }));
    return (await cursor.toArray()) as unknown as T[];
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    assertSafeFilter(this.name, filter);
    return this.collection.countDocuments(filter as DriverFilter<Raw>);
  }

  async insertOne(document: T): Promise<void> {
    await this.write(() => this.collection.insertOne(withoutUndefined({ ...document, _id: document._id ?? newId() })));
  }

  async replaceOne(filter: Filter, replacement: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    assertSafeFilter(this.name, filter);
    if (options.upsert && lacksId(filter, replacement)) {
      const replaced = await this.replaceOne(filter, replacement);
      if (replaced.matchedCount > 0) return replaced;
      const _id = newId();
      await this.insertOne({ ...replacement, _id });
      return { matchedCount: 0, modifiedCount: 0, upsertedId: _id };
    }
    const result = await this.write(() => this.collection.replaceOne(filter as DriverFilter<Raw>, withoutUndefined(replacement), upsertOption(options.upsert)));
    return toResult(result);
  }

  async updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    assertSafeFilter(this.name, filter);
    assertSafeUpdate(this.name, update);
    const modifier = updateWithoutUndefined(options.upsert ? withStringId(filter, update) : update);
    const result = await this.write(() => this.collection.updateOne(filter as DriverFilter<Raw>, modifier, upsertOption(options.upsert)));
    return toResult(result);
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    assertSafeFilter(this.name, filter);
    assertSafeUpdate(this.name, update);
    return toResult(await this.write(() => this.collection.updateMany(filter as DriverFilter<Raw>, updateWithoutUndefined(update))));
  }

  async deleteOne(filter: Filter): Promise<number> {
    assertSafeFilter(this.name, filter);
    return (await this.collection.deleteOne(filter as DriverFilter<Raw>)).deletedCount;
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    assertSafeFilter(this.name, filter);
    return (await this.collection.deleteMany(filter as DriverFilter<Raw>)).deletedCount;
  }

  async bulkWrite(operations: BulkOperation<T>[]): Promise<void> {
    if (operations.length === 0) return;
    assertSafeBulk(this.name, operations);
    const needsOwnId = operations.some(
      (operation) => 'replaceOne' in operation && operation.replaceOne.upsert && lacksId(operation.replaceOne.filter, operation.replaceOne.replacement),
    );
    if (needsOwnId) {
      // Such a replace is two round trips (see replaceOne); keep the order by going one by one.
      await bulkWriteInOrder(this, operations);
      return;
    }
    const mapped = operations.map((operation): AnyBulkWriteOperation<Raw> => {
      if ('replaceOne' in operation) {
        const { filter, replacement, upsert } = operation.replaceOne;
        return { replaceOne: { filter: filter as DriverFilter<Raw>, replacement: withoutUndefined(replacement), ...upsertOption(upsert) } };
      }
      if ('updateOne' in operation) {
        const { filter, update, upsert } = operation.updateOne;
        const modifier = updateWithoutUndefined(upsert ? withStringId(filter, update) : update);
        return { updateOne: { filter: filter as DriverFilter<Raw>, update: modifier, ...upsertOption(upsert) } };
      }
      return { deleteOne: { filter: operation.deleteOne.filter as DriverFilter<Raw> } };
    });
    try {
      await this.collection.bulkWrite(mapped, { ordered: true });
    } catch (error) {
      const failed = duplicateAt(error);
      if (failed === undefined) throw duplicateKey(this.name, error);
      // The driver keeps only the message of a bulk write's errors, not the key. The operations
      // from the failed one on were not applied (the write is ordered, and a failed write changes
      // nothing), so they run again one at a time, where the server's error names the key.
      await bulkWriteInOrder(this, operations.slice(failed));
    }
  }

  async aggregate<R = Record<string, unknown>>(pipeline: Pipeline): Promise<R[]> {
    assertSafePipeline(this.name, pipeline);
    return (await this.collection.aggregate(pipeline).toArray()) as R[];
  }

  /** `unique` goes to the server only when true: mongod refuses a null (an undefined option) there. */
  async createIndex(spec: IndexSpec, options: { unique?: boolean; name?: string } = {}): Promise<void> {
    assertSafeKeys(this.name, spec);
    const indexOptions = { ...(options.unique ? { unique: true } : {}), ...definedOnly({ name: options.name }) };
    await this.write(() => this.collection.createIndex(spec, indexOptions));
  }

  async drop(): Promise<void> {
    try {
      await this.collection.drop();
    } catch (error) {
      if ((error as { code?: number }).code !== NAMESPACE_NOT_FOUND) throw error;
    }
  }

  private async write<R>(operation: () => Promise<R>): Promise<R> {
    try {
      return await operation();
    } catch (error) {
      throw duplicateKey(this.name, error);
    }
  }
}

function toResult(result: { matchedCount: number; modifiedCount: number; upsertedId: unknown }): UpdateResult {
  const id = result.upsertedId;
  return {
    matchedCount: result.matchedCount,
    modifiedCount: result.modifiedCount,
    upsertedId: id === null || id === undefined ? null : id instanceof ObjectId ? id.toHexString() : String(id),
  };
}

/** The MongoDB adapter. Every document's _id is a string, upserts included, and it holds what the embedded store would: no undefined fields. */
export class MongoReadStore implements ReadStore {
  readonly adapter = 'mongodb' as const;
  private readonly client: MongoClient;
  private readonly db: Db;

  /** `url` is a `mongodb://` connection string; its path names the database. The client connects on first use. */
  constructor(url: string, options: MongoReadStoreOptions = {}) {
    this.client = new MongoClient(url);
    const fromUrl = /^mongodb(?:\+srv)?:\/\/[^/]*\/([^?]*)/.exec(url)?.[1];
    this.db = this.client.db((fromUrl && decodeURIComponent(fromUrl)) || options.dbName || 'koinonia');
  }

  collection<T extends Document = Document>(name: string): Collection<T> {
    return new MongoCollection<T>(name, this.db.collection<Raw>(name));
  }

  async listCollections(): Promise<string[]> {
    const names = (await this.db.listCollections({}, { nameOnly: true }).toArray()).map((info) => info.name).filter((name) => !name.startsWith('system.'));
    const counts = await Promise.all(names.map((name) => this.db.collection(name).estimatedDocumentCount()));
    return names.filter((_, i) => counts[i] > 0);
  }

  /** Every acknowledged write is already durable on the server. */
  async flush(): Promise<void> {}

  async close(): Promise<void> {
    await this.client.close();
  }
}
