import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/platform.tokens';
import { ProjectionRunner } from '../../../../platform/projections/projection-runner.service';
import { churchDecider } from '../../domain/church.decider';
import { churchStream } from '../../domain/church.events';
import { ChurchQuery } from '../../queries/church.query';
import { ChangeFeatureFlagCommand } from './change-feature-flag.command';

@CommandHandler(ChangeFeatureFlagCommand)
export class ChangeFeatureFlagHandler implements ICommandHandler<ChangeFeatureFlagCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly church: ChurchQuery,
    private readonly runner: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ flag, enabled, actor }: ChangeFeatureFlagCommand): Promise<CommandDone> {
    const churchId = await this.church.id();
    // Two administrators switching different flags at once both win: decide again on a conflict.
    const outcome = await this.executor.execute(
      churchStream(churchId),
      churchDecider,
      { type: 'ChangeFeatureFlag', churchId, flag, enabled },
      { actorId: actorIdOf(actor), retries: 5 },
    );
    // The availability guard reads its in-memory copy (folded after each batch): from our answer on it must admit or refuse by the new flag.
    if (outcome.position !== null) await this.runner.waitFor(outcome.position, this.config.consistencyWaitMs);
    return { id: churchId, revision: outcome.revision, position: outcome.position };
  }
}
