import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { ProgramItemFields } from '../../domain/program.events';

/** Add an item to a program, at an index or at the end. */
export class AddProgramItemCommand extends Command<CommandDone> {
  constructor(
    readonly programId: string,
    readonly fields: ProgramItemFields,
    readonly index: number | null,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
