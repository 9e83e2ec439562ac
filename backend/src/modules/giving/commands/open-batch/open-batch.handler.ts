import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { OrganisationSettingsService } from '../../../organisation';
import { batchDecider } from '../../domain/batch.decider';
import { batchStream } from '../../domain/giving.events';
import { OpenBatchCommand } from './open-batch.command';

/** The batch counts in the church's currency as it is when the batch opens. */
@CommandHandler(OpenBatchCommand)
export class OpenBatchHandler implements ICommandHandler<OpenBatchCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly settings: OrganisationSettingsService,
  ) {}

  async execute({ batchId, name, receivedOn, actor }: OpenBatchCommand): Promise<CommandDone> {
    const currency = this.settings.church.currency;
    const outcome = await this.executor.execute(
      batchStream(batchId),
      batchDecider,
      { type: 'OpenBatch', batchId, name, receivedOn, currency },
      { actorId: actorIdOf(actor) },
    );
    return { id: batchId, revision: outcome.revision, position: outcome.position };
  }
}
