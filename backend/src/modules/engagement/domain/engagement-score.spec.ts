import type { EngagementPart } from '@koinonia/contracts';
import { weekBack } from './engagement-dates.util';
import { riskOf, scoreOf } from './engagement-score';
import type { EngagementSignal, LoggedSignal } from './engagement-signal.type';

let position = 0;
const signal = (part: EngagementPart, kind: EngagementSignal['kind'], date: string, ref: string | null = null, value: string | null = null): LoggedSignal => ({
  part,
  kind,
  date,
  ref,
  value,
  position: ++position,
});
const attended = (date: string) => signal('attendance', 'attended', date, 'sunday', 'service');
const meeting = (date: string) => signal('groups', 'group-meeting', date, 'g1', `m-${date}`);
const pointsOf = (result: ReturnType<typeof scoreOf>) => Object.fromEntries(result.parts.map((part) => [part.part, part.points]));

// Thursday 26 November 2026. Week 0 is 20–26 Nov, week 1 13–19 Nov, week 2 6–12 Nov, week 3
// 30 Oct–5 Nov, week 4 23–29 Oct, week 5 16–22 Oct, week 6 9–15 Oct, week 7 2–8 Oct, week 8 25 Sep–1 Oct.
const AS_OF = '2026-11-26';

/** Ana: five Sundays of the last eight weeks, a group she joined in September, member and baptised. */
const ana: LoggedSignal[] = [
  signal('steps', 'step', '2020-01-05', null, 'regular-attender'),
  signal('steps', 'baptism', '2026-06-07', null, '2026-06-07'),
  signal('groups', 'group-joined', '2026-09-01', 'g1'),
  attended('2026-09-27'),
  attended('2026-10-25'),
  attended('2026-11-01'),
  attended('2026-11-08'),
  attended('2026-11-15'),
  signal('attendance', 'attended', '2026-11-18', 'midweek', 'meeting'),
  attended('2026-11-22'),
  meeting('2026-11-05'),
  meeting('2026-11-12'),
  meeting('2026-11-19'),
  signal('steps', 'step', '2026-11-24', null, 'member'),
];

describe('the engagement formula', () => {
  it('counts weeks back from the day asked, seven days each, the day itself in week 0', () => {
    expect([weekBack('2026-11-26', AS_OF), weekBack('2026-11-20', AS_OF), weekBack('2026-11-19', AS_OF), weekBack('2026-09-27', AS_OF)]).toEqual([0, 0, 1, 8]);
    expect(weekBack('2026-11-27', AS_OF)).toBe(-1);
  });

  it('scores a hand-computed person today', () => {
    const result = scoreOf(ana, AS_OF);
    // attendance: weeks 0 (22 Nov), 1 (15 and 18 Nov: one week), 2 (8 Nov), 3 (1 Nov), 4 (25 Oct) = 5 of 8; 27 Sep is week 8, outside.
    //   50 × 5 / 8 = 31.25
    // groups: a member of g1 (10) + meetings in weeks 1 (19 Nov), 2 (12 Nov), 3 (5 Nov) = 3 of 8 → 20 × 3 / 8 = 7.5; 17.5
    // steps: member since 24 Nov (12) + baptised 7 Jun (8) = 20
    // total 31.25 + 17.5 + 20 = 68.75 → 69
    expect(pointsOf(result)).toEqual({ attendance: 31.25, groups: 17.5, steps: 20 });
    expect(result.score).toBe(69);
    expect(result.highPotential).toBe(false);
    expect(result.atRisk).toBeNull();
    const [attendance, groups, steps] = result.parts;
    expect(attendance).toMatchObject({ max: 50, weeksPresent: 5, weeks: 8 });
    expect(attendance.evidence.map((s) => s.date)).toEqual(['2026-11-22', '2026-11-18', '2026-11-15', '2026-11-08', '2026-11-01', '2026-10-25']);
    expect(groups).toMatchObject({ max: 30, weeksPresent: 3, groupCount: 1 });
    expect(groups.evidence.map((s) => `${s.kind} ${s.date}`)).toEqual([
      'group-meeting 2026-11-19',
      'group-meeting 2026-11-12',
      'group-meeting 2026-11-05',
      'group-joined 2026-09-01',
    ]);
    expect(steps).toMatchObject({ max: 20, step: 'member', baptised: true });
  });

  it('scores the same person as of an earlier day from the signals dated up to it', () => {
    // As of Monday 23 Nov: week 0 is 17–23 Nov (22 and 18 Nov), 1 is 10–16 (15 Nov), 2 is 3–9 (8 Nov),
    // 3 is 27 Oct–2 Nov (1 Nov), 4 is 20–26 Oct (25 Oct): 5 of 8 → 31.25.
    // groups: member (10) + meetings 19 Nov (week 0), 12 Nov (1), 5 Nov (2): 3 of 8 → 7.5; 17.5.
    // steps: "member" is dated 24 Nov, after the day: regular attender (6) + baptised (8) = 14.
    // total 31.25 + 17.5 + 14 = 62.75 → 63
    const result = scoreOf(ana, '2026-11-23');
    expect(pointsOf(result)).toEqual({ attendance: 31.25, groups: 17.5, steps: 14 });
    expect(result.score).toBe(63);
    // As of 1 Aug: no attendance in the eight weeks before, not yet in the group, a regular attender baptised in June: 6 + 8 = 14.
    expect(scoreOf(ana, '2026-08-01')).toMatchObject({ score: 14, atRisk: null });
    // Before anything: nothing.
    expect(scoreOf(ana, '2019-01-01').score).toBe(0);
  });

  it('calls a score above 95 high leadership potential, and 95 itself not', () => {
    // Eight Sundays back from 22 Nov: 22, 15, 8, 1 Nov, 25, 18, 11, 4 Oct.
    const eight = ['2026-11-22', '2026-11-15', '2026-11-08', '2026-11-01', '2026-10-25', '2026-10-18', '2026-10-11', '2026-10-04'];
    const base = [
      signal('steps', 'step', '2015-03-01', null, 'member'),
      signal('steps', 'baptism', '2015-04-05', null, '2015-04-05'),
      signal('groups', 'group-joined', '2025-01-01', 'g1'),
    ];
    // 50 (8 of 8) + 10 + 20 × 8 / 8 + 12 + 8 = 100
    const everyWeek = scoreOf([...base, ...eight.map(attended), ...eight.map(meeting)], AS_OF);
    expect(everyWeek).toMatchObject({ score: 100, highPotential: true });
    // 50 + 10 + 20 × 7 / 8 (17.5) + 20 = 97.5 → 98
    expect(scoreOf([...base, ...eight.map(attended), ...eight.slice(1).map(meeting)], AS_OF)).toMatchObject({ score: 98, highPotential: true });
    // 50 × 7 / 8 (43.75) + 10 + 20 + 20 = 93.75 → 94
    expect(scoreOf([...base, ...eight.slice(1).map(attended), ...eight.map(meeting)], AS_OF)).toMatchObject({ score: 94, highPotential: false });
  });

  it('is at risk when present at least 3 of the 8 weeks before the last 4 and absent all of those 4', () => {
    // Weeks 4–7 (25, 18, 11, 4 Oct) present; weeks 0–3 (30 Oct–26 Nov) absent.
    const drifting = ['2026-10-04', '2026-10-11', '2026-10-18', '2026-10-25'].map(attended);
    expect(riskOf(drifting, AS_OF)).toEqual({ presentWeeksBefore: 4, lastSeen: expect.objectContaining({ date: '2026-10-25', ref: 'sunday' }) });
    expect(scoreOf(drifting, AS_OF).atRisk).not.toBeNull();
    // Only two weeks before (18 and 25 Oct): not at risk, just seldom there.
    expect(riskOf(['2026-10-18', '2026-10-25'].map(attended), AS_OF)).toBeNull();
    // Present once in the last four weeks (1 Nov, week 3): not at risk.
    expect(riskOf([...drifting, attended('2026-11-01')], AS_OF)).toBeNull();
    // Weeks 8–11 count too (27 Sep, week 8; 6 Sep, week 11), week 12 (30 Aug) does not.
    expect(riskOf(['2026-09-06', '2026-09-27', '2026-10-25'].map(attended), AS_OF)).toMatchObject({ presentWeeksBefore: 3 });
    expect(riskOf(['2026-08-30', '2026-09-27', '2026-10-25'].map(attended), AS_OF)).toBeNull();
    // Group meetings alone do not make anyone at risk or keep them from it: the rule reads gatherings.
    expect(riskOf([...drifting, meeting('2026-11-19')], AS_OF)).not.toBeNull();
  });

  it("counts leading a group in the groups part from the day it began until it ended, within the part's 30", () => {
    // Boaz leads g2 from 1 Oct to 20 Nov 2026, belongs to no group's roster and came to g2's meetings in weeks 1 (19 Nov) and 3 (5 Nov).
    const boaz = [
      signal('groups', 'group-led', '2026-10-01', 'g2'),
      signal('groups', 'group-meeting', '2026-11-05', 'g2', 'm-a'),
      signal('groups', 'group-meeting', '2026-11-19', 'g2', 'm-b'),
      signal('groups', 'group-lead-ended', '2026-11-20', 'g2'),
    ];
    // As of 19 Nov: leading (10) + meetings in weeks 0 (19 Nov) and 2 (5 Nov): 20 × 2 / 8 = 5; 15.
    const leading = scoreOf(boaz, '2026-11-19').parts[1];
    expect(leading).toMatchObject({ points: 15, groupCount: 0 });
    expect(leading.evidence.map((s) => `${s.kind} ${s.date} ${s.ref}`)).toEqual([
      'group-meeting 2026-11-19 g2',
      'group-meeting 2026-11-05 g2',
      'group-led 2026-10-01 g2',
    ]);
    // As of 26 Nov (today): leading ended on 20 Nov, so only the meetings: 5.
    expect(scoreOf(boaz, AS_OF).parts[1]).toMatchObject({ points: 5, evidence: [expect.objectContaining({ kind: 'group-meeting' }), expect.anything()] });
    // As of 30 Sep: not yet leading, no meetings: 0.
    expect(scoreOf(boaz, '2026-09-30').parts[1].points).toBe(0);
    // A leader who is also on a roster and at every meeting keeps the part's maximum: 10 + 10 + 20 = 40, counted as 30.
    const eight = ['2026-11-22', '2026-11-15', '2026-11-08', '2026-11-01', '2026-10-25', '2026-10-18', '2026-10-11', '2026-10-04'];
    const full = [signal('groups', 'group-joined', '2025-01-01', 'g1'), signal('groups', 'group-led', '2025-01-01', 'g2'), ...eight.map(meeting)];
    expect(scoreOf(full, AS_OF).parts[1]).toMatchObject({ points: 30, max: 30 });
  });

  it('takes a baptism away from the day that was recorded', () => {
    const signals = [signal('steps', 'baptism', '2010-05-02', null, '2010-05-02'), signal('steps', 'baptism', '2026-11-10', null, null)];
    expect(scoreOf(signals, '2026-11-01').parts[2]).toMatchObject({ baptised: true, points: 8 });
    expect(scoreOf(signals, AS_OF).parts[2]).toMatchObject({ baptised: false, points: 0 });
  });
});
