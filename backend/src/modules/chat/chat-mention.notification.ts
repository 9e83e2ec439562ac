import type { NotificationSource } from '../../platform/notifications/notification-source.type';
import type { ChatMessageSent } from './domain/chat.events';

const EXCERPT = 120;

/**
 * The people a message names (`@Name`, resolved to accounts of the channel when it was sent) are told
 * in their notification centre, through their notification preferences like any other notification,
 * with an excerpt of the message and a link to the chat.
 */
export const chatMentioned: NotificationSource = {
  eventType: 'ChatMessageSent' satisfies ChatMessageSent['type'],
  priorityOf: () => 'normal',
  notificationFor: (event) => {
    const data = event.data as ChatMessageSent['data'];
    if (!data.mentions || data.mentions.length === 0) return null;
    const excerpt = data.text.length > EXCERPT ? `${data.text.slice(0, EXCERPT - 1)}…` : data.text;
    return {
      audience: { kind: 'users', userIds: data.mentions.filter((id) => id !== data.authorId) },
      draft: {
        title: '',
        message: '',
        messageKey: 'chatMentioned',
        params: { excerpt },
        notificationType: 'info',
        category: 'system',
        priority: 'normal',
        autoExpire: false,
        link: '/community-chat',
        source: { kind: 'event', eventId: event.id },
      },
    };
  },
};
