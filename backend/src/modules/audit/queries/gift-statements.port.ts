import { Injectable } from '@nestjs/common';
import type { AuditStatementRef } from '@koinonia/contracts';

/**
 * The statements a gift appeared on. The statements context answers it; until it is merged the
 * audit is given `NoGiftStatements`, and the trail lists none. Filled at merge by a provider
 * that asks the statements context's public query.
 */
export const GIFT_STATEMENTS = Symbol('GIFT_STATEMENTS');

export interface GiftStatements {
  statementsOf(donationId: string): Promise<AuditStatementRef[]>;
}

@Injectable()
export class NoGiftStatements implements GiftStatements {
  statementsOf(): Promise<AuditStatementRef[]> {
    return Promise.resolve([]);
  }
}
