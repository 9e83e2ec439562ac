import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InboxChanges, type InboxChanged } from '../inbox-changes.service';
import { DismissNotificationsCommand } from './dismiss-notifications.command';

@CommandHandler(DismissNotificationsCommand)
export class DismissNotificationsHandler implements ICommandHandler<DismissNotificationsCommand, InboxChanged> {
  constructor(private readonly inbox: InboxChanges) {}

  execute({ userId, selection, actor }: DismissNotificationsCommand): Promise<InboxChanged> {
    return this.inbox.apply({ type: 'Dismiss', userId, selection }, actor);
  }
}
