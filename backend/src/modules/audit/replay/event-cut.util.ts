/**
 * The as-of rule. The books as of an instant are a PREFIX of the event log, in log (position) order:
 * every event up to, and not including, the first one whose recorded time (`metadata.occurredAt`,
 * when its command was handled) is after that instant. Position gives the order, the recorded time
 * gives the cut. A prefix is a state the read side really passed through, so a clock that stepped
 * back between two events can never produce books that never were; and a later event, a reversal
 * entered today, can never change an earlier answer.
 *
 * `latest[i]` is the latest recorded time among events 0..i (never decreasing): the number of
 * events in the prefix for `asOf` is the count of those with `latest[i] <= asOf`, found by bisection.
 */
export function prefixLength(latest: ArrayLike<number>, length: number, asOf: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (latest[middle] <= asOf) low = middle + 1;
    else high = middle;
  }
  return low;
}
