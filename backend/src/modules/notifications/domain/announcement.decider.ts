import {
  ANNOUNCEMENT_END_DAYS,
  VALIDATION_MESSAGES,
  type AnnouncementAudience,
  type AnnouncementReach,
  type AnnouncementTarget,
  type NotificationPriority,
} from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { AnnouncementChannels, AnnouncementEvent } from './announcement.events';

const DAY = 24 * 60 * 60 * 1000;

export type AnnouncementCommand = {
  type: 'SendAnnouncement';
  announcementId: string;
  title: string;
  message: string;
  priority: NotificationPriority;
  audience: AnnouncementAudience | null;
  to: AnnouncementTarget | null;
  audienceLabel: string;
  /** ISO time it leaves the board; null: ANNOUNCEMENT_END_DAYS.default days from now. */
  endsAt: string | null;
  reach: AnnouncementReach;
  channels: AnnouncementChannels;
};

export interface AnnouncementState {
  sent: boolean;
}

/**
 * An announcement is sent once: sending the same one again records nothing. Its end date is in the
 * future and at most a year away (7 days when the sender chose none).
 */
export const announcementDecider: Decider<AnnouncementState, AnnouncementCommand, AnnouncementEvent> = {
  initialState: () => ({ sent: false }),
  evolve(state, event) {
    return event.type === 'AnnouncementSent' ? { sent: true } : state;
  },
  decide(command, state, context) {
    if (state.sent) return [];
    const now = Date.parse(context.now);
    const endsAt = command.endsAt === null ? now + ANNOUNCEMENT_END_DAYS.default * DAY : Date.parse(command.endsAt);
    if (!Number.isFinite(endsAt) || endsAt <= now || endsAt > now + ANNOUNCEMENT_END_DAYS.max * DAY)
      throw DomainError.validation([{ field: 'endsAt', message: VALIDATION_MESSAGES.date }]);
    const { announcementId, title, message, priority, audience, to, audienceLabel, reach, channels } = command;
    return [
      {
        type: 'AnnouncementSent',
        data: { announcementId, title, message, priority, audience, to, audienceLabel, endsAt: new Date(endsAt).toISOString(), reach, channels },
      },
    ];
  },
};
