/**
 * The as-of rule. The books as of an instant are a PREFIX of the event log, in log (position) order:
 * every event up to, and not including, the first one whose recorded time (`metadata.occurredAt`,
 * when its command was handled) is after that instant. Position gives the order, the recorded time
 * gives the cut. A prefix is a state the read side really passed through, so a clock that stepped
 * back between two events can never produce books that never were; and a later event, a reversal
 * entered today, can never change an earlier answer.
 *
 * The latest recorded time among the giving events folded up to a snapshot never decreases from one
 * snapshot to the next, so the snapshots the prefix for `asOf` contains whole are those with a latest
 * time at or before it, found by bisection; the replay from the last of them stops at the first event
 * recorded after `asOf`.
 *
 * The last index whose item holds, for a predicate true of a prefix of the items (and of the first).
 */
export function lastIndex<T>(items: readonly T[], holds: (item: T) => boolean): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (holds(items[middle])) low = middle + 1;
    else high = middle;
  }
  return Math.max(0, low - 1);
}
