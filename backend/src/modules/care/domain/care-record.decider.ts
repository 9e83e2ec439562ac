import type { CareCommunicationKind } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { CareRecordEvent } from './care-record.events';

/** Notes and log entries are written once and never changed: each is its own short stream. */
export type CareRecordCommand =
  | { type: 'WritePastoralNote'; pastoralNoteId: string; memberId: string; careRequestId: string | null; sealed: string }
  | { type: 'LogCareCommunication'; communicationId: string; memberId: string; kind: CareCommunicationKind; sealedSummary: string; occurredAt: string | null };

export const careRecordDecider: Decider<{ written: boolean }, CareRecordCommand, CareRecordEvent> = {
  initialState: () => ({ written: false }),
  evolve: (state, event) => (event.type === 'PastoralNoteWritten' || event.type === 'CareCommunicationLogged' ? { written: true } : state),
  decide(command, state, context) {
    if (state.written) throw new DomainError('CONCURRENCY_CONFLICT');
    switch (command.type) {
      case 'WritePastoralNote': {
        const { pastoralNoteId, memberId, careRequestId, sealed } = command;
        return [{ type: 'PastoralNoteWritten', data: { pastoralNoteId, memberId, careRequestId, sealed, authorId: context.actorId, writtenAt: context.now } }];
      }
      case 'LogCareCommunication': {
        const { communicationId, memberId, kind, sealedSummary } = command;
        const occurredAt = command.occurredAt ?? context.now;
        return [{ type: 'CareCommunicationLogged', data: { communicationId, memberId, kind, sealedSummary, byId: context.actorId, occurredAt } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown care record command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
