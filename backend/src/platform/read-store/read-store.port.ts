/**
 * The read-store port: document collections with MongoDB semantics, so projections and
 * queries are written once. Adapters: embedded (default, persisted under DATA_DIR) and
 * MongoDB. Every adapter passes `describeReadStoreContract` (read-store.contract.ts).
 *
 * Filters, update operators and aggregation pipelines are MongoDB's own language; the
 * embedded adapter supports at least what the contract suite exercises. A field path never has a
 * segment `__proto__`, `constructor` or `prototype`: every adapter refuses one in a filter, an
 * update's paths, a projection, a sort or an index spec with ForbiddenFieldPathError. Stored
 * values may still hold such keys as data.
 */

export type Document = { _id: string } & Record<string, unknown>;
export type Filter = Record<string, unknown>;
export type Update = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;
export type IndexSpec = Record<string, 1 | -1>;
export type Pipeline = Record<string, unknown>[];

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  /** Inclusion (`{ a: 1 }`) or exclusion (`{ a: 0 }`) projection. */
  projection?: Record<string, 0 | 1>;
}

export interface UpdateOptions {
  upsert?: boolean;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedId: string | null;
}

export type BulkOperation<T extends Document> =
  | { replaceOne: { filter: Filter; replacement: T; upsert?: boolean } }
  | { updateOne: { filter: Filter; update: Update; upsert?: boolean } }
  | { deleteOne: { filter: Filter } };

export interface Collection<T extends Document = Document> {
  readonly name: string;
  findOne(filter: Filter, options?: Omit<FindOptions, 'limit'>): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  countDocuments(filter?: Filter): Promise<number>;
  /** Throws DuplicateKeyError on a taken _id or unique index value. */
  insertOne(document: T): Promise<void>;
  replaceOne(filter: Filter, replacement: T, options?: UpdateOptions): Promise<UpdateResult>;
  updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter?: Filter): Promise<number>;
  /** Applied in order; all or nothing is not promised (MongoDB does not either). */
  bulkWrite(operations: BulkOperation<T>[]): Promise<void>;
  aggregate<R = Record<string, unknown>>(pipeline: Pipeline): Promise<R[]>;
  /** Idempotent: creating the same index again does nothing. */
  createIndex(spec: IndexSpec, options?: { unique?: boolean; name?: string }): Promise<void>;
  /** Removes every document and index. */
  drop(): Promise<void>;
}

export interface ReadStore {
  readonly adapter: 'embedded' | 'mongodb';
  collection<T extends Document = Document>(name: string): Collection<T>;
  /** Names of the collections that hold documents. */
  listCollections(): Promise<string[]>;
  /** Make every acknowledged write durable now (the embedded adapter batches its disk writes). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    readonly key: Record<string, unknown>,
  ) {
    super(`Duplicate key in ${collection}: ${JSON.stringify(key)}`);
    this.name = 'DuplicateKeyError';
  }
}

/**
 * A field path through `__proto__`, `constructor` or `prototype`. Only the application's own code
 * names field paths (requests never do), so this is a programming error, not a client's.
 */
export class ForbiddenFieldPathError extends Error {
  constructor(
    readonly collection: string,
    readonly path: string,
  ) {
    super(`Refused field path '${path}' in ${collection}: __proto__, constructor and prototype are never field names in the read store`);
    this.name = 'ForbiddenFieldPathError';
  }
}
