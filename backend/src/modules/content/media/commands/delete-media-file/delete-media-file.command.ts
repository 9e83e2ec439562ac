import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Delete a file and its bytes; one something uses (a sermon) only when `confirmed`. */
export class DeleteMediaFileCommand extends Command<CommandDone> {
  constructor(
    readonly mediaId: string,
    readonly confirmed: boolean,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
