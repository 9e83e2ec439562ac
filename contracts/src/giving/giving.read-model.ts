import type { DonationMethod } from './giving.constant';
import type { Money } from './money.util';

/** `GET /api/funds`: a fund gifts are given to; a closed one takes no new gifts. */
export interface FundView {
  id: string;
  name: string;
  status: 'active' | 'closed';
  revision: number;
}

/** A person named in the books: who entered, reversed or closed something. */
export interface GivingActor {
  id: string;
  displayName: string;
}

/** One fund's part of a gift. */
export interface DonationSplitView {
  fundId: string;
  fundName: string;
  amount: Money;
}

/** A gift's reversal: a new entry with its reason; the gift itself is never edited. */
export interface DonationReversalView {
  reversedAt: string;
  reversedBy: GivingActor | null;
  reason: string;
}

/** `GET /api/donations`: a gift as entered, and its reversal if it was reversed. */
export interface DonationView {
  id: string;
  donorMemberId: string | null;
  /** The donor's name as the directory has it (null for an anonymous gift). */
  donorName: string | null;
  donorHouseholdId: string | null;
  amount: Money;
  splits: DonationSplitView[];
  method: DonationMethod;
  chequeNumber: string | null;
  inKindDescription: string | null;
  receivedOn: string;
  note: string | null;
  /** The tax-deductible part, in the gift's currency. */
  deductible: Money;
  batchId: string | null;
  enteredAt: string;
  enteredBy: GivingActor | null;
  reversal: DonationReversalView | null;
  revision: number;
}

/** One entry of a gift's trail, oldest first. */
export interface DonationTrailEntry {
  kind: 'entered' | 'reversed';
  at: string;
  by: GivingActor | null;
  /** The entry's effect on the books: the gift's amount, or its negative for a reversal. */
  amount: Money;
  reason: string | null;
}

/** `GET /api/donations/:id`: the gift, its batch and its trail. */
export interface DonationTrail extends DonationView {
  batch: { id: string; name: string; status: 'open' | 'closed' } | null;
  trail: DonationTrailEntry[];
}

/** A page of gifts. */
export interface DonationPage {
  items: DonationView[];
  total: number;
  page: number;
  pageSize: number;
}

/** `GET /api/batches`: a counting team's batch; once closed it reconciled and is locked. */
export interface BatchView {
  id: string;
  name: string;
  receivedOn: string;
  status: 'open' | 'closed';
  giftCount: number;
  enteredTotal: Money;
  countedTotal: Money | null;
  closedAt: string | null;
  closedBy: GivingActor | null;
  revision: number;
}

/** `GET /api/me/giving`: a member's own gifts and what they add up to (reversed gifts count nothing). */
export interface MyGivingView {
  gifts: DonationView[];
  total: Money;
}

/** One fund's part of the totals. */
export interface FundTotal {
  fundId: string;
  fundName: string;
  total: Money;
}

/** `GET /api/giving/totals`: what was given in a period, by fund, never by whom; reversed gifts count nothing. */
export interface GivingTotalsView {
  from: string | null;
  to: string | null;
  total: Money;
  giftCount: number;
  byFund: FundTotal[];
}
