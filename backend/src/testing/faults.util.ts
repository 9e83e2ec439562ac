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
