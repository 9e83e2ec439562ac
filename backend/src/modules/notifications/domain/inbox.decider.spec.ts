import { deciderSpec } from '../../../testing/decider-spec.util';
import { inboxDecider } from './inbox.decider';
import type { InboxEvent } from './inbox.events';

const userId = 'u-1';
/** The spec's clock: deciderSpec decides at 2026-11-22T10:00:00.000Z unless told otherwise. */
const NOW = '2026-11-22T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const notification = (notificationId: string, priority: 'urgent' | 'normal' = 'normal', autoExpire = true) => ({
  notificationId,
  title: 'Choir practice moved',
  message: 'Thursday at 7 pm in the chapel.',
  messageKey: null,
  params: null,
  notificationType: 'info' as const,
  category: 'announcement' as const,
  priority,
  autoExpire,
  link: null,
  source: { kind: 'announcement' as const, announcementId: 'a-1' },
});
const delivered = (notificationId: string, options: { priority?: 'urgent' | 'normal'; autoExpire?: boolean; at?: string } = {}): InboxEvent => {
  const { priority = 'normal', autoExpire = true, at = NOW } = options;
  const expiresAt = autoExpire ? new Date(Date.parse(at) + (priority === 'urgent' ? 5 * MINUTE : DAY)).toISOString() : null;
  return { type: 'NotificationDelivered', data: { userId, ...notification(notificationId, priority, autoExpire), deliveredAt: at, expiresAt } };
};
const read = (notificationId: string): InboxEvent => ({ type: 'NotificationRead', data: { userId, notificationId } });
const dismissed = (notificationId: string): InboxEvent => ({ type: 'NotificationDismissed', data: { userId, notificationId } });
const removed = (notificationId: string): InboxEvent => ({ type: 'NotificationRemoved', data: { userId, notificationId } });
const expired = (notificationId: string): InboxEvent => ({ type: 'NotificationExpired', data: { userId, notificationId } });

describe('inbox decider', () => {
  const spec = deciderSpec(inboxDecider);

  it('delivers a notification with its expiry: 5 minutes when urgent, 24 hours otherwise, none without auto-expiry', () => {
    spec
      .given([])
      .when({ type: 'Deliver', userId, notification: notification('n-1', 'urgent') })
      .then([{ type: 'NotificationDelivered', data: { userId, ...notification('n-1', 'urgent'), deliveredAt: NOW, expiresAt: '2026-11-22T10:05:00.000Z' } }]);
    spec
      .given([])
      .when({ type: 'Deliver', userId, notification: notification('n-1', 'normal') })
      .then([{ type: 'NotificationDelivered', data: { userId, ...notification('n-1', 'normal'), deliveredAt: NOW, expiresAt: '2026-11-23T10:00:00.000Z' } }]);
    spec
      .given([])
      .when({ type: 'Deliver', userId, notification: notification('n-1', 'normal', false) })
      .then([{ type: 'NotificationDelivered', data: { userId, ...notification('n-1', 'normal', false), deliveredAt: NOW, expiresAt: null } }]);
  });

  it('delivers a notification once, even after it was cleared or expired', () => {
    spec
      .given([delivered('n-1')])
      .when({ type: 'Deliver', userId, notification: notification('n-1') })
      .thenNothing();
    spec
      .given([delivered('n-1'), removed('n-1')])
      .when({ type: 'Deliver', userId, notification: notification('n-1') })
      .thenNothing();
    spec
      .given([delivered('n-1'), expired('n-1')])
      .when({ type: 'Deliver', userId, notification: notification('n-1') })
      .thenNothing();
  });

  it('marks one or all read, skipping those already read', () => {
    spec
      .given([delivered('n-1'), delivered('n-2')])
      .when({ type: 'MarkRead', userId, selection: { ids: ['n-2', 'n-2'] } })
      .then([read('n-2')]);
    spec
      .given([delivered('n-1'), delivered('n-2'), read('n-1')])
      .when({ type: 'MarkRead', userId, selection: { all: true } })
      .then([read('n-2')]);
    spec
      .given([delivered('n-1'), read('n-1')])
      .when({ type: 'MarkRead', userId, selection: { all: true } })
      .thenNothing();
    spec
      .given([delivered('n-1'), read('n-1')])
      .when({ type: 'MarkRead', userId, selection: { ids: ['n-1'] } })
      .thenNothing();
  });

  it('refuses to touch a notification that is not in the centre (never delivered, or gone)', () => {
    spec
      .given([delivered('n-1')])
      .when({ type: 'MarkRead', userId, selection: { ids: ['n-1', 'n-9'] } })
      .thenThrows('NOT_FOUND');
    spec
      .given([delivered('n-1'), removed('n-1')])
      .when({ type: 'Dismiss', userId, selection: { ids: ['n-1'] } })
      .thenThrows('NOT_FOUND');
    spec
      .given([])
      .when({ type: 'MarkRead', userId, selection: { all: true } })
      .thenNothing();
  });

  it('dismisses one or all', () => {
    spec
      .given([delivered('n-1'), delivered('n-2')])
      .when({ type: 'Dismiss', userId, selection: { all: true } })
      .then([dismissed('n-1'), dismissed('n-2')]);
    spec
      .given([delivered('n-1'), delivered('n-2')])
      .when({ type: 'Dismiss', userId, selection: { ids: ['n-2'] } })
      .then([dismissed('n-2')]);
    spec
      .given([delivered('n-1'), dismissed('n-1')])
      .when({ type: 'Dismiss', userId, selection: { ids: ['n-1'] } })
      .thenNothing();
  });

  it('clears the handled ones and keeps new ones', () => {
    spec
      .given([delivered('n-1'), delivered('n-2'), delivered('n-3'), read('n-1'), dismissed('n-3')])
      .when({ type: 'Clear', userId, selection: { handled: true } })
      .then([removed('n-1'), removed('n-3')]);
    spec
      .given([delivered('n-1')])
      .when({ type: 'Clear', userId, selection: { handled: true } })
      .thenNothing();
  });

  describe('sweeping with its clock', () => {
    it('expires an urgent notification at 5 minutes and another at 24 hours', () => {
      const given = spec.given([delivered('urgent', { priority: 'urgent' }), delivered('normal')]);
      given.when({ type: 'Sweep', userId }, { now: later(5 * MINUTE - 1) }).thenNothing();
      given.when({ type: 'Sweep', userId }, { now: later(5 * MINUTE) }).then([expired('urgent')]);
      given.when({ type: 'Sweep', userId }, { now: later(DAY) }).then([expired('urgent'), expired('normal')]);
    });

    it('removes read or dismissed notifications older than 3 days and keeps unread, undismissed ones however old', () => {
      const given = spec.given([
        delivered('read', { autoExpire: false }),
        delivered('dismissed', { autoExpire: false }),
        delivered('new', { autoExpire: false }),
        read('read'),
        dismissed('dismissed'),
      ]);
      given.when({ type: 'Sweep', userId }, { now: later(3 * DAY) }).thenNothing();
      given.when({ type: 'Sweep', userId }, { now: later(3 * DAY + 1) }).then([expired('read'), expired('dismissed')]);
      given.when({ type: 'Sweep', userId }, { now: later(365 * DAY) }).then([expired('read'), expired('dismissed')]);
      spec
        .given([delivered('new', { autoExpire: false })])
        .when({ type: 'Sweep', userId }, { now: later(365 * DAY) })
        .thenNothing();
    });

    it('does not expire the same notification twice', () => {
      spec
        .given([delivered('n-1', { priority: 'urgent' }), expired('n-1')])
        .when({ type: 'Sweep', userId }, { now: later(DAY) })
        .thenNothing();
    });
  });
});
