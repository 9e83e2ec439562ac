import type { EventStore, RecordedEvent } from '../event-store/event-store.port';

/**
 * A stream's last event, or null when the stream does not exist. The port reads streams forwards
 * only, so it is found by probing revisions: doubling until past the end, then halving — about
 * 2·log2(n) one-event reads.
 */
export async function readTail(eventStore: EventStore, stream: string): Promise<RecordedEvent | null> {
  const at = async (revision: number) => (await eventStore.readStream(stream, { fromRevision: revision, maxCount: 1 }))[0];
  let last = await at(0);
  if (!last) return null;
  let low = 0;
  let high = 1;
  for (let found = await at(high); found; found = await at(high)) {
    last = found;
    low = high;
    high *= 2;
  }
  // Invariant: `low` exists (it is `last`), `high` does not.
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    const found = await at(middle);
    if (found) {
      last = found;
      low = middle;
    } else {
      high = middle;
    }
  }
  return last;
}
