import { formatClock, parseClock } from './clock.util';

describe('the trim clock', () => {
  it('writes seconds as m:ss, and h:mm:ss from an hour on', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
  });

  it('reads mm:ss, h:mm:ss and plain seconds; refuses anything else', () => {
    expect(parseClock('1:30')).toBe(90);
    expect(parseClock(' 01:02:03 ')).toBe(3723);
    expect(parseClock('12.5')).toBe(12.5);
    expect(parseClock('0:07.5')).toBe(7.5);
    expect(parseClock('1:75')).toBeNull();
    expect(parseClock('')).toBeNull();
    expect(parseClock('abc')).toBeNull();
    expect(parseClock('-3')).toBeNull();
  });
});
