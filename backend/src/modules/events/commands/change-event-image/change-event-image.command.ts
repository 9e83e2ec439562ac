import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { UploadedFile } from '../../../../platform/http/uploaded-file.util';

/** Give an event an image (`file`), or take it away (null). */
export class ChangeEventImageCommand extends Command<CommandDone> {
  constructor(
    readonly eventId: string,
    readonly imageId: string,
    readonly file: UploadedFile | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
