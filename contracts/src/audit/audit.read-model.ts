import type { DonationMethod } from '../giving/giving.constant';
import type { GivingActor } from '../giving/giving.read-model';
import type { Money } from '../giving/money.util';

/**
 * Where an as-of answer cut the event log: every event up to `position` was replayed, none after.
 * `lastEventAt` is the time recorded on the last event replayed (null when none was).
 */
export interface AuditCut {
  asOf: string;
  position: string;
  lastEventAt: string | null;
  eventCount: number;
}

/** One fund's total as the books stood then: gifts not reversed by then. */
export interface AuditFundTotal {
  fundId: string;
  fundName: string;
  total: Money;
  giftCount: number;
}

/** A gift as it was known at the cut: its reversal only when the reversal was recorded by then. */
export interface AuditGiftView {
  id: string;
  donorMemberId: string | null;
  amount: Money;
  splits: { fundId: string; fundName: string; amount: Money }[];
  method: DonationMethod;
  receivedOn: string;
  batchId: string | null;
  enteredAt: string;
  reversal: { reversedAt: string; reason: string } | null;
}

/** `GET /api/audit/giving?asOf=`: totals by fund and the gifts known then, replayed from the events. */
export interface AuditGivingView {
  cut: AuditCut;
  total: Money;
  giftCount: number;
  reversedCount: number;
  byFund: AuditFundTotal[];
  gifts: { items: AuditGiftView[]; total: number; page: number; pageSize: number };
}

/** One occurrence's register as it stood then. */
export interface AuditOccurrenceView {
  gatheringId: string;
  gatheringName: string;
  date: string;
  present: number;
  headcount: number;
}

/** `GET /api/audit/attendance?asOf=`: every register as it stood then, replayed from the events. */
export interface AuditAttendanceView {
  cut: AuditCut;
  totalPresent: number;
  totalHeadcount: number;
  occurrences: AuditOccurrenceView[];
}

/** A statement a gift appeared on (giving's statements). */
export interface AuditStatementRef {
  id: string;
  year: number;
  issuedAt: string;
  sha256: string;
}

/** One entry of the audit trail, oldest first: the event as recorded, who and when. */
export interface AuditTrailEntry {
  kind: 'entered' | 'added-to-batch' | 'reversed';
  at: string;
  position: string;
  by: GivingActor | null;
  /** The entry's effect on the books: the gift's amount, or its negative for a reversal. */
  amount: Money;
  reason: string | null;
}

/** `GET /api/audit/donations/:id/trail`: a gift's whole history, from its own events. */
export interface AuditTrailView {
  donationId: string;
  amount: Money;
  receivedOn: string;
  method: DonationMethod;
  donorMemberId: string | null;
  splits: { fundId: string; fundName: string; amount: Money }[];
  enteredAt: string;
  enteredBy: GivingActor | null;
  batch: { id: string; name: string; status: 'open' | 'closed' } | null;
  entries: AuditTrailEntry[];
  statements: AuditStatementRef[];
}

/** One thing the events and a read model disagree on. */
export interface ReconciliationDifference {
  area: 'fund' | 'batch' | 'giving';
  id: string;
  name: string;
  field: 'total' | 'giftCount' | 'enteredTotal' | 'countedTotal' | 'missing';
  /** What the sum of the events says, and what the read model says (minor units or counts; null when absent). */
  events: number | null;
  readModel: number | null;
}

/** `GET /api/audit/reconciliation`: the events' sums against the read models, at one position. */
export interface ReconciliationReport {
  position: string;
  checkedAt: string;
  balanced: boolean;
  funds: number;
  batches: number;
  giftCount: number;
  total: Money;
  differences: ReconciliationDifference[];
}
