import { Inject, Injectable } from '@nestjs/common';
import { isNew, keptNotifications, NOTIFICATION_LIST_LIMIT, NOTIFICATION_RULES, type NotificationList, type NotificationView } from '@koinonia/contracts';
import { CommandExecutor } from '../../platform/commands/command-executor.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG, READ_STORE } from '../../platform/platform.tokens';
import { ProjectionRunner } from '../../platform/projections/projection-runner.service';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { inboxDecider, type InboxCommand } from './domain/inbox.decider';
import { inboxStream } from './domain/inbox.events';
import { NOTIFICATIONS_COLLECTION, toNotificationView, type NotificationDocument } from './projections/notifications.projection';

/** A change to one's own centre: one notification, or all of them. */
export type InboxChange = { kind: 'read' | 'dismiss'; selection: { ids: string[] } | { all: true } } | { kind: 'clear' };

/** Concurrent writers to one inbox (a delivery while its owner marks things read) decide again. */
const RETRIES = 5;

/** A user's notification centre: read from the projection, changed through the inbox decider. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    private readonly realtime: RealtimeService,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get notifications() {
    return this.readStore.collection<NotificationDocument>(NOTIFICATIONS_COLLECTION);
  }

  /** What the centre shows at `now`: kept (the expiry rules hold even between sweeps), not dismissed, newest first. */
  async list(userId: string, now = new Date()): Promise<NotificationList> {
    const documents = await this.notifications.find({ userId }, { sort: { timestamp: -1 } });
    const shown = keptNotifications(documents, now.getTime()).filter((n) => !n.isDismissed);
    return { items: shown.slice(0, NOTIFICATION_LIST_LIMIT).map(toNotificationView), unreadCount: shown.filter(isNew).length };
  }

  /** Changes the user's own centre and answers it as it now is; their other tabs are told to fetch it again. */
  async change(userId: string, change: InboxChange): Promise<NotificationList> {
    const command: InboxCommand =
      change.kind === 'clear'
        ? { type: 'Clear', userId, selection: { handled: true } }
        : { type: change.kind === 'read' ? 'MarkRead' : 'Dismiss', userId, selection: change.selection };
    const outcome = await this.executor.execute(inboxStream(userId), inboxDecider, command, { actorId: userId, retries: RETRIES });
    if (outcome.position !== null) await this.runner.waitFor(outcome.position, this.config.consistencyWaitMs);
    const list = await this.list(userId);
    if (outcome.position !== null) this.realtime.toUser(userId, 'notifications:changed', { unreadCount: list.unreadCount });
    return list;
  }

  /** Puts a notification in a user's centre once; answers the position of the delivery, or null when it was there before. */
  async deliver(
    userId: string,
    notification: Extract<InboxCommand, { type: 'Deliver' }>['notification'],
    actorId: string | null,
    now?: Date,
  ): Promise<bigint | null> {
    const outcome = await this.executor.execute(
      inboxStream(userId),
      inboxDecider,
      { type: 'Deliver', userId, notification },
      { actorId, retries: RETRIES, now },
    );
    return outcome.position;
  }

  /** Applies the keeping rules to one user's centre at `now`; answers how many notifications went. */
  async sweep(userId: string, now: Date): Promise<number> {
    const outcome = await this.executor.execute(inboxStream(userId), inboxDecider, { type: 'Sweep', userId }, { actorId: null, retries: RETRIES, now });
    return outcome.events.length;
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
