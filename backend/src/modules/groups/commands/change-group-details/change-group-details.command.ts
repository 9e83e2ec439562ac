import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { GroupDetails } from '../../domain/group.events';

/** Change a group's description (all of it, as its form sends it). */
export class ChangeGroupDetailsCommand extends Command<CommandDone> {
  constructor(
    readonly groupId: string,
    readonly details: GroupDetails,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
