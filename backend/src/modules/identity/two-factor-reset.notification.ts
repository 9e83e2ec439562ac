import type { NotificationSource } from '../../platform/notifications/notification-source.type';
import type { UserTwoFactorDisabled } from './domain/user.events';
import { SIGN_IN_ATTEMPTS_LINK } from './sign-in-attempts.notification';

/**
 * Someone else turned the account's two-step verification off (an administrator's reset): its
 * holder is told (besides the email), so a reset they never asked for does not go unnoticed.
 * Turning one's own off tells nobody. A message key, so it reads in the holder's language.
 */
export const twoFactorResetNotice: NotificationSource = {
  eventType: 'UserTwoFactorDisabled' satisfies UserTwoFactorDisabled['type'],
  priorityOf: () => 'high',
  notificationFor(event) {
    const data = event.data as UserTwoFactorDisabled['data'];
    if (!data.by || data.by === data.userId) return null;
    return {
      audience: { kind: 'users', userIds: [data.userId] },
      draft: {
        title: '',
        message: '',
        messageKey: 'twoFactorReset',
        params: null,
        notificationType: 'warning',
        category: 'security',
        priority: 'high',
        autoExpire: false,
        link: SIGN_IN_ATTEMPTS_LINK,
        source: { kind: 'event', eventId: event.id },
      },
    };
  },
};
