import type { EventStore } from '../platform/event-store/event-store.port';
import type { Collection, ReadStore } from '../platform/read-store/read-store.port';

const WRITES: ReadonlySet<PropertyKey> = new Set([
  'insertOne',
  'replaceOne',
  'updateOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
  'bulkWrite',
  'createIndex',
  'drop',
]);

/**
 * Makes the real read store refuse every write with `error` (as a MongoDB primary stepping down
 * does) while reads still answer, until the returned function is called.
 */
export function refuseReadStoreWrites(store: ReadStore, error: Error): () => void {
  const collection = store.collection.bind(store);
  const refusing = (name: string): Collection =>
    new Proxy(collection(name), {
      get(target, property) {
        if (WRITES.has(property)) return () => Promise.reject(error);
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  store.collection = refusing as ReadStore['collection'];
  return () => {
    delete (store as { collection?: unknown }).collection;
  };
}

/** Makes the real event store refuse appends to `stream` with `error`, until the returned function is called. */
export function refuseAppendsTo(store: EventStore, stream: string, error: Error): () => void {
  const append = store.append.bind(store);
  store.append = (target, events, expected) => (target === stream ? Promise.reject(error) : append(target, events, expected));
  return () => {
    delete (store as { append?: unknown }).append;
  };
}

export interface HeldWrites {
  /** Settles once a write to the collection is waiting on the hold. */
  readonly reached: Promise<void>;
  /** Lets the waiting writes (and any later ones) through, and puts the store back as it was. */
  release(): void;
}

/**
 * Holds every write to one collection of the real read store until `release()`: the projection
 * writing it stops mid-batch, as a slow store would stop it, while reads and other collections answer.
 */
export function holdWritesTo(store: ReadStore, name: string): HeldWrites {
  const collection = store.collection.bind(store);
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let reach: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const holding = (target: string): Collection => {
    const real = collection(target);
    if (target !== name) return real;
    return new Proxy(real, {
      get(inner, property) {
        const value = Reflect.get(inner, property, inner) as unknown;
        if (typeof value !== 'function') return value;
        const method = (value as (...args: unknown[]) => unknown).bind(inner);
        if (!WRITES.has(property)) return method;
        return async (...args: unknown[]) => {
          reach();
          await gate;
          return method(...args);
        };
      },
    });
  };
  store.collection = holding as ReadStore['collection'];
  return {
    reached,
    release() {
      delete (store as { collection?: unknown }).collection;
      open();
    },
  };
}
