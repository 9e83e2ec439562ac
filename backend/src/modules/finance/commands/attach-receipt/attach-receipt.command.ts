import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { UploadedFile } from '../../../../platform/http/uploaded-file.util';

/** Attach the receipt (a scan or photo) to an expense that waits for approval. */
export class AttachReceiptCommand extends Command<CommandDone> {
  constructor(
    readonly expenseId: string,
    readonly fileId: string,
    readonly file: UploadedFile,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
