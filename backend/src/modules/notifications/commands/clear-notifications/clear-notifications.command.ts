import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { InboxChanged } from '../inbox-changes.service';

/** Remove the read or dismissed notifications from one's own centre. */
export class ClearNotificationsCommand extends Command<InboxChanged> {
  constructor(
    readonly userId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
