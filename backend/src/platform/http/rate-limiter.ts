/**
 * A sliding-window counter per key, in this process's memory. Enough for one app instance;
 * several instances behind a load balancer each keep their own count (documented in
 * docs/architecture.md), which only makes the limit that many times looser.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for `key`; false when it is over the limit (the attempt still counts). */
  take(key: string): boolean {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    recent.push(now);
    // The newest limit + 1 attempts decide the answer now and later, so a client hammering one key
    // keeps a short list, not one entry per request.
    if (recent.length > this.limit + 1) recent.splice(0, recent.length - this.limit - 1);
    this.hits.set(key, recent);
    // Many live keys (a flood of made-up emails) must not make every attempt walk them all.
    if (this.hits.size > 10_000 && now - this.lastSweep >= 1000) this.sweep(now);
    return recent.length <= this.limit;
  }

  /** Whether `key` has used up its limit, so that the next attempt would be refused; counts nothing. */
  spent(key: string): boolean {
    const now = this.now();
    return (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs).length >= this.limit;
  }

  /** Keys held right now (for tests and diagnostics). */
  get size(): number {
    return this.hits.size;
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, times] of this.hits) {
      if (times.every((at) => now - at >= this.windowMs)) this.hits.delete(key);
    }
  }
}
