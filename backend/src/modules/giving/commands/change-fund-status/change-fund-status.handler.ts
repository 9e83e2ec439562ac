import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { fundDecider } from '../../domain/fund.decider';
import { fundStream } from '../../domain/giving.events';
import { ChangeFundStatusCommand } from './change-fund-status.command';

@CommandHandler(ChangeFundStatusCommand)
export class ChangeFundStatusHandler implements ICommandHandler<ChangeFundStatusCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ fundId, open, actor }: ChangeFundStatusCommand): Promise<CommandDone> {
    const command = open ? { type: 'ReopenFund' as const, fundId } : { type: 'CloseFund' as const, fundId };
    const outcome = await this.executor.execute(fundStream(fundId), fundDecider, command, { actorId: actorIdOf(actor) });
    return { id: fundId, revision: outcome.revision, position: outcome.position };
  }
}
