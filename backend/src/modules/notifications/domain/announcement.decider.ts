import type { AnnouncementAudience, NotificationPriority } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import type { AnnouncementEvent } from './announcement.events';

export type AnnouncementCommand = {
  type: 'SendAnnouncement';
  announcementId: string;
  title: string;
  message: string;
  priority: NotificationPriority;
  audience: AnnouncementAudience;
};

export interface AnnouncementState {
  sent: boolean;
}

/** An announcement is sent once: sending the same one again records nothing. */
export const announcementDecider: Decider<AnnouncementState, AnnouncementCommand, AnnouncementEvent> = {
  initialState: () => ({ sent: false }),
  evolve(state, event) {
    return event.type === 'AnnouncementSent' ? { sent: true } : state;
  },
  decide(command, state) {
    if (state.sent) return [];
    const { announcementId, title, message, priority, audience } = command;
    return [{ type: 'AnnouncementSent', data: { announcementId, title, message, priority, audience } }];
  },
};
