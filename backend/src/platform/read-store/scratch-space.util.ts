/**
 * Working space for one synchronous read of the embedded read store: gram intersections, the
 * ranks of matches, a bitset over a sort order. Carved from one reused buffer instead of
 * allocated per read, because a typed array's memory lives outside the JS heap and V8 answers a
 * steady stream of such allocations (hundreds of kilobytes per wide search) with full
 * collections of the whole heap ("external memory pressure"), each pausing every request.
 *
 * `open()` / `close(mark)` bracket a read (they nest); arrays taken in between are valid until
 * the matching `close`, so nothing taken may be kept after the read returns.
 */
export class ScratchSpace {
  private buffer: Int32Array;
  private used = 0;
  private depth = 0;
  /** The most one read needed, so the buffer can grow to it once the read is over. */
  private peak = 0;
  /** What this read had to allocate outside the buffer. */
  private overflow = 0;

  constructor(initialLength = 1 << 16) {
    this.buffer = new Int32Array(initialLength);
  }

  open(): number {
    this.depth++;
    return this.used;
  }

  close(mark: number): void {
    this.used = mark;
    if (--this.depth > 0) return;
    if (this.peak > this.buffer.length) this.buffer = new Int32Array(this.peak * 2);
    this.peak = 0;
    this.overflow = 0;
  }

  /** `length` int32s of undefined content; a fresh array outside a read or when the buffer is full. */
  take(length: number): Int32Array {
    if (this.depth === 0) return new Int32Array(length);
    const end = this.used + length;
    this.peak = Math.max(this.peak, end + this.overflow);
    if (end > this.buffer.length) {
      // Counted in `peak`, so the buffer holds it from the next read on.
      this.overflow += length;
      return new Int32Array(length);
    }
    const taken = this.buffer.subarray(this.used, end);
    this.used = end;
    return taken;
  }

  /** Runs `read` inside open/close. */
  run<R>(read: () => R): R {
    const mark = this.open();
    try {
      return read();
    } finally {
      this.close(mark);
    }
  }

  get capacity(): number {
    return this.buffer.length;
  }
}

/** One per process: reads are synchronous, so they never interleave. */
export const scratch = new ScratchSpace();
