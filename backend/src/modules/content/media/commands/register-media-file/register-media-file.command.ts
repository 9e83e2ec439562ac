import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/**
 * Add a file to the media library from a complete upload on this machine's disk (a finished tus
 * upload, or a file the demo church makes): its type is sniffed from its content, its bytes go into
 * the media storage. The file at `path` is left where it is: the caller removes it.
 */
export class RegisterMediaFileCommand extends Command<CommandDone> {
  constructor(
    readonly mediaId: string,
    readonly path: string,
    readonly name: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
