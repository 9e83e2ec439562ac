import type { StatementDelivery } from './statements.constant';
import type { Money } from './money.util';

/** `POST /api/statements`: the statement issued (or the same one again, when nothing changed since). */
export interface IssuedStatement {
  id: string;
  /** SHA-256 of the PDF's bytes, hex: a reprint has the same. */
  sha256: string;
  /** The statement this one corrects, when a gift changed after that one was issued. */
  corrects?: string;
  /** Send back as X-Consistency-Position to list it ('0' when the statement was already issued). */
  position: string;
}

/** `GET /api/statements`: a statement as issued. */
export interface StatementView {
  id: string;
  donorMemberId: string;
  donorName: string;
  year: number;
  sha256: string;
  corrects: string | null;
  issuedAt: string;
  /** The total deductible of the gifts of money it lists. */
  totalDeductible: Money;
  giftCount: number;
}

/** `GET /api/statement-runs/:id`: a run for all donors of a year, and how far it is. */
export interface StatementRunView {
  id: string;
  year: number;
  delivery: StatementDelivery;
  status: 'running' | 'completed';
  /** Donors the run covers. */
  total: number;
  /** Donors done so far. */
  done: number;
  /** Statements emailed (a donor without an email address is skipped). */
  emailed: number;
  startedAt: string;
  completedAt: string | null;
}
