import type { NotificationPreferences } from '../preferences/user-preferences.type';

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export const NOTIFICATION_CATEGORIES = ['announcement', 'security', 'system', 'prayer', 'event'] as const;
export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/**
 * Texts the server writes itself (an alert, not an administrator's words) travel as a key and
 * parameters, so each reader gets them in their own language: the client translates
 * `notifications:messages.<key>.title` and `.message` with the parameters.
 */
export const NOTIFICATION_MESSAGE_KEYS = [
  'accountLocked',
  'signInAttemptsFromSource',
  'signInAttemptsEverywhere',
  'twoFactorReset',
  'groupJoinRequested',
  'groupJoinApproved',
  'groupJoinDeclined',
  'careRequestAssigned',
  'careFollowUpDue',
  'selfUpdateApproved',
  'selfUpdateDeclined',
  'volunteerDeclined',
  'volunteerDeclinedWithReason',
  'volunteerSlotMoved',
  'volunteerSlotCancelled',
  'registrationPromoted',
  'vendorBookingRequested',
  'vendorBookingConfirmed',
  'vendorBookingDeclined',
  'chatMentioned',
] as const;
export type NotificationMessageKey = (typeof NOTIFICATION_MESSAGE_KEYS)[number];

/** One notification in a user's notification centre (the specification's fields). */
export interface NotificationView {
  id: string;
  /** An announcement's own words; empty when `messageKey` says what to show. */
  title: string;
  message: string;
  /** Set for texts the server writes: translate it with `params` (see NOTIFICATION_MESSAGE_KEYS). */
  messageKey?: NotificationMessageKey;
  params?: Record<string, string>;
  type: NotificationType;
  category: NotificationCategory;
  priority: NotificationPriority;
  /** When it was delivered. */
  timestamp: string;
  isRead: boolean;
  isDismissed: boolean;
  autoExpire: boolean;
  expiresAt?: string;
  /** Where it leads, when it is about something in the app. */
  link?: string;
}

/** `GET /api/notifications`: what the centre shows (kept, not dismissed, newest first) and how many are new. */
export interface NotificationList {
  items: NotificationView[];
  unreadCount: number;
}

/** The centre lists at most this many; the unread count covers them all. */
export const NOTIFICATION_LIST_LIMIT = 50;

/** The specification's notification constants. */
export const NOTIFICATION_RULES = {
  urgentExpiryMs: 5 * 60 * 1000,
  otherExpiryMs: 24 * 60 * 60 * 1000,
  /** How often expiry is checked. */
  checkEveryMs: 60 * 1000,
  /** Read or dismissed notifications older than this are removed. */
  keepHandledMs: 3 * 24 * 60 * 60 * 1000,
} as const;

/** When an auto-expiring notification delivered at `timestamp` expires: 5 minutes if urgent, else 24 hours. */
export function expiryOf(priority: NotificationPriority, timestamp: string): string {
  const after = priority === 'urgent' ? NOTIFICATION_RULES.urgentExpiryMs : NOTIFICATION_RULES.otherExpiryMs;
  return new Date(Date.parse(timestamp) + after).toISOString();
}

/** What the keeping rules look at. */
export type KeptFacts = Pick<NotificationView, 'timestamp' | 'isRead' | 'isDismissed' | 'autoExpire'> & { expiresAt?: string | null };

/** Whether a notification is still kept at `now`: not expired, and not handled long ago. Unread, undismissed ones without expiry stay. */
export function isKept(notification: KeptFacts, now: number): boolean {
  if (notification.autoExpire && notification.expiresAt && Date.parse(notification.expiresAt) <= now) return false;
  const handled = notification.isRead || notification.isDismissed;
  return !(handled && now - Date.parse(notification.timestamp) > NOTIFICATION_RULES.keepHandledMs);
}

export function keptNotifications<N extends KeptFacts>(notifications: readonly N[], now: number): N[] {
  return notifications.filter((n) => isKept(n, now));
}

/**
 * Whether something that happened at `occurredAt` is still worth delivering at `now`: not when
 * the notification would already have expired (a server catching up after a long stop does not
 * flood the centre with stale alerts).
 */
export function stillDeliverable(priority: NotificationPriority, occurredAt: string, now: number): boolean {
  return Date.parse(expiryOf(priority, occurredAt)) > now;
}

/** New: unread and not dismissed. */
export function isNew(notification: Pick<NotificationView, 'isRead' | 'isDismissed'>): boolean {
  return !notification.isRead && !notification.isDismissed;
}

/** High and urgent notifications also show a toast; destructive for an error. */
export function toastFor(notification: Pick<NotificationView, 'priority' | 'type'>): { show: boolean; destructive: boolean } {
  return { show: notification.priority === 'urgent' || notification.priority === 'high', destructive: notification.type === 'error' };
}

/**
 * Which preference lets a category reach a user at all (announcements always do: the church is
 * speaking). Whether it is also pushed live is `pushNotifications`.
 */
export const CATEGORY_PREFERENCE: Record<NotificationCategory, keyof NotificationPreferences | null> = {
  announcement: null,
  security: 'systemAlerts',
  system: 'systemAlerts',
  prayer: 'prayerRequestUpdates',
  event: 'eventReminders',
};

export function reaches(category: NotificationCategory, preferences: NotificationPreferences): boolean {
  const preference = CATEGORY_PREFERENCE[category];
  return preference === null || preferences[preference];
}
