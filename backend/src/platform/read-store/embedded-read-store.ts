import Database from 'better-sqlite3';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Document, ReadStore } from './read-store.port';
import { EmbeddedCollection, type CollectionHost } from './embedded-collection';
import type { IndexDefinition } from './embedded-index.type';

export interface EmbeddedReadStoreOptions {
  /** How long a write may wait before it is written to disk. Default 50 ms. */
  flushIntervalMs?: number;
  /** Pending writes that trigger a flush as soon as the current burst of work yields. Default 5,000. */
  maxPendingWrites?: number;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS documents (
    collection TEXT NOT NULL,
    id         TEXT NOT NULL,
    doc        TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS indexes (
    collection TEXT    NOT NULL,
    name       TEXT    NOT NULL,
    spec       TEXT    NOT NULL,
    is_unique  INTEGER NOT NULL,
    PRIMARY KEY (collection, name)
  ) WITHOUT ROWID;
`;

/**
 * The read store without a server: collections in memory (see EmbeddedCollection), persisted to
 * one SQLite file so a restart loads the read models instead of replaying every event.
 *
 * A write is visible to the next query at once and reaches disk with the next flush: on a short
 * timer, after a large burst, or on flush()/close(). A flush commits every write since the last
 * one in a single transaction, and it only runs once the current run of work yields to the event
 * loop, so writes issued together (a projection's document and its checkpoint) land together.
 */
const ownedHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The documents live in this process's memory, so a second store on the same file (another
 * app, or `rebuild-read-models` while the app runs) would silently diverge from it. A lock file
 * naming the owner's pid keeps one owner; a lock left by a dead process is taken over.
 */
function claimOwnership(path: string): () => void {
  if (path === ':memory:' || path === '') return () => undefined;
  const lock = `${path}.lock`;
  if (ownedHere.has(lock)) throw new ReadStoreInUseError(path);
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lock, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) throw new ReadStoreInUseError(path);
    writeFileSync(lock, String(process.pid));
  }
  ownedHere.add(lock);
  return () => {
    ownedHere.delete(lock);
    rmSync(lock, { force: true });
  };
}

export class ReadStoreInUseError extends Error {
  constructor(readonly path: string) {
    super(`The read store ${path} is in use by another Koinonia process. Stop the app first (one process owns a data folder).`);
    this.name = 'ReadStoreInUseError';
  }
}

export class EmbeddedReadStore implements ReadStore, CollectionHost {
  readonly adapter = 'embedded' as const;
  private readonly db: Database.Database;
  private readonly collections = new Map<string, EmbeddedCollection>();
  private readonly pendingDocuments = new Map<string, Set<string>>();
  private readonly pendingIndexes = new Map<string, Map<string, IndexDefinition>>();
  private readonly droppedCollections = new Set<string>();
  private pendingCount = 0;
  private timer: NodeJS.Timeout | null = null;
  private immediate: NodeJS.Immediate | null = null;
  private failure: unknown = null;
  private closed = false;
  private readonly flushIntervalMs: number;
  private readonly maxPendingWrites: number;
  private readonly statements: ReturnType<typeof prepareStatements>;
  private readonly releaseOwnership: () => void;

  constructor(path: string, options: EmbeddedReadStoreOptions = {}) {
    this.flushIntervalMs = options.flushIntervalMs ?? 50;
    this.maxPendingWrites = options.maxPendingWrites ?? 5_000;
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.releaseOwnership = claimOwnership(path);
    this.db = new Database(path);
    try {
      // The read model can always be rebuilt from events, so a lost last commit on power failure is fine.
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('synchronous = NORMAL');
      this.db.exec(SCHEMA);
      this.statements = prepareStatements(this.db);
      this.load();
    } catch (error) {
      this.db.close();
      this.releaseOwnership();
      throw error;
    }
  }

  collection<T extends Document = Document>(name: string): EmbeddedCollection<T> {
    let collection = this.collections.get(name);
    if (!collection) this.collections.set(name, (collection = new EmbeddedCollection(name, this)));
    return collection as unknown as EmbeddedCollection<T>;
  }

  async listCollections(): Promise<string[]> {
    return [...this.collections.values()].filter((collection) => collection.size > 0).map((collection) => collection.name);
  }

  async flush(): Promise<void> {
    this.flushNow();
    if (this.failure) throw this.failure;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      this.flushNow();
    } finally {
      this.closed = true;
      this.db.close();
      this.releaseOwnership();
    }
    if (this.failure) throw this.failure;
  }

  // CollectionHost

  documentChanged(collection: string, id: string): void {
    this.assertOpen();
    let ids = this.pendingDocuments.get(collection);
    if (!ids) this.pendingDocuments.set(collection, (ids = new Set()));
    ids.add(id);
    this.pendingCount++;
    this.scheduleFlush();
  }

  indexCreated(collection: string, definition: IndexDefinition): void {
    this.assertOpen();
    let definitions = this.pendingIndexes.get(collection);
    if (!definitions) this.pendingIndexes.set(collection, (definitions = new Map()));
    definitions.set(definition.name, definition);
    this.pendingCount++;
    this.scheduleFlush();
  }

  collectionDropped(collection: string): void {
    this.assertOpen();
    this.pendingDocuments.delete(collection);
    this.pendingIndexes.delete(collection);
    this.droppedCollections.add(collection);
    this.pendingCount++;
    this.scheduleFlush();
  }

  documentsOf(collection: string): Document[] {
    return this.collections.get(collection)?.storedDocuments() ?? [];
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The embedded read store is closed');
  }

  private scheduleFlush(): void {
    if (this.pendingCount >= this.maxPendingWrites) {
      // Never inside the caller's current run of work: that would split writes made together.
      this.immediate ??= setImmediate(() => this.flushInBackground());
    } else if (!this.timer) {
      this.timer = setTimeout(() => this.flushInBackground(), this.flushIntervalMs);
      this.timer.unref();
    }
  }

  private flushInBackground(): void {
    try {
      this.flushNow();
    } catch {
      // Kept in `failure`; the writes stay pending and flush()/close() report the error.
    }
  }

  private flushNow(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.immediate) clearImmediate(this.immediate);
    this.timer = null;
    this.immediate = null;
    if (this.closed || this.pendingCount === 0) return;
    const { deleteCollection, deleteIndexes, upsertDocument, deleteDocument, upsertIndex } = this.statements;
    try {
      this.db.transaction(() => {
        for (const name of this.droppedCollections) {
          deleteCollection.run(name);
          deleteIndexes.run(name);
        }
        for (const [name, ids] of this.pendingDocuments) {
          const collection = this.collections.get(name);
          for (const id of ids) {
            const doc = collection?.storedDocument(id);
            if (doc) upsertDocument.run(name, id, JSON.stringify(doc));
            else deleteDocument.run(name, id);
          }
        }
        for (const [name, definitions] of this.pendingIndexes) {
          for (const { name: indexName, spec, unique } of definitions.values()) {
            upsertIndex.run(name, indexName, JSON.stringify(spec), unique ? 1 : 0);
          }
        }
      })();
    } catch (error) {
      this.failure = error;
      throw error;
    }
    this.failure = null;
    this.droppedCollections.clear();
    this.pendingDocuments.clear();
    this.pendingIndexes.clear();
    this.pendingCount = 0;
  }

  private load(): void {
    const rows = this.db.prepare('SELECT collection, doc FROM documents').iterate() as Iterable<{
      collection: string;
      doc: string;
    }>;
    for (const row of rows) this.collection(row.collection).loadDocument(JSON.parse(row.doc) as Document);
    const definitions = new Map<string, IndexDefinition[]>();
    const indexRows = this.db.prepare('SELECT collection, name, spec, is_unique FROM indexes').all() as {
      collection: string;
      name: string;
      spec: string;
      is_unique: number;
    }[];
    for (const row of indexRows) {
      const list = definitions.get(row.collection) ?? [];
      list.push({ name: row.name, spec: JSON.parse(row.spec), unique: row.is_unique === 1 });
      definitions.set(row.collection, list);
    }
    for (const name of new Set([...this.collections.keys(), ...definitions.keys()])) {
      this.collection(name).finishLoading(definitions.get(name) ?? []);
    }
  }
}

function prepareStatements(db: Database.Database) {
  return {
    deleteCollection: db.prepare('DELETE FROM documents WHERE collection = ?'),
    deleteIndexes: db.prepare('DELETE FROM indexes WHERE collection = ?'),
    upsertDocument: db.prepare('INSERT INTO documents (collection, id, doc) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc'),
    deleteDocument: db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?'),
    upsertIndex: db.prepare('INSERT OR REPLACE INTO indexes (collection, name, spec, is_unique) VALUES (?, ?, ?, ?)'),
  };
}
