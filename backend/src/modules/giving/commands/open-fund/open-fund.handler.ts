import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { claimDecider, claimStream } from '../../../../platform/commands/unique-claim.decider';
import { DomainError } from '../../../../platform/errors/domain-error';
import { fundDecider } from '../../domain/fund.decider';
import { fundStream } from '../../domain/giving.events';
import { OpenFundCommand } from './open-fund.command';

const fundNameClaims = claimDecider('VALIDATION_ERROR');

/**
 * A fund with a name of its own (case aside): two funds called alike would split one purpose's
 * gifts. The name is claimed in its own stream, so two treasurers racing for it meet there.
 */
@CommandHandler(OpenFundCommand)
export class OpenFundHandler implements ICommandHandler<OpenFundCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ fundId, name, actor }: OpenFundCommand): Promise<CommandDone> {
    const actorId = actorIdOf(actor);
    const value = name.toLowerCase();
    try {
      await this.executor.execute(claimStream('fund-name', value), fundNameClaims, { type: 'Claim', ownerId: fundId, value }, { actorId });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'VALIDATION_ERROR')
        throw DomainError.validation([{ field: 'name', message: VALIDATION_MESSAGES.choice }]);
      throw error;
    }
    const outcome = await this.executor.execute(fundStream(fundId), fundDecider, { type: 'OpenFund', fundId, name }, { actorId });
    return { id: fundId, revision: outcome.revision, position: outcome.position };
  }
}
