import { backoffDelay } from './backoff.util';

describe('backoffDelay', () => {
  const options = { initialMs: 100, maxMs: 1000 };

  it('doubles its ceiling from the first wait up to the cap, and stays there', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 50].map((attempt) => backoffDelay(attempt, options, () => 1));
    expect(ceilings).toEqual([100, 200, 400, 800, 1000, 1000, 1000]);
  });

  it('draws each wait from the upper half of its ceiling, so waits never shrink before the cap', () => {
    expect(backoffDelay(3, options, () => 0)).toBe(200);
    expect(backoffDelay(3, options, () => 0.5)).toBe(300);
    for (let attempt = 1; attempt < 4; attempt++) {
      // The longest wait of one attempt is the shortest of the next.
      expect(backoffDelay(attempt + 1, options, () => 0)).toBeGreaterThanOrEqual(backoffDelay(attempt, options, () => 1));
    }
  });

  it('takes any attempt number without overflowing', () => {
    expect(backoffDelay(10_000, options, () => 1)).toBe(1000);
    expect(backoffDelay(0, options, () => 1)).toBe(100);
  });
});
