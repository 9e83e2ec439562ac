import type { BroadcastAudience } from '@koinonia/contracts';
import type { Decider } from '../../../../platform/commands/decider.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import type { DeliveryOutcome, EmailBroadcastEvent, QueuedRecipient } from './email-broadcast.events';

export type EmailBroadcastCommand =
  | {
      type: 'CreateEmailBroadcast';
      broadcastId: string;
      subject: string;
      text: string;
      audience: BroadcastAudience;
      sendAt: string | null;
      eventTitle: string;
      announcementId?: string;
    }
  | { type: 'StartEmailBroadcast'; broadcastId: string }
  | { type: 'QueueRecipients'; broadcastId: string; recipients: QueuedRecipient[] }
  | { type: 'ListRecipients'; broadcastId: string; withoutEmail: number; unsubscribed: number }
  | { type: 'RecordDeliveries'; broadcastId: string; results: DeliveryOutcome[] };

export type RecipientState = QueuedRecipient & { outcome: 'queued' | 'sent' | 'failed'; at: string | null; reason: string | null };

export type EmailBroadcastState =
  | { status: 'none' }
  | {
      status: 'scheduled' | 'sending' | 'sent';
      broadcastId: string;
      subject: string;
      text: string;
      audience: BroadcastAudience;
      sendAt: string;
      eventTitle: string;
      /** When the broadcast carries an announcement (its audience then also follows each person's email preference). */
      announcementId: string | null;
      listed: boolean;
      /** By member id, in the order they were queued. */
      recipients: Map<string, RecipientState>;
      sent: number;
      failed: number;
    };

type Existing = Exclude<EmailBroadcastState, { status: 'none' }>;

/** The recipients still waiting for their email, in the order they were queued. */
export const pendingRecipients = (state: Existing): RecipientState[] => [...state.recipients.values()].filter((r) => r.outcome === 'queued');

function finishedIfDone(state: Existing, results: DeliveryOutcome[]): EmailBroadcastEvent[] {
  const sent = state.sent + results.filter((r) => r.outcome === 'sent').length;
  const failed = state.failed + results.filter((r) => r.outcome === 'failed').length;
  return state.listed && sent + failed === state.recipients.size
    ? [{ type: 'EmailBroadcastFinished', data: { broadcastId: state.broadcastId, sent, failed } }]
    : [];
}

/**
 * An email broadcast: created (scheduled, or started at once when its time has come), its
 * recipients queued in batches and then listed as complete, each recipient's outcome recorded
 * once (a second outcome for the same person records nothing), finished when everyone has one.
 */
export const emailBroadcastDecider: Decider<EmailBroadcastState, EmailBroadcastCommand, EmailBroadcastEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'EmailBroadcastCreated') {
      const { broadcastId, subject, text, audience, sendAt, eventTitle } = event.data;
      const announcementId = event.data.announcementId ?? null;
      return {
        status: 'scheduled',
        broadcastId,
        subject,
        text,
        audience,
        sendAt,
        eventTitle,
        announcementId,
        listed: false,
        recipients: new Map(),
        sent: 0,
        failed: 0,
      };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'EmailBroadcastStarted':
        return { ...state, status: 'sending' };
      case 'EmailBroadcastRecipientsQueued': {
        const recipients = new Map(state.recipients);
        for (const r of event.data.recipients) if (!recipients.has(r.memberId)) recipients.set(r.memberId, { ...r, outcome: 'queued', at: null, reason: null });
        return { ...state, recipients };
      }
      case 'EmailBroadcastRecipientsListed':
        return { ...state, listed: true };
      case 'EmailBroadcastDeliveriesRecorded': {
        // Folding 10,000 outcomes copies nothing: the map is this state's own from the Created event on.
        let { sent, failed } = state;
        for (const result of event.data.results) {
          const recipient = state.recipients.get(result.memberId);
          if (!recipient || recipient.outcome !== 'queued') continue;
          recipient.outcome = result.outcome;
          recipient.at = result.at;
          recipient.reason = result.outcome === 'failed' ? result.reason : null;
          if (result.outcome === 'sent') sent++;
          else failed++;
        }
        return { ...state, sent, failed };
      }
      case 'EmailBroadcastFinished':
        return { ...state, status: 'sent' };
      default:
        return state;
    }
  },
  decide(command, state, context) {
    if (command.type === 'CreateEmailBroadcast') {
      if (state.status !== 'none') return [];
      const { broadcastId, subject, text, audience, eventTitle } = command;
      const sendAt = command.sendAt && command.sendAt > context.now ? command.sendAt : context.now;
      const created: EmailBroadcastEvent = {
        type: 'EmailBroadcastCreated',
        data: { broadcastId, subject, text, audience, sendAt, eventTitle, ...(command.announcementId ? { announcementId: command.announcementId } : {}) },
      };
      return sendAt <= context.now ? [created, { type: 'EmailBroadcastStarted', data: { broadcastId } }] : [created];
    }
    if (state.status === 'none') throw new DomainError('NOT_FOUND');
    switch (command.type) {
      case 'StartEmailBroadcast':
        return state.status === 'scheduled' ? [{ type: 'EmailBroadcastStarted', data: { broadcastId: state.broadcastId } }] : [];
      case 'QueueRecipients': {
        if (state.status !== 'sending' || state.listed) return [];
        const fresh = command.recipients.filter((r) => !state.recipients.has(r.memberId));
        return fresh.length === 0 ? [] : [{ type: 'EmailBroadcastRecipientsQueued', data: { broadcastId: state.broadcastId, recipients: fresh } }];
      }
      case 'ListRecipients': {
        if (state.status !== 'sending' || state.listed) return [];
        const listed: EmailBroadcastEvent = {
          type: 'EmailBroadcastRecipientsListed',
          data: { broadcastId: state.broadcastId, total: state.recipients.size, withoutEmail: command.withoutEmail, unsubscribed: command.unsubscribed },
        };
        return [listed, ...finishedIfDone({ ...state, listed: true }, [])];
      }
      case 'RecordDeliveries': {
        if (state.status !== 'sending') return [];
        const seen = new Set<string>();
        const results = command.results.filter((r) => {
          const fresh = state.recipients.get(r.memberId)?.outcome === 'queued' && !seen.has(r.memberId);
          seen.add(r.memberId);
          return fresh;
        });
        if (results.length === 0) return [];
        return [{ type: 'EmailBroadcastDeliveriesRecorded', data: { broadcastId: state.broadcastId, results } }, ...finishedIfDone(state, results)];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
