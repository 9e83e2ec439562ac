import { expiryOf } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import type { InboxEvent, NotificationDelivered } from './inbox.events';

type Delivery = Omit<NotificationDelivered['data'], 'userId' | 'expiresAt'>;
type Selection = { ids: string[] } | { all: true };

export type InboxCommand =
  | { type: 'Deliver'; userId: string; notification: Delivery }
  | { type: 'MarkRead'; userId: string; selection: Selection }
  | { type: 'Dismiss'; userId: string; selection: Selection }
  /** Clears handled (read or dismissed) notifications, or the ones named. */
  | { type: 'Clear'; userId: string; selection: Selection | { handled: true } };

interface Held {
  read: boolean;
  dismissed: boolean;
}

export interface InboxState {
  /** Notifications still in the centre, by id. */
  held: Map<string, Held>;
  /** Every id ever delivered: a delivery comes once, even after it was cleared. */
  delivered: Set<string>;
}

function chosen(state: InboxState, selection: Selection | { handled: true }, keep: (held: Held) => boolean): string[] {
  if ('ids' in selection) return [...new Set(selection.ids)].filter((id) => state.held.has(id) && keep(state.held.get(id)!));
  if ('handled' in selection) return [...state.held].filter(([, held]) => (held.read || held.dismissed) && keep(held)).map(([id]) => id);
  return [...state.held].filter(([, held]) => keep(held)).map(([id]) => id);
}

/** One user's notification centre. Marking, dismissing and clearing name each notification they touch. */
export const inboxDecider: Decider<InboxState, InboxCommand, InboxEvent> = {
  initialState: () => ({ held: new Map(), delivered: new Set() }),
  evolve(state, event) {
    const held = new Map(state.held);
    switch (event.type) {
      case 'NotificationDelivered':
        held.set(event.data.notificationId, { read: false, dismissed: false });
        return { held, delivered: new Set(state.delivered).add(event.data.notificationId) };
      case 'NotificationRead': {
        const current = held.get(event.data.notificationId);
        if (current) held.set(event.data.notificationId, { ...current, read: true });
        return { ...state, held };
      }
      case 'NotificationDismissed': {
        const current = held.get(event.data.notificationId);
        if (current) held.set(event.data.notificationId, { ...current, dismissed: true });
        return { ...state, held };
      }
      case 'NotificationRemoved':
        held.delete(event.data.notificationId);
        return { ...state, held };
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
        return [{ type: 'NotificationDelivered', data: { userId, ...notification, expiresAt } }];
      }
      case 'MarkRead':
        return chosen(state, command.selection, (held) => !held.read).map((notificationId) => ({ type: 'NotificationRead' as const, data: { userId, notificationId } }));
      case 'Dismiss':
        return chosen(state, command.selection, (held) => !held.dismissed).map((notificationId) => ({ type: 'NotificationDismissed' as const, data: { userId, notificationId } }));
      case 'Clear':
        return chosen(state, command.selection, () => true).map((notificationId) => ({ type: 'NotificationRemoved' as const, data: { userId, notificationId } }));
      default: {
        const unknown: never = command;
        throw new Error(`Unknown inbox command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

