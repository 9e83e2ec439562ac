import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Archive a member: kept, and hidden from the active directory. */
export class ArchiveMemberCommand extends Command<CommandDone> {
  constructor(
    readonly memberId: string,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
