import { expiryOf, isKept } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { InboxEvent, NotificationDelivered } from './inbox.events';

export type Delivery = Omit<NotificationDelivered['data'], 'userId' | 'expiresAt' | 'deliveredAt'>;
/** Named notifications (each must be in the centre: NOT_FOUND otherwise), or all of them. */
export type Selection = { ids: string[] } | { all: true };

export type InboxCommand =
  | { type: 'Deliver'; userId: string; notification: Delivery }
  | { type: 'MarkRead'; userId: string; selection: Selection }
  | { type: 'Dismiss'; userId: string; selection: Selection }
  /** Clears handled (read or dismissed) notifications, or the ones named. */
  | { type: 'Clear'; userId: string; selection: Selection | { handled: true } }
  /** Applies the keeping rules at the decider's clock: expired ones and long-handled ones go. */
  | { type: 'Sweep'; userId: string };

interface Held {
  read: boolean;
  dismissed: boolean;
  deliveredAt: string;
  autoExpire: boolean;
  expiresAt: string | null;
}

export interface InboxState {
  /** Notifications still in the centre, by id. */
  held: Map<string, Held>;
  /** Every id ever delivered: a delivery comes once, even after it was cleared. */
  delivered: Set<string>;
}

function chosen(state: InboxState, selection: Selection | { handled: true }, keep: (held: Held) => boolean): string[] {
  if ('ids' in selection) {
    const ids = [...new Set(selection.ids)];
    if (ids.some((id) => !state.held.has(id))) throw new DomainError('NOT_FOUND');
    return ids.filter((id) => keep(state.held.get(id)!));
  }
  if ('handled' in selection) return [...state.held].filter(([, held]) => (held.read || held.dismissed) && keep(held)).map(([id]) => id);
  return [...state.held].filter(([, held]) => keep(held)).map(([id]) => id);
}

function update(state: InboxState, id: string, change: Partial<Held>): InboxState {
  const current = state.held.get(id);
  if (!current) return state;
  return { ...state, held: new Map(state.held).set(id, { ...current, ...change }) };
}

function remove(state: InboxState, id: string): InboxState {
  if (!state.held.has(id)) return state;
  const held = new Map(state.held);
  held.delete(id);
  return { ...state, held };
}

/** One user's notification centre. Marking, dismissing, clearing and expiring name each notification they touch. */
export const inboxDecider: Decider<InboxState, InboxCommand, InboxEvent> = {
  initialState: () => ({ held: new Map(), delivered: new Set() }),
  evolve(state, event) {
    switch (event.type) {
      case 'NotificationDelivered': {
        const { notificationId, deliveredAt, autoExpire, expiresAt } = event.data;
        return {
          held: new Map(state.held).set(notificationId, { read: false, dismissed: false, deliveredAt, autoExpire, expiresAt }),
          delivered: new Set(state.delivered).add(notificationId),
        };
      }
      case 'NotificationRead':
        return update(state, event.data.notificationId, { read: true });
      case 'NotificationDismissed':
        return update(state, event.data.notificationId, { dismissed: true });
      case 'NotificationRemoved':
      case 'NotificationExpired':
        return remove(state, event.data.notificationId);
      default:
        return state;
    }
  },
  decide(command, state, context) {
    const { userId } = command;
    switch (command.type) {
      case 'Deliver': {
        if (state.delivered.has(command.notification.notificationId)) return [];
        const { notification } = command;
        const expiresAt = notification.autoExpire ? expiryOf(notification.priority, context.now) : null;
        return [{ type: 'NotificationDelivered', data: { userId, ...notification, deliveredAt: context.now, expiresAt } }];
      }
      case 'MarkRead':
        return chosen(state, command.selection, (held) => !held.read).map((notificationId) => ({
          type: 'NotificationRead' as const,
          data: { userId, notificationId },
        }));
      case 'Dismiss':
        return chosen(state, command.selection, (held) => !held.dismissed).map((notificationId) => ({
          type: 'NotificationDismissed' as const,
          data: { userId, notificationId },
        }));
      case 'Clear':
        return chosen(state, command.selection, () => true).map((notificationId) => ({
          type: 'NotificationRemoved' as const,
          data: { userId, notificationId },
        }));
      case 'Sweep': {
        const now = Date.parse(context.now);
        return [...state.held]
          .filter(
            ([, held]) =>
              !isKept(
                { timestamp: held.deliveredAt, isRead: held.read, isDismissed: held.dismissed, autoExpire: held.autoExpire, expiresAt: held.expiresAt },
                now,
              ),
          )
          .map(([notificationId]) => ({ type: 'NotificationExpired' as const, data: { userId, notificationId } }));
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown inbox command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
