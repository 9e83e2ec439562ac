import type { NotificationSource, SourceEvent } from '../../platform/notifications/notification-source.type';
import type { GroupJoinRequestApproved, GroupJoinRequestDeclined } from './domain/group.events';

/** Where the answer leads: the group's page. */
export const groupLink = (groupId: string) => `/study-groups/${groupId}`;

function answerTo(event: SourceEvent, messageKey: 'groupJoinApproved' | 'groupJoinDeclined') {
  const data = event.data as GroupJoinRequestApproved['data'] | GroupJoinRequestDeclined['data'];
  // Someone without an account (asked for by the office) has no notification centre to tell.
  if (!data.requesterUserId) return null;
  return {
    audience: { kind: 'users' as const, userIds: [data.requesterUserId] },
    draft: {
      title: '',
      message: '',
      messageKey,
      params: { group: data.groupName },
      notificationType: messageKey === 'groupJoinApproved' ? ('success' as const) : ('info' as const),
      category: 'system' as const,
      priority: 'normal' as const,
      autoExpire: false,
      link: groupLink(data.groupId),
      source: { kind: 'event' as const, eventId: event.id },
    },
  };
}

/** The person who asked to join is told when a leader approves. Words are a message key, so each reader gets their own language. */
export const groupJoinApproved: NotificationSource = {
  eventType: 'GroupJoinRequestApproved' satisfies GroupJoinRequestApproved['type'],
  priorityOf: () => 'normal',
  notificationFor: (event) => answerTo(event, 'groupJoinApproved'),
};

/** ... and when a leader declines. */
export const groupJoinDeclined: NotificationSource = {
  eventType: 'GroupJoinRequestDeclined' satisfies GroupJoinRequestDeclined['type'],
  priorityOf: () => 'normal',
  notificationFor: (event) => answerTo(event, 'groupJoinDeclined'),
};
