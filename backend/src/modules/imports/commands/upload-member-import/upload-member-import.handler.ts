import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { memberImportDecider } from '../../domain/member-import.decider';
import { memberImportStream } from '../../domain/member-import.events';
import { readMemberCsv } from '../../parsing/member-csv.util';
import { UploadMemberImportCommand } from './upload-member-import.command';

/** A file that is not CSV, is empty or too long is refused before anything is recorded. */
@CommandHandler(UploadMemberImportCommand)
export class UploadMemberImportHandler implements ICommandHandler<UploadMemberImportCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ importId, file, actor }: UploadMemberImportCommand): Promise<CommandDone> {
    const csv = readMemberCsv(file);
    const upload = { importId, filename: file.filename.slice(0, 200), ...csv };
    const outcome = await this.executor.execute(
      memberImportStream(importId),
      memberImportDecider,
      { type: 'UploadMemberImport', upload },
      { actorId: actorIdOf(actor) },
    );
    return { id: importId, revision: outcome.revision, position: outcome.position };
  }
}
