import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { batchDecider } from '../../domain/batch.decider';
import { batchStream } from '../../domain/giving.events';
import { UUID_PATTERN } from '../../domain/uuid.constant';
import { CloseBatchCommand } from './close-batch.command';

@CommandHandler(CloseBatchCommand)
export class CloseBatchHandler implements ICommandHandler<CloseBatchCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ batchId, countedTotal, actor }: CloseBatchCommand): Promise<CommandDone> {
    if (!UUID_PATTERN.test(batchId)) throw new DomainError('NOT_FOUND');
    // Retried on a gift entered meanwhile: the count is then held against the new total.
    const outcome = await this.executor.execute(
      batchStream(batchId),
      batchDecider,
      { type: 'CloseBatch', batchId, countedTotal },
      { actorId: actorIdOf(actor), retries: 5 },
    );
    return { id: batchId, revision: outcome.revision, position: outcome.position };
  }
}
