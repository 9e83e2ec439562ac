import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InboxChanges, type InboxChanged } from '../inbox-changes.service';
import { ClearNotificationsCommand } from './clear-notifications.command';

@CommandHandler(ClearNotificationsCommand)
export class ClearNotificationsHandler implements ICommandHandler<ClearNotificationsCommand, InboxChanged> {
  constructor(private readonly inbox: InboxChanges) {}

  execute({ userId, actor }: ClearNotificationsCommand): Promise<InboxChanged> {
    return this.inbox.apply({ type: 'Clear', userId, selection: { handled: true } }, actor);
  }
}
