import { VALIDATION_MESSAGES, type CareRequestType, type CareStatus, type CareUrgency } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { CareRequestEvent } from './care-request.events';

/** open → in progress → resolved; a request may be resolved straight away, and a resolved one reopened. */
const NEXT: Record<CareStatus, readonly CareStatus[]> = {
  open: ['in-progress', 'resolved'],
  'in-progress': ['open', 'resolved'],
  resolved: ['open'],
};

export interface CareRequestChanges {
  status?: CareStatus;
  urgency?: CareUrgency;
  /** null: unassigned. */
  assignedTo?: string | null;
  /** null: no follow-up. */
  followUpOn?: string | null;
}

export type CareRequestCommand =
  | {
      type: 'OpenCareRequest';
      careRequestId: string;
      requestType: CareRequestType;
      urgency: CareUrgency;
      memberId: string;
      assignedTo: string | null;
      followUpOn: string | null;
    }
  | { type: 'UpdateCareRequest'; careRequestId: string; changes: CareRequestChanges }
  /** The reminder job: `today` is the church's date (YYYY-MM-DD). */
  | { type: 'RemindCareFollowUp'; careRequestId: string; today: string };

export type CareRequestState =
  | { status: 'none' }
  | {
      status: CareStatus;
      memberId: string;
      urgency: CareUrgency;
      assignedTo: string | null;
      followUpOn: string | null;
      /** The follow-up date its assignee was last reminded of. */
      remindedFor: string | null;
    };

export const careRequestDecider: Decider<CareRequestState, CareRequestCommand, CareRequestEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    if (event.type === 'CareRequestOpened') {
      const { memberId, urgency, assignedTo, followUpOn } = event.data;
      return { status: 'open', memberId, urgency, assignedTo, followUpOn, remindedFor: null };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'CareRequestStatusChanged':
        return { ...state, status: event.data.to };
      case 'CareRequestUrgencyChanged':
        return { ...state, urgency: event.data.urgency };
      case 'CareRequestAssigned':
        return { ...state, assignedTo: event.data.assignedTo };
      case 'CareFollowUpScheduled':
        return { ...state, followUpOn: event.data.followUpOn };
      case 'CareFollowUpDue':
        return { ...state, remindedFor: event.data.followUpOn };
      default:
        return state;
    }
  },

  decide(command, state, context) {
    switch (command.type) {
      case 'OpenCareRequest': {
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        const { type: _type, ...data } = command;
        return [
          {
            type: 'CareRequestOpened',
            data: {
              careRequestId: data.careRequestId,
              requestType: data.requestType,
              urgency: data.urgency,
              memberId: data.memberId,
              assignedTo: data.assignedTo,
              followUpOn: data.followUpOn,
              openedAt: context.now,
            },
          },
        ];
      }
      case 'UpdateCareRequest': {
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        const { careRequestId, changes } = command;
        const events: CareRequestEvent[] = [];
        if (changes.status !== undefined && changes.status !== state.status) {
          if (!NEXT[state.status].includes(changes.status)) throw DomainError.validation([{ field: 'status', message: VALIDATION_MESSAGES.choice }]);
          events.push({ type: 'CareRequestStatusChanged', data: { careRequestId, from: state.status, to: changes.status } });
        }
        if (changes.urgency !== undefined && changes.urgency !== state.urgency)
          events.push({ type: 'CareRequestUrgencyChanged', data: { careRequestId, urgency: changes.urgency } });
        if (changes.assignedTo !== undefined && changes.assignedTo !== state.assignedTo)
          events.push({ type: 'CareRequestAssigned', data: { careRequestId, memberId: state.memberId, assignedTo: changes.assignedTo } });
        if (changes.followUpOn !== undefined && changes.followUpOn !== state.followUpOn)
          events.push({ type: 'CareFollowUpScheduled', data: { careRequestId, followUpOn: changes.followUpOn } });
        return events;
      }
      case 'RemindCareFollowUp': {
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        const { assignedTo, followUpOn } = state;
        // Once per date, to whoever holds it, while it is not resolved and the date has come.
        if (state.status === 'resolved' || assignedTo === null || followUpOn === null || followUpOn > command.today || state.remindedFor === followUpOn)
          return [];
        return [{ type: 'CareFollowUpDue', data: { careRequestId: command.careRequestId, memberId: state.memberId, assignedTo, followUpOn } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown care request command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
