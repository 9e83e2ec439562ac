import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InboxChanges, type InboxChanged } from '../inbox-changes.service';
import { MarkNotificationsReadCommand } from './mark-notifications-read.command';

@CommandHandler(MarkNotificationsReadCommand)
export class MarkNotificationsReadHandler implements ICommandHandler<MarkNotificationsReadCommand, InboxChanged> {
  constructor(private readonly inbox: InboxChanges) {}

  execute({ userId, selection, actor }: MarkNotificationsReadCommand): Promise<InboxChanged> {
    return this.inbox.apply({ type: 'MarkRead', userId, selection }, actor);
  }
}
