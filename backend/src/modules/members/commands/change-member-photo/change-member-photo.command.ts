import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { UploadedFile } from '../../../../platform/http/uploaded-file.util';

/** A new photo for a member (`file`), or none (`file: null`); `photoId` names the new files. */
export class ChangeMemberPhotoCommand extends Command<CommandDone> {
  constructor(
    readonly memberId: string,
    readonly photoId: string,
    readonly file: UploadedFile | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
