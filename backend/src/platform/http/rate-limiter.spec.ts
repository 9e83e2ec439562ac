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

  it('keeps refusing a key hammered without pause, and lets it go a window after the last attempt', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 1000, () => now);
    for (let i = 0; i < 10_000; i++) {
      now = i;
      limiter.take('account:a');
    }
    now = 10_000;
    expect(limiter.take('account:a')).toBe(false);
    now = 10_500;
    expect(limiter.take('account:a')).toBe(false);
    now = 11_500;
    expect(limiter.take('account:a')).toBe(true);
  });

  it('forgets keys whose attempts have all aged out once it holds many', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 1000, () => now);
    for (let i = 0; i < 10_001; i++) limiter.take(`account:${i}`);
    expect(limiter.size).toBe(10_001);
    now = 5000;
    limiter.take('account:fresh');
    expect(limiter.size).toBe(1);
  });

  it('says whether a key has used up its limit without counting an attempt', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 1000, () => now);
    expect(limiter.spent('all')).toBe(false);
    limiter.take('all');
    expect(limiter.spent('all')).toBe(false);
    limiter.take('all');
    expect([limiter.spent('all'), limiter.spent('all')]).toEqual([true, true]);
    now = 1000;
    expect(limiter.spent('all')).toBe(false);
  });
});
