import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Delete a program. */
export class DeleteProgramCommand extends Command<CommandDone> {
  constructor(
    readonly programId: string,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
