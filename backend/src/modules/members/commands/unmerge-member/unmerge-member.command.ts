import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Undo the merge of `mergedId` into `survivorId`: both records back as they were. */
export class UnmergeMemberCommand extends Command<CommandDone> {
  constructor(
    readonly survivorId: string,
    readonly mergedId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
