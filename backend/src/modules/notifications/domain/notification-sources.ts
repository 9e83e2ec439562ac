import { can, type AnnouncementAudience, type NotificationPriority, type Permission, type UserRole } from '@koinonia/contracts';
import type { InboxCommand } from './inbox.decider';
import type { AnnouncementSent } from './announcement.events';

/** Who a notification is for. */
export type Audience = { kind: 'everyone' } | { kind: 'role'; role: UserRole } | { kind: 'permission'; permission: Permission };

/** A notification before it has a recipient (and so before it has an id). */
export type NotificationDraft = Omit<Extract<InboxCommand, { type: 'Deliver' }>['notification'], 'notificationId'>;

/** The events that make notifications. Later areas add theirs here. */
export const NOTIFICATION_SOURCE_TYPES: ReadonlySet<string> = new Set(['AnnouncementSent', 'UserLockedOut']);

/** Where a lockout alert leads: the security center lists locked accounts with Unlock. */
export const LOCKOUT_ALERT_LINK = '/security-center';
/** Those who can unlock an account hear of a lockout. */
export const LOCKOUT_ALERT_PERMISSION: Permission = 'users.manage';

export interface SourceEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** The account an event is about, looked up by the caller (names are not in the lockout event). */
export interface SourceFacts {
  subject: { displayName: string; email: string } | null;
}

export interface SourceOutcome {
  audience: Audience;
  draft: NotificationDraft;
}

export function audienceOf(audience: AnnouncementAudience): Audience {
  return audience === 'everyone' ? { kind: 'everyone' } : { kind: 'role', role: audience };
}

/** The priority a source's notification has, before anything is looked up (to skip stale ones cheaply). */
export function priorityOf(event: SourceEvent): NotificationPriority | null {
  if (event.type === 'AnnouncementSent') return (event.data as AnnouncementSent['data']).priority;
  if (event.type === 'UserLockedOut') return 'high';
  return null;
}

/**
 * What notification an event makes, and for whom. Announcements keep the administrator's own
 * words; a lockout alert is a message key with parameters, so each reader gets it in their language.
 */
export function notificationFor(event: SourceEvent, facts: SourceFacts): SourceOutcome | null {
  switch (event.type) {
    case 'AnnouncementSent': {
      const data = event.data as AnnouncementSent['data'];
      return {
        audience: audienceOf(data.audience),
        draft: {
          title: data.title,
          message: data.message,
          messageKey: null,
          params: null,
          notificationType: 'info',
          category: 'announcement',
          priority: data.priority,
          autoExpire: true,
          link: null,
          source: { kind: 'announcement', announcementId: data.announcementId },
        },
      };
    }
    case 'UserLockedOut': {
      const data = event.data as { userId: string; until: string; failedAttempts: number };
      return {
        audience: { kind: 'permission', permission: LOCKOUT_ALERT_PERMISSION },
        draft: {
          title: '',
          message: '',
          messageKey: 'accountLocked',
          params: {
            name: facts.subject?.displayName ?? '',
            email: facts.subject?.email ?? '',
            until: data.until,
            attempts: String(data.failedAttempts),
          },
          notificationType: 'warning',
          category: 'security',
          priority: 'high',
          autoExpire: true,
          link: LOCKOUT_ALERT_LINK,
          source: { kind: 'event', eventId: event.id },
        },
      };
    }
    default:
      return null;
  }
}

export interface Candidate {
  id: string;
  roles: readonly UserRole[];
  active: boolean;
}

/** The active accounts an audience names. */
export function recipientsOf(audience: Audience, users: readonly Candidate[]): string[] {
  return users
    .filter((user) => user.active)
    .filter((user) => {
      if (audience.kind === 'everyone') return true;
      if (audience.kind === 'role') return user.roles.includes(audience.role);
      return can(user.roles, audience.permission);
    })
    .map((user) => user.id);
}
