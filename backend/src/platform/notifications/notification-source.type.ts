import type { NotificationCategory, NotificationMessageKey, NotificationPriority, NotificationType, Permission, UserRole } from '@koinonia/contracts';

/** Who a notification is for. */
export type Audience =
  | { kind: 'everyone' }
  | { kind: 'role'; role: UserRole }
  | { kind: 'permission'; permission: Permission }
  | { kind: 'users'; userIds: readonly string[] }
  /** The accounts of these member records (people known by their record, like a group's leaders); a record without an account gets none. */
  | { kind: 'members'; memberIds: readonly string[] };

/** What a notification came from: an announcement, or another event (a lockout, ...). Its id is derived from this. */
export type NotificationOrigin = { kind: 'announcement'; announcementId: string } | { kind: 'event'; eventId: string };

/** A notification before it has a recipient (and so before it has an id). */
export interface NotificationDraft {
  /** Someone's own words (an announcement); empty when `messageKey` names a text the reader's language supplies. */
  title: string;
  message: string;
  messageKey: NotificationMessageKey | null;
  params: Record<string, string> | null;
  notificationType: NotificationType;
  category: NotificationCategory;
  priority: NotificationPriority;
  autoExpire: boolean;
  link: string | null;
  source: NotificationOrigin;
}

/** The event a source reads. */
export interface SourceEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** What the dispatcher looks up for a source: the account an event is about (`data.userId`), if any. */
export interface SourceFacts {
  subject: { displayName: string; email: string } | null;
}

/**
 * One kind of event that makes notifications, registered by the module that owns the event
 * (see contextContributions). Pure: the dispatcher does the looking up, delivering and pushing.
 */
export interface NotificationSource {
  /** The event type it reads. */
  readonly eventType: string;
  /** The priority its notification has, known before anything is looked up (to skip stale ones cheaply). */
  priorityOf(event: SourceEvent): NotificationPriority;
  /** What notification the event makes, and for whom; null when this one makes none. */
  notificationFor(event: SourceEvent, facts: SourceFacts): { audience: Audience; draft: NotificationDraft } | null;
}
