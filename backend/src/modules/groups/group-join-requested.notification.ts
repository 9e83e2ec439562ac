import type { NotificationSource } from '../../platform/notifications/notification-source.type';
import type { GroupJoinRequested } from './domain/group.events';
import { groupLink } from './group-join-answer.notification';

/**
 * A group's leaders are told when someone asks to join, so a request does not wait unseen; the
 * link opens the group, where its roster lists the request to approve or decline. Addressed by
 * the leaders' member records: a leader without an account has no notification centre to tell.
 */
export const groupJoinRequested: NotificationSource = {
  eventType: 'GroupJoinRequested' satisfies GroupJoinRequested['type'],
  priorityOf: () => 'normal',
  notificationFor(event) {
    const data = event.data as GroupJoinRequested['data'];
    const leaderIds = data.leaderIds ?? [];
    if (leaderIds.length === 0) return null;
    return {
      audience: { kind: 'members', memberIds: leaderIds },
      draft: {
        title: '',
        message: '',
        messageKey: 'groupJoinRequested',
        params: { group: data.groupName ?? '', person: data.requesterName ?? '' },
        notificationType: 'info',
        category: 'system',
        priority: 'normal',
        autoExpire: false,
        link: groupLink(data.groupId),
        source: { kind: 'event', eventId: event.id },
      },
    };
  },
};
