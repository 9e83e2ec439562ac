import { CONSISTENCY_HEADER } from '@koinonia/contracts';

const DECIMAL = /^\d+$/;

/**
 * Read-your-writes: remembers the highest event-store position any command answered with, so the
 * next queries can ask the read side to catch up first. Positions are decimal strings because
 * they may exceed what a JS number holds exactly.
 */
export class ConsistencyTracker {
  private highest: bigint | null = null;

  /** Keeps the position if it is later than the one held; ignores anything that is not a position. */
  note(position: unknown): void {
    if (typeof position !== 'string' || !DECIMAL.test(position)) return;
    const value = BigInt(position);
    if (this.highest === null || value > this.highest) this.highest = value;
  }

  current(): string | null {
    return this.highest === null ? null : this.highest.toString();
  }

  /** The header a read sends, or nothing before the first write. */
  headers(): Record<string, string> {
    const position = this.current();
    return position === null ? {} : { [CONSISTENCY_HEADER]: position };
  }

  reset(): void {
    this.highest = null;
  }
}

export const consistency = new ConsistencyTracker();
