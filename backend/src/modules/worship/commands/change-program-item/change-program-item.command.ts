import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { ProgramItemFields } from '../../domain/program.events';

/** Change an item of a program: every field as it should now be. */
export class ChangeProgramItemCommand extends Command<CommandDone> {
  constructor(
    readonly programId: string,
    readonly itemId: string,
    readonly fields: ProgramItemFields,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
