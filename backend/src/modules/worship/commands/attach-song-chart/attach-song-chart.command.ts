import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { UploadedFile } from '../../../../platform/http/uploaded-file.util';

/** Keep a chord chart (a PDF or an image) with a song. */
export class AttachSongChartCommand extends Command<CommandDone> {
  constructor(
    readonly songId: string,
    readonly attachmentId: string,
    readonly file: UploadedFile,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
