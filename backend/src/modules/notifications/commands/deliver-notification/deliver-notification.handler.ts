import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { inboxDecider } from '../../domain/inbox.decider';
import { inboxStream } from '../../domain/inbox.events';
import { INBOX_RETRIES } from '../inbox-changes.service';
import { DeliverNotificationCommand } from './deliver-notification.command';

@CommandHandler(DeliverNotificationCommand)
export class DeliverNotificationHandler implements ICommandHandler<DeliverNotificationCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ userId, notification, actor, now }: DeliverNotificationCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(
      inboxStream(userId),
      inboxDecider,
      { type: 'Deliver', userId, notification },
      { actorId: actorIdOf(actor), retries: INBOX_RETRIES, now },
    );
    return { id: notification.notificationId, revision: outcome.revision, position: outcome.position };
  }
}
