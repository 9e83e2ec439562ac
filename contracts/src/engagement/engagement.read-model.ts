import type { MembershipStep } from '../members/member-roles.constant';
import type { EngagementEvidenceKind, EngagementPart } from './engagement.constant';

/** One event behind a part: what happened, on which day, where (a gathering's or group's id and name). */
export interface EngagementEvidence {
  kind: EngagementEvidenceKind;
  date: string;
  refId: string | null;
  refName: string | null;
  /** The gathering's kind, the new membership step, the baptism date; null when there is nothing more to say. */
  value: string | null;
}

/** One part of a score: its points out of its maximum, the figures it was computed from, and the events behind it. */
export interface EngagementPartView {
  part: EngagementPart;
  points: number;
  max: number;
  /** Weeks of the window with at least one of the part's signals (attendance, group meetings). */
  weeksPresent: number | null;
  weeks: number | null;
  /** Groups belonged to on the day (groups). */
  groupCount: number | null;
  /** The membership step on the day (steps). */
  step: MembershipStep | null;
  /** Baptised on or before the day (steps). */
  baptised: boolean | null;
  evidence: EngagementEvidence[];
}

/** Present at least 3 of the 8 weeks before the last 4, and absent all of the last 4. */
export interface EngagementRisk {
  presentWeeksBefore: number;
  lastSeen: string | null;
  lastSeenAt: string | null;
}

/** `GET /api/members/:id/engagement?asOf=`: a person's score on a day, explained. */
export interface EngagementScoreView {
  memberId: string;
  fullName: string;
  asOf: string;
  score: number;
  highPotential: boolean;
  atRisk: EngagementRisk | null;
  parts: EngagementPartView[];
}

/** A person on one of the tab's lists. */
export interface EngagementPersonSummary {
  memberId: string;
  fullName: string;
  score: number;
  atRisk: EngagementRisk | null;
}

export interface EngagementBucket {
  from: number;
  to: number;
  count: number;
}

export interface EngagementTrendPoint {
  /** The last day of the week the average is taken on. */
  weekEnding: string;
  average: number;
}

/** `GET /api/engagement?asOf=`: the Engagement tab. */
export interface EngagementOverview {
  asOf: string;
  people: number;
  average: number;
  distribution: EngagementBucket[];
  trend: EngagementTrendPoint[];
  highPotential: EngagementPersonSummary[];
  atRisk: EngagementPersonSummary[];
}
