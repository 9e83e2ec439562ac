import { Inject, Injectable } from '@nestjs/common';
import { isNew, keptNotifications, NOTIFICATION_LIST_LIMIT, NOTIFICATION_RULES, type NotificationList, type NotificationView } from '@koinonia/contracts';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { NOTIFICATIONS_COLLECTION, toNotificationView, type NotificationDocument } from '../projections/notifications.projection';

/** Users' notification centres, as the projection holds them. */
@Injectable()
export class NotificationQueries {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  private get notifications() {
    return this.readStore.collection<NotificationDocument>(NOTIFICATIONS_COLLECTION);
  }

  /** What the centre shows at `now`: kept (the expiry rules hold even between sweeps), not dismissed, newest first. */
  async list(userId: string, now = new Date()): Promise<NotificationList> {
    const documents = await this.notifications.find({ userId }, { sort: { timestamp: -1 } });
    const shown = keptNotifications(documents, now.getTime()).filter((n) => !n.isDismissed);
    return { items: shown.slice(0, NOTIFICATION_LIST_LIMIT).map(toNotificationView), unreadCount: shown.filter(isNew).length };
  }

  async views(ids: readonly string[]): Promise<NotificationView[]> {
    if (ids.length === 0) return [];
    return (await this.notifications.find({ _id: { $in: [...ids] } })).map(toNotificationView);
  }

  /** Users with a notification the rules would take out at `now`. */
  async usersToSweep(now: Date): Promise<string[]> {
    const iso = now.toISOString();
    const handledBefore = new Date(now.getTime() - NOTIFICATION_RULES.keepHandledMs).toISOString();
    const due = await this.notifications.find(
      {
        $or: [
          { autoExpire: true, expiresAt: { $lte: iso } },
          { isRead: true, timestamp: { $lt: handledBefore } },
          { isDismissed: true, timestamp: { $lt: handledBefore } },
        ],
      },
      { projection: { userId: 1 } },
    );
    return [...new Set(due.map((d) => d.userId))];
  }
}
