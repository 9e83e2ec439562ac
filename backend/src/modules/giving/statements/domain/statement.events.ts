import type { DonationMethod, Language, Money, StatementDelivery } from '@koinonia/contracts';

/** One gift as a statement lists it, with the gift's revision when it was listed (a reversal raises it). */
export interface StatementGift {
  donationId: string;
  revision: number;
  receivedOn: string;
  /** The funds it went to, by their names then. */
  funds: string[];
  amount: Money;
  deductible: Money;
  method: DonationMethod;
  chequeNumber: string | null;
  inKindDescription: string | null;
}

/** What a corrected statement says changed since the statement it corrects. */
export interface StatementCorrection {
  statementId: string;
  issuedAt: string;
  sha256: string;
  added: StatementGift[];
  removed: StatementGift[];
  previousTotal: Money;
  total: Money;
}

/**
 * Everything printed on a statement, recorded when it is issued: the PDF is made from this alone,
 * so a reprint years later is the same bytes, whatever the church, donor or gifts look like then.
 */
export interface StatementContent {
  statementId: string;
  year: number;
  issuedAt: string;
  churchName: string;
  donor: { memberId: string; name: string; address: string };
  /** The donor's language: amounts and dates are written in it. */
  language: Language;
  currency: string;
  /** Gifts of money, oldest first. */
  gifts: StatementGift[];
  /** Gifts in kind, listed apart, oldest first. */
  inKind: StatementGift[];
  /** The deductible part of the gifts of money. */
  totalDeductible: Money;
  corrects: StatementCorrection | null;
}

export type StatementIssued = { type: 'StatementIssued'; data: { content: StatementContent; sha256: string } };
export type DonorStatementEvent = StatementIssued;

export type StatementRunStarted = {
  type: 'StatementRunStarted';
  data: { runId: string; year: number; delivery: StatementDelivery; donorMemberIds: string[] };
};
/** A slice of the run done: the statements issued (or found unchanged) for these donors, and how many were emailed. */
export type StatementRunProgressed = {
  type: 'StatementRunProgressed';
  data: { runId: string; statements: Array<{ donorMemberId: string; statementId: string | null }>; emailed: number };
};
export type StatementRunCompleted = { type: 'StatementRunCompleted'; data: { runId: string } };
export type StatementRunEvent = StatementRunStarted | StatementRunProgressed | StatementRunCompleted;

export const STATEMENT_EVENT_TYPES = {
  statement: new Set<string>(['StatementIssued']),
  run: new Set<string>(['StatementRunStarted', 'StatementRunProgressed', 'StatementRunCompleted']),
} as const;

/** A donor's statements for a year, one stream: each issue sees the one before it. */
export const donorStatementsStream = (donorMemberId: string, year: number) => `donor-statements-${donorMemberId}-${year}`;
export const statementRunStream = (runId: string) => `statement-run-${runId}`;

/** The gifts a statement covered, as a key: the same key again means nothing changed. */
export const giftKeyOf = (content: Pick<StatementContent, 'gifts' | 'inKind'>) =>
  [...content.gifts, ...content.inKind]
    .map((gift) => `${gift.donationId}@${gift.revision}`)
    .sort()
    .join(',');
