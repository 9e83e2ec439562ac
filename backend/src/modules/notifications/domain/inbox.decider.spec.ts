import { deciderSpec } from '../../../testing/decider-spec.util';
import { inboxDecider } from './inbox.decider';
import type { InboxEvent } from './inbox.events';

const userId = 'u-1';
const notification = (notificationId: string, priority: 'urgent' | 'normal' = 'normal', autoExpire = true) => ({
  notificationId,
  title: 'Choir practice moved',
  message: 'Thursday at 7 pm in the chapel.',
  notificationType: 'info' as const,
  category: 'announcement' as const,
  priority,
  autoExpire,
  link: null,
  source: { kind: 'announcement' as const, announcementId: 'a-1' },
});
const delivered = (notificationId: string): InboxEvent => ({ type: 'NotificationDelivered', data: { userId, ...notification(notificationId), expiresAt: '2026-11-23T10:00:00.000Z' } });
const read = (notificationId: string): InboxEvent => ({ type: 'NotificationRead', data: { userId, notificationId } });
const dismissed = (notificationId: string): InboxEvent => ({ type: 'NotificationDismissed', data: { userId, notificationId } });

describe('inbox decider', () => {
  const spec = deciderSpec(inboxDecider);

  it('delivers a notification with its expiry: 5 minutes when urgent, 24 hours otherwise', () => {
    spec.given([]).when({ type: 'Deliver', userId, notification: notification('n-1', 'urgent') }).then([
      { type: 'NotificationDelivered', data: { userId, ...notification('n-1', 'urgent'), expiresAt: '2026-11-22T10:05:00.000Z' } },
    ]);
    spec.given([]).when({ type: 'Deliver', userId, notification: notification('n-1', 'normal') }).then([
      { type: 'NotificationDelivered', data: { userId, ...notification('n-1', 'normal'), expiresAt: '2026-11-23T10:00:00.000Z' } },
    ]);
    spec.given([]).when({ type: 'Deliver', userId, notification: notification('n-1', 'normal', false) }).then([
      { type: 'NotificationDelivered', data: { userId, ...notification('n-1', 'normal', false), expiresAt: null } },
    ]);
  });

  it('delivers a notification once, even after it was cleared', () => {
    spec.given([delivered('n-1')]).when({ type: 'Deliver', userId, notification: notification('n-1') }).thenNothing();
    spec.given([delivered('n-1'), { type: 'NotificationRemoved', data: { userId, notificationId: 'n-1' } }]).when({ type: 'Deliver', userId, notification: notification('n-1') }).thenNothing();
  });

  it('marks one or all read, skipping those already read and ids it does not hold', () => {
    spec.given([delivered('n-1'), delivered('n-2')]).when({ type: 'MarkRead', userId, selection: { ids: ['n-2', 'n-9', 'n-2'] } }).then([read('n-2')]);
    spec.given([delivered('n-1'), delivered('n-2'), read('n-1')]).when({ type: 'MarkRead', userId, selection: { all: true } }).then([read('n-2')]);
    spec.given([delivered('n-1'), read('n-1')]).when({ type: 'MarkRead', userId, selection: { all: true } }).thenNothing();
  });

  it('dismisses one or all', () => {
    spec.given([delivered('n-1'), delivered('n-2')]).when({ type: 'Dismiss', userId, selection: { all: true } }).then([dismissed('n-1'), dismissed('n-2')]);
    spec.given([delivered('n-1'), dismissed('n-1')]).when({ type: 'Dismiss', userId, selection: { ids: ['n-1'] } }).thenNothing();
  });

  it('clears the handled ones and keeps new ones', () => {
    spec.given([delivered('n-1'), delivered('n-2'), delivered('n-3'), read('n-1'), dismissed('n-3')]).when({ type: 'Clear', userId, selection: { handled: true } }).then([
      { type: 'NotificationRemoved', data: { userId, notificationId: 'n-1' } },
      { type: 'NotificationRemoved', data: { userId, notificationId: 'n-3' } },
    ]);
  });
});
