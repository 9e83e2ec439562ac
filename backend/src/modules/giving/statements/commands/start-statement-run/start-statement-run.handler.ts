import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { statementRunDecider } from '../../domain/statement-run.decider';
import { statementRunStream } from '../../domain/statement.events';
import { StatementIssuer } from '../../statement-issuer.service';
import { StartStatementRunCommand } from './start-statement-run.command';

/** The donors are fixed at the start (everyone who gave in the year), so the job's progress has a total. */
@CommandHandler(StartStatementRunCommand)
export class StartStatementRunHandler implements ICommandHandler<StartStatementRunCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly issuer: StatementIssuer,
  ) {}

  async execute({ runId, year, delivery, actor }: StartStatementRunCommand): Promise<CommandDone> {
    const donorMemberIds = [...(await this.issuer.giftsOfYear(year)).keys()].sort();
    const outcome = await this.executor.execute(
      statementRunStream(runId),
      statementRunDecider,
      { type: 'StartStatementRun', runId, year, delivery, donorMemberIds },
      { actorId: actorIdOf(actor) },
    );
    return { id: runId, revision: outcome.revision, position: outcome.position };
  }
}
