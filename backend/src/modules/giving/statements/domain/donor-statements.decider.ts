import type { Decider } from '../../../../platform/commands/decider.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import { giftKeyOf, type DonorStatementEvent, type StatementContent } from './statement.events';

export interface IssuedSummary {
  content: StatementContent;
  sha256: string;
}

export type DonorStatementsCommand = { type: 'IssueStatement'; content: StatementContent; sha256: string };

export interface DonorStatementsState {
  /** Every statement issued for the donor and year, oldest first. */
  issued: IssuedSummary[];
}

/**
 * A donor's statements for one year. A statement is issued once for the gifts as they stand; asked
 * again with nothing changed it is the same statement (nothing recorded). Once a gift changed, the
 * next one must say what changed since the last one issued: it corrects that one.
 */
export const donorStatementsDecider: Decider<DonorStatementsState, DonorStatementsCommand, DonorStatementEvent> = {
  initialState: () => ({ issued: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'StatementIssued':
        return { issued: [...state.issued, { content: event.data.content, sha256: event.data.sha256 }] };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'IssueStatement': {
        const last = state.issued.at(-1);
        if (last && giftKeyOf(last.content) === giftKeyOf(command.content)) return [];
        // The correction is written by the handler from the last statement; one that names another would misstate the books.
        if ((command.content.corrects?.statementId ?? null) !== (last?.content.statementId ?? null)) throw new DomainError('CONCURRENCY_CONFLICT');
        return [{ type: 'StatementIssued', data: { content: command.content, sha256: command.sha256 } }];
      }
      default: {
        const unknown: never = command.type;
        throw new Error(`Unknown statement command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
