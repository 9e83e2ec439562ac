import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Archive a group that no longer meets: kept with its history, gone from the list. */
export class ArchiveGroupCommand extends Command<CommandDone> {
  constructor(
    readonly groupId: string,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
