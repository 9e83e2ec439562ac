import { attendanceTrend } from './attendance-trend.util';

describe('attendanceTrend', () => {
  it('counts the last eight weeks against the eight before, and says which way it goes', () => {
    const dates = ['2026-11-22', '2026-11-15', '2026-10-04', '2026-09-27', '2026-09-20', '2026-09-13', '2026-06-01'];
    // 2026-10-04 is 53 days before 2026-11-26 (inside eight weeks); 2026-09-27 is 60 days (the eight before).
    expect(
      attendanceTrend(
        dates.map((date) => ({ date })),
        '2026-11-26',
      ),
    ).toEqual({ recent: 3, before: 3, direction: 'steady' });
    expect(attendanceTrend([{ date: '2026-11-22' }], '2026-11-26').direction).toBe('up');
    expect(attendanceTrend([{ date: '2026-09-20' }], '2026-11-26')).toEqual({ recent: 0, before: 1, direction: 'down' });
  });

  it('leaves out what lies ahead of today', () => {
    expect(attendanceTrend([{ date: '2026-12-06' }], '2026-11-26')).toEqual({ recent: 0, before: 0, direction: 'steady' });
  });
});
