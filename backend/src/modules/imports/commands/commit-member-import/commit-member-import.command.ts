import { Command } from '@nestjs/cqrs';
import type { ImportDuplicateChoice, ImportMapping } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Commit an uploaded import: plan every row now, and let the job carry it out. Without a mapping, the guessed one. */
export class CommitMemberImportCommand extends Command<CommandDone> {
  constructor(
    readonly importId: string,
    readonly mapping: ImportMapping | undefined,
    readonly duplicates: ImportDuplicateChoice,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
