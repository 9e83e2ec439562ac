import type { StatementDelivery } from '@koinonia/contracts';
import type { Decider } from '../../../../platform/commands/decider.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import type { StatementRunEvent } from './statement.events';

export type StatementRunCommand =
  | { type: 'StartStatementRun'; runId: string; year: number; delivery: StatementDelivery; donorMemberIds: string[] }
  | { type: 'RecordStatementRunProgress'; runId: string; statements: Array<{ donorMemberId: string; statementId: string | null }>; emailed: number }
  | { type: 'CompleteStatementRun'; runId: string };

export interface StatementRunState {
  status: 'none' | 'running' | 'completed';
  year: number;
  delivery: StatementDelivery;
  donorMemberIds: string[];
  /** Donors done, with the statement each got (null: no gifts left to state). */
  done: Record<string, string | null>;
}

/** Every donor's statement for a year, as a job: the donors fixed at the start, progress recorded in slices so a restart continues. */
export const statementRunDecider: Decider<StatementRunState, StatementRunCommand, StatementRunEvent> = {
  initialState: () => ({ status: 'none', year: 0, delivery: 'download', donorMemberIds: [], done: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'StatementRunStarted':
        return { status: 'running', year: event.data.year, delivery: event.data.delivery, donorMemberIds: event.data.donorMemberIds, done: {} };
      case 'StatementRunProgressed': {
        const done = { ...state.done };
        for (const statement of event.data.statements) done[statement.donorMemberId] = statement.statementId;
        return { ...state, done };
      }
      case 'StatementRunCompleted':
        return { ...state, status: 'completed' };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'StartStatementRun':
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        return [
          {
            type: 'StatementRunStarted',
            data: { runId: command.runId, year: command.year, delivery: command.delivery, donorMemberIds: command.donorMemberIds },
          },
        ];
      case 'RecordStatementRunProgress': {
        if (state.status !== 'running') throw new DomainError('NOT_FOUND');
        const statements = command.statements.filter((statement) => !(statement.donorMemberId in state.done));
        if (statements.length === 0) return [];
        return [{ type: 'StatementRunProgressed', data: { runId: command.runId, statements, emailed: command.emailed } }];
      }
      case 'CompleteStatementRun':
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        if (state.status === 'completed') return [];
        return [{ type: 'StatementRunCompleted', data: { runId: command.runId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown statement run command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
