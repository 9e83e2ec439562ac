import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows up to the limit within the window, then refuses until old attempts age out', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([limiter.take('ip:a'), limiter.take('ip:a'), limiter.take('ip:a')]).toEqual([true, true, true]);
    expect(limiter.take('ip:a')).toBe(false);
    expect(limiter.take('ip:b')).toBe(true);
    now = 59_999;
    expect(limiter.take('ip:a')).toBe(false);
    now = 60_000 + 59_998;
    expect(limiter.take('ip:a')).toBe(true);
  });
});
