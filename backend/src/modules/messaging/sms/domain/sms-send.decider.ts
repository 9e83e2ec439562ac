import type { SmsRecipientStatus } from '@koinonia/contracts';
import type { Decider } from '../../../../platform/commands/decider.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import type { SmsAttempt, SmsDeliveryReported, SmsRecipient, SmsSendEvent, SmsSendScheduled } from './sms.events';

export type SmsSendCommand =
  | ({ type: 'ScheduleSmsSend' } & SmsSendScheduled['data'])
  | { type: 'StartSmsSend'; sendId: string }
  | { type: 'RecordSmsAttempts'; sendId: string; attempts: SmsAttempt[] }
  | ({ type: 'ReportSmsDelivery' } & SmsDeliveryReported['data'])
  | { type: 'CompleteSmsSend'; sendId: string }
  | { type: 'CancelSmsSend'; sendId: string };

export interface SmsSendState {
  status: 'none' | 'scheduled' | 'sending' | 'completed' | 'cancelled';
  recipients: SmsRecipient[];
  /** Each recipient's status by member id. */
  statuses: Record<string, SmsRecipientStatus>;
}

/** Recipients still to be tried, in the order they were scheduled. */
export const queuedRecipients = (state: SmsSendState): SmsRecipient[] =>
  state.recipients.filter((recipient) => state.statuses[recipient.memberId] === 'queued');

/**
 * One send: scheduled with its recipients (each queued), started, attempted in batches (sent or
 * failed), told of deliveries, completed once none is queued; cancelled only before it starts.
 */
export const smsSendDecider: Decider<SmsSendState, SmsSendCommand, SmsSendEvent> = {
  initialState: () => ({ status: 'none', recipients: [], statuses: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'SmsSendScheduled':
        return {
          status: 'scheduled',
          recipients: event.data.recipients,
          statuses: Object.fromEntries(event.data.recipients.map((recipient) => [recipient.memberId, 'queued' as const])),
        };
      case 'SmsSendStarted':
        return { ...state, status: 'sending' };
      case 'SmsRecipientsProcessed': {
        const statuses = { ...state.statuses };
        for (const attempt of event.data.attempts) statuses[attempt.memberId] = attempt.status;
        return { ...state, statuses };
      }
      case 'SmsDeliveryReported':
        return { ...state, statuses: { ...state.statuses, [event.data.memberId]: event.data.status } };
      case 'SmsSendCompleted':
        return { ...state, status: 'completed' };
      case 'SmsSendCancelled':
        return { ...state, status: 'cancelled' };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ScheduleSmsSend': {
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        const { type: _type, ...data } = command;
        return [{ type: 'SmsSendScheduled', data }];
      }
      case 'StartSmsSend':
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        return state.status === 'scheduled' ? [{ type: 'SmsSendStarted', data: { sendId: command.sendId } }] : [];
      case 'RecordSmsAttempts': {
        if (state.status !== 'sending') throw new DomainError('CONCURRENCY_CONFLICT');
        // An attempt recorded already (a batch retried after a restart) is not recorded twice.
        const attempts = command.attempts.filter((attempt) => state.statuses[attempt.memberId] === 'queued');
        return attempts.length === 0 ? [] : [{ type: 'SmsRecipientsProcessed', data: { sendId: command.sendId, attempts } }];
      }
      case 'ReportSmsDelivery': {
        const current = state.statuses[command.memberId];
        // Receipts come out of order and more than once: only a message's first final word counts. One may
        // come before its batch is recorded (the provider was quick): it then stands, and the batch's attempt is not recorded over it.
        if (current !== 'sent' && current !== 'queued') return [];
        if (state.status !== 'sending' && state.status !== 'completed') return [];
        const { type: _type, ...data } = command;
        return [{ type: 'SmsDeliveryReported', data }];
      }
      case 'CompleteSmsSend':
        if (state.status !== 'sending' || queuedRecipients(state).length > 0) return [];
        return [{ type: 'SmsSendCompleted', data: { sendId: command.sendId } }];
      case 'CancelSmsSend':
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        if (state.status === 'cancelled') return [];
        if (state.status !== 'scheduled') throw new DomainError('CONCURRENCY_CONFLICT');
        return [{ type: 'SmsSendCancelled', data: { sendId: command.sendId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown SMS send command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
