import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { CareSecrets } from '../../care-secrets.service';
import { careRecordDecider } from '../../domain/care-record.decider';
import { pastoralNoteStream } from '../../domain/care-record.events';
import { CareChecks } from '../care-checks.service';
import { WritePastoralNoteCommand } from './write-pastoral-note.command';

/** The person exists (and the request is theirs); the text is sealed before it is recorded. */
@CommandHandler(WritePastoralNoteCommand)
export class WritePastoralNoteHandler implements ICommandHandler<WritePastoralNoteCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly checks: CareChecks,
    private readonly secrets: CareSecrets,
  ) {}

  async execute({ pastoralNoteId, note, actor }: WritePastoralNoteCommand): Promise<CommandDone> {
    await this.checks.memberExists(note.memberId);
    const memberId = note.careRequestId === null ? note.memberId : await this.checks.requestOf(note.careRequestId, note.memberId);
    const command = {
      type: 'WritePastoralNote' as const,
      pastoralNoteId,
      memberId,
      careRequestId: note.careRequestId,
      sealed: this.secrets.seal('note', note.text),
    };
    const outcome = await this.executor.execute(pastoralNoteStream(pastoralNoteId), careRecordDecider, command, { actorId: actorIdOf(actor) });
    return { id: pastoralNoteId, revision: outcome.revision, position: outcome.position };
  }
}
