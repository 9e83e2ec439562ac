import type { PrayerVisibility } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { PrayerRequestEvent } from './prayer-request.events';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the person acting may do with prayer requests, from their permissions (the handler works
 * it out): which visibilities they read besides their own requests, and whether they are a pastor.
 */
export interface PrayerReader {
  userId: string | null;
  reads: readonly PrayerVisibility[];
  pastor: boolean;
}

export type PrayerRequestCommand =
  | {
      type: 'SubmitPrayerRequest';
      prayerRequestId: string;
      sealed: string;
      visibility: PrayerVisibility;
      anonymous: boolean;
      requesterId: string;
      durationDays: number;
    }
  | { type: 'RecordPrayer'; prayerRequestId: string; reader: PrayerReader }
  | { type: 'MarkPrayerAnswered'; prayerRequestId: string; sealedPraise: string; reader: PrayerReader };

export type PrayerRequestState =
  { status: 'none' } | { status: 'active' | 'answered'; requesterId: string; visibility: PrayerVisibility; prayedBy: readonly string[] };

/** The requester always sees their own; others only the visibilities their permissions read. */
function sees(reader: PrayerReader, state: Exclude<PrayerRequestState, { status: 'none' }>): boolean {
  return reader.userId === state.requesterId || reader.reads.includes(state.visibility);
}

export const prayerRequestDecider: Decider<PrayerRequestState, PrayerRequestCommand, PrayerRequestEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'PrayerRequestSubmitted':
        return { status: 'active', requesterId: event.data.requesterId, visibility: event.data.visibility, prayedBy: [] };
      case 'PrayerRequestPrayedFor':
        if (state.status === 'none' || state.prayedBy.includes(event.data.userId)) return state;
        return { ...state, prayedBy: [...state.prayedBy, event.data.userId] };
      case 'PrayerRequestAnswered':
        return state.status === 'none' ? state : { ...state, status: 'answered' };
      default:
        return state;
    }
  },

  decide(command, state, context) {
    switch (command.type) {
      case 'SubmitPrayerRequest': {
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        const { prayerRequestId, sealed, visibility, anonymous, requesterId, durationDays } = command;
        const expiresAt = new Date(Date.parse(context.now) + durationDays * DAY_MS).toISOString();
        return [{ type: 'PrayerRequestSubmitted', data: { prayerRequestId, sealed, visibility, anonymous, requesterId, submittedAt: context.now, expiresAt } }];
      }
      case 'RecordPrayer': {
        // One the reader may not see is, to them, one that does not exist.
        if (state.status === 'none' || !sees(command.reader, state)) throw new DomainError('NOT_FOUND');
        const userId = command.reader.userId;
        // Counted once per person: a second press records nothing.
        if (userId === null || state.prayedBy.includes(userId)) return [];
        return [{ type: 'PrayerRequestPrayedFor', data: { prayerRequestId: command.prayerRequestId, userId } }];
      }
      case 'MarkPrayerAnswered': {
        if (state.status === 'none' || !sees(command.reader, state)) throw new DomainError('NOT_FOUND');
        if (command.reader.userId !== state.requesterId && !command.reader.pastor) throw new DomainError('AUTHORIZATION');
        if (state.status === 'answered') return [];
        return [
          {
            type: 'PrayerRequestAnswered',
            data: { prayerRequestId: command.prayerRequestId, sealedPraise: command.sealedPraise, answeredAt: context.now, by: command.reader.userId },
          },
        ];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown prayer request command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
