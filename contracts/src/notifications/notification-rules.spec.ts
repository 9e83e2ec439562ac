import { DEFAULT_PREFERENCES } from '../preferences/user-preferences.type';
import { expiryOf, isNew, keptNotifications, NOTIFICATION_RULES, reaches, stillDeliverable, toastFor, type NotificationView } from './notification.read-model';

const at = (iso: string) => Date.parse(iso);
const minutes = (n: number) => n * 60 * 1000;

function notification(overrides: Partial<NotificationView>): NotificationView {
  return {
    id: 'n',
    title: 'T',
    message: 'M',
    type: 'info',
    category: 'announcement',
    priority: 'normal',
    timestamp: '2026-11-22T10:00:00.000Z',
    isRead: false,
    isDismissed: false,
    autoExpire: false,
    ...overrides,
  };
}

describe('notification rules (a fake clock)', () => {
  const delivered = '2026-11-22T10:00:00.000Z';

  it('expires an auto-expiring urgent notification after 5 minutes and others after 24 hours', () => {
    expect(expiryOf('urgent', delivered)).toBe('2026-11-22T10:05:00.000Z');
    expect(expiryOf('high', delivered)).toBe('2026-11-23T10:00:00.000Z');
    const urgent = notification({ id: 'u', priority: 'urgent', autoExpire: true, expiresAt: expiryOf('urgent', delivered) });
    const normal = notification({ id: 'n', autoExpire: true, expiresAt: expiryOf('normal', delivered) });
    const ids = (now: number) => keptNotifications([urgent, normal], now).map((n) => n.id);
    expect(ids(at(delivered) + minutes(4))).toEqual(['u', 'n']);
    expect(ids(at(delivered) + minutes(5))).toEqual(['n']);
    expect(ids(at(delivered) + minutes(24 * 60) - 1)).toEqual(['n']);
    expect(ids(at(delivered) + minutes(24 * 60))).toEqual([]);
  });

  it('removes read or dismissed notifications older than 3 days, and keeps unread, undismissed ones', () => {
    const read = notification({ id: 'read', isRead: true });
    const dismissed = notification({ id: 'dismissed', isDismissed: true });
    const fresh = notification({ id: 'fresh' });
    const now = at(delivered) + NOTIFICATION_RULES.keepHandledMs;
    expect(keptNotifications([read, dismissed, fresh], now).map((n) => n.id)).toEqual(['read', 'dismissed', 'fresh']);
    expect(keptNotifications([read, dismissed, fresh], now + 1).map((n) => n.id)).toEqual(['fresh']);
    expect(keptNotifications([fresh], now + minutes(60 * 24 * 365)).map((n) => n.id)).toEqual(['fresh']);
  });

  it('does not deliver what would already have expired (a server catching up after a long stop)', () => {
    expect(stillDeliverable('urgent', delivered, at(delivered) + minutes(5) - 1)).toBe(true);
    expect(stillDeliverable('urgent', delivered, at(delivered) + minutes(5))).toBe(false);
    expect(stillDeliverable('high', delivered, at(delivered) + minutes(24 * 60) - 1)).toBe(true);
    expect(stillDeliverable('low', delivered, at(delivered) + minutes(24 * 60))).toBe(false);
  });

  it('keeps a notification without auto-expiry past its would-be expiry, until it is handled and 3 days old', () => {
    const lasting = notification({ id: 'lasting', priority: 'urgent', autoExpire: false });
    expect(keptNotifications([lasting], at(delivered) + minutes(60)).map((n) => n.id)).toEqual(['lasting']);
    const handled = { ...lasting, isRead: true };
    expect(keptNotifications([handled], at(delivered) + NOTIFICATION_RULES.keepHandledMs + 1)).toEqual([]);
  });

  it('checks every 60 seconds', () => {
    expect(NOTIFICATION_RULES.checkEveryMs).toBe(60_000);
  });

  it('calls unread, undismissed notifications new', () => {
    expect(isNew(notification({}))).toBe(true);
    expect(isNew(notification({ isRead: true }))).toBe(false);
    expect(isNew(notification({ isDismissed: true }))).toBe(false);
  });

  it('toasts high and urgent notifications, destructive for an error', () => {
    expect(toastFor(notification({ priority: 'urgent', type: 'error' }))).toEqual({ show: true, destructive: true });
    expect(toastFor(notification({ priority: 'high' }))).toEqual({ show: true, destructive: false });
    expect(toastFor(notification({ priority: 'normal', type: 'error' }))).toEqual({ show: false, destructive: true });
    expect(toastFor(notification({ priority: 'low' })).show).toBe(false);
  });

  it('lets the notification preferences decide what reaches a user', () => {
    const quiet = { ...DEFAULT_PREFERENCES.notifications, systemAlerts: false, prayerRequestUpdates: false };
    expect(reaches('security', quiet)).toBe(false);
    expect(reaches('prayer', quiet)).toBe(false);
    expect(reaches('event', quiet)).toBe(true);
    expect(reaches('announcement', quiet)).toBe(true);
  });
});
