import type { NotificationSource } from '../../platform/notifications/notification-source.type';
import type { UserUnlockLinkIssued } from './domain/user.events';

/** Where the holder's notice leads: their own sessions and security settings. */
export const SIGN_IN_ATTEMPTS_LINK = '/account/security';

/**
 * A lockout tells the account's holder too (besides the email with the unlock link): how many
 * failed attempts, from where, and until when sign-ins are paused. A message key with parameters,
 * so it reads in their language.
 */
export const signInAttemptsNotice: NotificationSource = {
  eventType: 'UserUnlockLinkIssued' satisfies UserUnlockLinkIssued['type'],
  priorityOf: () => 'high',
  notificationFor(event) {
    const data = event.data as UserUnlockLinkIssued['data'];
    return {
      audience: { kind: 'users', userIds: [data.userId] },
      draft: {
        title: '',
        message: '',
        messageKey: data.source === null ? 'signInAttemptsEverywhere' : 'signInAttemptsFromSource',
        params: { attempts: String(data.failedAttempts), until: data.lockedUntil, ...(data.source === null ? {} : { source: data.source }) },
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
