import { Command } from '@nestjs/cqrs';
import type { Selection } from '../../domain/inbox.decider';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { InboxChanged } from '../inbox-changes.service';

/** Mark notifications in one's own centre read: the ones named (each must be there) or all. */
export class MarkNotificationsReadCommand extends Command<InboxChanged> {
  constructor(
    readonly userId: string,
    readonly selection: Selection,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
