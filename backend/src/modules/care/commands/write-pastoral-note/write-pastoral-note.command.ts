import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** A confidential note on a person, or on one of their care requests. */
export class WritePastoralNoteCommand extends Command<CommandDone> {
  constructor(
    readonly pastoralNoteId: string,
    readonly note: { memberId: string; careRequestId: string | null; text: string },
    readonly actor: CommandActor,
  ) {
    super();
  }
}
