import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { NotificationView } from '@koinonia/contracts';
import { bySystem } from '../../platform/commands/command-actor.type';
import { DeliverNotificationCommand } from './commands/deliver-notification/deliver-notification.command';
import type { Delivery } from './domain/inbox.decider';
import { NotificationQueries } from './queries/notification-queries.service';

/** What the dispatcher asks of the centres: a delivery (a command like any other) and the views it pushes live. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: NotificationQueries,
  ) {}

  /** Puts a notification in a user's centre once, for `actorId` (the source's); answers the position of the delivery, or null when it was there before. */
  async deliver(userId: string, notification: Delivery, actorId: string | null, now?: Date): Promise<bigint | null> {
    return (await this.commands.execute(new DeliverNotificationCommand(userId, notification, bySystem(actorId), now))).position;
  }

  views(ids: readonly string[]): Promise<NotificationView[]> {
    return this.queries.views(ids);
  }
}
