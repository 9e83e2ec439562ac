import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { CareSecrets } from '../../care-secrets.service';
import { careRecordDecider } from '../../domain/care-record.decider';
import { careCommunicationStream } from '../../domain/care-record.events';
import { CareChecks } from '../care-checks.service';
import { LogCareCommunicationCommand } from './log-care-communication.command';

/** What was said on a visit or a call is confided too: the summary is sealed like a note. */
@CommandHandler(LogCareCommunicationCommand)
export class LogCareCommunicationHandler implements ICommandHandler<LogCareCommunicationCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly checks: CareChecks,
    private readonly secrets: CareSecrets,
  ) {}

  async execute({ communicationId, entry, actor }: LogCareCommunicationCommand): Promise<CommandDone> {
    await this.checks.memberExists(entry.memberId);
    const command = {
      type: 'LogCareCommunication' as const,
      communicationId,
      memberId: entry.memberId,
      kind: entry.kind,
      sealedSummary: this.secrets.seal('communication', entry.summary),
      occurredAt: entry.occurredAt,
    };
    const outcome = await this.executor.execute(careCommunicationStream(communicationId), careRecordDecider, command, { actorId: actorIdOf(actor) });
    return { id: communicationId, revision: outcome.revision, position: outcome.position };
  }
}
