import type { Permission } from '@koinonia/contracts';
import type { NotificationSource } from '../../platform/notifications/notification-source.type';
import type { UserLockedOut } from './domain/user.events';

/** Where a lockout alert leads: the security center lists locked accounts with Unlock. */
export const LOCKOUT_ALERT_LINK = '/security-center';
/** Those who can unlock an account hear of a lockout. */
export const LOCKOUT_ALERT_PERMISSION: Permission = 'users.manage';

/**
 * A lockout alerts those who can lift it. Its words are a message key with parameters, so each
 * reader gets it in their own language.
 */
export const lockoutAlert: NotificationSource = {
  eventType: 'UserLockedOut' satisfies UserLockedOut['type'],
  priorityOf: () => 'high',
  notificationFor(event, facts) {
    const data = event.data as UserLockedOut['data'];
    return {
      audience: { kind: 'permission', permission: LOCKOUT_ALERT_PERMISSION },
      draft: {
        title: '',
        message: '',
        messageKey: 'accountLocked',
        params: { name: facts.subject?.displayName ?? '', email: facts.subject?.email ?? '', until: data.until, attempts: String(data.failedAttempts) },
        notificationType: 'warning',
        category: 'security',
        priority: 'high',
        autoExpire: true,
        link: LOCKOUT_ALERT_LINK,
        source: { kind: 'event', eventId: event.id },
      },
    };
  },
};
