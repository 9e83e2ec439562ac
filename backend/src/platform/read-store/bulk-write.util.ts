import type { BulkOperation, Collection, Document } from './read-store.port';

/** A bulk write as its operations in order, one call each: MongoDB's ordered semantics, spelled out. */
export async function bulkWriteInOrder<T extends Document>(collection: Collection<T>, operations: BulkOperation<T>[]): Promise<void> {
  for (const operation of operations) {
    if ('replaceOne' in operation) {
      const { filter, replacement, upsert } = operation.replaceOne;
      await collection.replaceOne(filter, replacement, { upsert });
    } else if ('updateOne' in operation) {
      const { filter, update, upsert } = operation.updateOne;
      await collection.updateOne(filter, update, { upsert });
    } else {
      await collection.deleteOne(operation.deleteOne.filter);
    }
  }
}
