import { HIGH_POTENTIAL_ABOVE, type EngagementPart, type MembershipStep } from '@koinonia/contracts';
import { weekBack } from './engagement-dates.util';
import type { LoggedSignal } from './engagement-signal.type';

/** The weeks a score looks back over (attendance, group meetings). */
export const SCORE_WEEKS = 8;

/** At risk: present at least `presentAtLeast` of the `beforeWeeks` weeks before the last `recentWeeks`, and absent all of those. */
export const AT_RISK_RULE = { recentWeeks: 4, beforeWeeks: 8, presentAtLeast: 3 } as const;

export const STEP_POINTS: Readonly<Record<MembershipStep, number>> = { visitor: 0, 'regular-attender': 6, member: 12 };
export const BAPTISM_POINTS = 8;
export const GROUP_MEMBERSHIP_POINTS = 10;
export const GROUP_MEETING_POINTS = 20;
/** Leading at least one group on the day; the groups part still tops out at its maximum. */
export const GROUP_LEADING_POINTS = 10;

export interface PartScore {
  part: EngagementPart;
  /** Unrounded: the total is rounded once, from these. */
  points: number;
  max: number;
  weeksPresent: number | null;
  weeks: number | null;
  groupCount: number | null;
  step: MembershipStep | null;
  baptised: boolean | null;
  /** The signals behind the points, newest first. */
  evidence: LoggedSignal[];
}

export interface EngagementRiskResult {
  presentWeeksBefore: number;
  lastSeen: LoggedSignal | null;
}

export interface EngagementScore {
  asOf: string;
  score: number;
  highPotential: boolean;
  atRisk: EngagementRiskResult | null;
  parts: PartScore[];
}

/** A signal with the week back from the day asked it falls in (-1 after the day), worked out once per score. */
export interface WeekedSignal extends LoggedSignal {
  week: number;
}

/** A part of the score: its maximum and how its points come from a person's signals on a day. */
export interface EngagementPartRule {
  part: EngagementPart;
  max: number;
  score(signals: readonly WeekedSignal[]): Omit<PartScore, 'part' | 'max'>;
}

const EMPTY = { weeksPresent: null, weeks: null, groupCount: null, step: null, baptised: null } as const;

const byDateThenPosition = (a: LoggedSignal, b: LoggedSignal) => (a.date === b.date ? a.position - b.position : a.date < b.date ? -1 : 1);
const newestFirst = (a: LoggedSignal, b: LoggedSignal) => -byDateThenPosition(a, b);

/** The signals of `kind` within the score's weeks, and in how many of those weeks there is one. */
function weekly(signals: readonly WeekedSignal[], kind: LoggedSignal['kind']) {
  const inWindow = signals.filter((s) => s.kind === kind && s.week >= 0 && s.week < SCORE_WEEKS);
  const weeks = new Set(inWindow.map((s) => s.week));
  return { inWindow, weeksPresent: weeks.size };
}

/** The signals of these kinds in effect on the day (dated up to it), in the order they took effect. */
function upTo(signals: readonly WeekedSignal[], kinds: ReadonlyArray<LoggedSignal['kind']>): WeekedSignal[] {
  return signals.filter((s) => s.week >= 0 && kinds.includes(s.kind)).sort(byDateThenPosition);
}

/** Per group, the signal that began something still going on the day (a membership, leading), by the order they took effect. */
function inEffect(signals: readonly WeekedSignal[], began: LoggedSignal['kind'], ended: LoggedSignal['kind']): Map<string, WeekedSignal> {
  const going = new Map<string, WeekedSignal>();
  for (const signal of upTo(signals, [began, ended])) {
    if (signal.kind === began) going.set(signal.ref ?? '', signal);
    else going.delete(signal.ref ?? '');
  }
  return going;
}

/**
 * The formula (docs/engagement.md). A new area (serving, giving) adds its rule here and its signal
 * sources to `ENGAGEMENT_SIGNAL_SOURCES`; the weights are rebalanced so they still add up to 100.
 */
export const ENGAGEMENT_PART_RULES: readonly EngagementPartRule[] = [
  {
    part: 'attendance',
    max: 50,
    score(signals) {
      const { inWindow, weeksPresent } = weekly(signals, 'attended');
      return { ...EMPTY, points: (50 * weeksPresent) / SCORE_WEEKS, weeksPresent, weeks: SCORE_WEEKS, evidence: inWindow.sort(newestFirst) };
    },
  },
  {
    part: 'groups',
    max: GROUP_MEMBERSHIP_POINTS + GROUP_MEETING_POINTS,
    score(signals) {
      const joined = inEffect(signals, 'group-joined', 'group-left');
      const leading = inEffect(signals, 'group-led', 'group-lead-ended');
      const { inWindow, weeksPresent } = weekly(signals, 'group-meeting');
      const earned =
        (joined.size > 0 ? GROUP_MEMBERSHIP_POINTS : 0) + (leading.size > 0 ? GROUP_LEADING_POINTS : 0) + (GROUP_MEETING_POINTS * weeksPresent) / SCORE_WEEKS;
      // The part keeps its maximum, so the score stays out of 100: leading makes up for meetings missed or a roster not joined.
      const points = Math.min(GROUP_MEMBERSHIP_POINTS + GROUP_MEETING_POINTS, earned);
      const evidence = [...inWindow, ...joined.values(), ...leading.values()].sort(newestFirst);
      return { ...EMPTY, points, weeksPresent, weeks: SCORE_WEEKS, groupCount: joined.size, evidence };
    },
  },
  {
    part: 'steps',
    max: STEP_POINTS.member + BAPTISM_POINTS,
    score(signals) {
      const step = upTo(signals, ['step']).pop() ?? null;
      const baptism = upTo(signals, ['baptism']).pop() ?? null;
      const stepValue = (step?.value as MembershipStep | null | undefined) ?? null;
      const baptised = Boolean(baptism?.value);
      const points = (stepValue ? STEP_POINTS[stepValue] : 0) + (baptised ? BAPTISM_POINTS : 0);
      const evidence = [step, baptised ? baptism : null].filter((s): s is WeekedSignal => s !== null);
      return { ...EMPTY, points, step: stepValue, baptised, evidence };
    },
  },
];

/** Present (at a gathering) at least 3 of the 8 weeks before the last 4, and not once in the last 4. */
export function riskOf(signals: readonly LoggedSignal[], asOf: string): EngagementRiskResult | null {
  return riskOfWeeked(withWeeks(signals, asOf));
}

function riskOfWeeked(signals: readonly WeekedSignal[]): EngagementRiskResult | null {
  const attended = signals.filter((s) => s.kind === 'attended' && s.week >= 0);
  const weeks = new Set(attended.map((s) => s.week));
  const { recentWeeks, beforeWeeks, presentAtLeast } = AT_RISK_RULE;
  let recent = 0;
  let before = 0;
  for (const week of weeks) {
    if (week < recentWeeks) recent++;
    else if (week < recentWeeks + beforeWeeks) before++;
  }
  if (recent > 0 || before < presentAtLeast) return null;
  return { presentWeeksBefore: before, lastSeen: attended.sort(newestFirst)[0] ?? null };
}

/** A person's score on `asOf` from their signals (any order; those dated after `asOf` are left out). */
export function scoreOf(signals: readonly LoggedSignal[], asOf: string): EngagementScore {
  const weeked = withWeeks(signals, asOf);
  const parts = ENGAGEMENT_PART_RULES.map((rule) => ({ part: rule.part, max: rule.max, ...rule.score(weeked) }));
  const score = Math.round(parts.reduce((sum, part) => sum + part.points, 0));
  return { asOf, score, highPotential: score > HIGH_POTENTIAL_ABOVE, atRisk: riskOfWeeked(weeked), parts };
}

function withWeeks(signals: readonly LoggedSignal[], asOf: string): WeekedSignal[] {
  return signals.map((signal) => ({ ...signal, week: weekBack(signal.date, asOf) }));
}
