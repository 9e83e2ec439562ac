import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { UploadedFile } from '../../../../platform/http/uploaded-file.util';

/** Read an uploaded member file and keep it as a new import, not yet committed. */
export class UploadMemberImportCommand extends Command<CommandDone> {
  constructor(
    readonly importId: string,
    readonly file: UploadedFile,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
