import type { FundTotal } from './giving.read-model';
import type { Money } from './money.util';

/** What was given in one year or one month of the period. */
export interface GivingPeriodTotal {
  /** `2026` for a year, `2026-03` for a month. */
  period: string;
  total: Money;
  giftCount: number;
}

/** A donor named in the analytics: only for those who read individual gifts (giving.read). */
export interface GivingDonorTotal {
  donorMemberId: string;
  donorName: string;
  total: Money;
  giftCount: number;
  /** The first gift ever (first-time givers) or the last one (lapsed givers and top donors). */
  date: string;
}

/** A group of givers: how many, and who only for giving.read (`donors` is null for a pastor). */
export interface GivingDonorGroup {
  count: number;
  donors: GivingDonorTotal[] | null;
}

/**
 * `GET /api/giving/analytics?from=&to=`: the period's giving, reversed gifts left out. Pastors get
 * every number but no names (`topDonors`, and the donors of the giver groups, are null for them).
 */
export interface GivingAnalyticsView {
  from: string | null;
  to: string | null;
  currency: string;
  total: Money;
  giftCount: number;
  /** The mean gift, rounded to the minor unit. */
  averageGift: Money;
  /** Members who gave in the period (anonymous gifts count in the totals, not here). */
  donorCount: number;
  topDonors: GivingDonorTotal[] | null;
  byYear: GivingPeriodTotal[];
  /** Every month of the period that had a gift, oldest first. */
  monthly: GivingPeriodTotal[];
  byFund: FundTotal[];
  /** Members whose first gift ever fell in the period. */
  firstTimeGivers: GivingDonorGroup;
  /** Members who gave in the twelve months before the period and not in it (none without a start). */
  lapsedGivers: GivingDonorGroup;
}
