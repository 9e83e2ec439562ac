import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { GroupDetails } from '../../domain/group.events';

/** Start a group with its leaders. */
export class CreateGroupCommand extends Command<CommandDone> {
  constructor(
    readonly groupId: string,
    readonly details: GroupDetails,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
