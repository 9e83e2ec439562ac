import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Undo a completed import: the job archives whom it created and sets back what it updated, unless changed since. */
export class UndoMemberImportCommand extends Command<CommandDone> {
  constructor(
    readonly importId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
