import { recorded } from '../../../testing/decider-spec.util';
import type { InboxEvent } from '../domain/inbox.events';
import { notificationsProjection, toNotificationView, type NotificationDocument } from './notifications.projection';

const userId = 'u-1';
const stream = `inbox-${userId}`;
const at = '2026-11-22T10:00:00.000Z';
const deliveredEvent: InboxEvent = {
  type: 'NotificationDelivered',
  data: {
    userId,
    notificationId: 'n-1',
    title: '',
    message: '',
    messageKey: 'accountLocked',
    params: { name: 'Ruth Anderson', email: 'member@demo.church', until: '2026-11-22T10:15:00.000Z', attempts: '5' },
    notificationType: 'warning',
    category: 'security',
    priority: 'high',
    autoExpire: true,
    deliveredAt: at,
    expiresAt: '2026-11-23T10:00:00.000Z',
    link: '/security-center',
    source: { kind: 'event', eventId: 'e-1' },
  },
};
const delivered = recorded(deliveredEvent, stream, 0, at);
const read = recorded({ type: 'NotificationRead', data: { userId, notificationId: 'n-1' } }, stream, 1);
const dismissed = recorded({ type: 'NotificationDismissed', data: { userId, notificationId: 'n-1' } }, stream, 2);

function replay(...events: ReturnType<typeof recorded>[]): NotificationDocument | null {
  return events.reduce<NotificationDocument | null>((document, event) => notificationsProjection.project(document, event), null);
}

describe('notifications projection', () => {
  it('given a delivery, when read, then the view has every field of the specification and the message key', () => {
    const document = replay(delivered, read);
    expect(document).not.toBeNull();
    expect(toNotificationView(document!)).toEqual({
      id: 'n-1',
      title: '',
      message: '',
      messageKey: 'accountLocked',
      params: { name: 'Ruth Anderson', email: 'member@demo.church', until: '2026-11-22T10:15:00.000Z', attempts: '5' },
      type: 'warning',
      category: 'security',
      priority: 'high',
      timestamp: at,
      isRead: true,
      isDismissed: false,
      autoExpire: true,
      expiresAt: '2026-11-23T10:00:00.000Z',
      link: '/security-center',
    });
  });

  it('changes nothing when an event is applied twice, or an older one arrives after a newer', () => {
    const once = replay(delivered, read, dismissed);
    expect(notificationsProjection.project(once, dismissed)).toBe(once);
    expect(notificationsProjection.project(once, read)).toBe(once);
    expect(notificationsProjection.project(once, delivered)).toBe(once);
    expect(replay(delivered, delivered, read, read)).toEqual(replay(delivered, read));
  });

  it('removes the document when cleared or expired, and tolerates starting mid-stream', () => {
    expect(
      notificationsProjection.project(replay(delivered), recorded({ type: 'NotificationRemoved', data: { userId, notificationId: 'n-1' } }, stream, 3)),
    ).toBeNull();
    expect(
      notificationsProjection.project(replay(delivered), recorded({ type: 'NotificationExpired', data: { userId, notificationId: 'n-1' } }, stream, 3)),
    ).toBeNull();
    expect(notificationsProjection.project(null, read)).toBeNull();
  });
});
