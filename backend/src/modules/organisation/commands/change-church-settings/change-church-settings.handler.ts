import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { isSupportedCountry } from 'libphonenumber-js';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import type { AppConfig } from '../../../../platform/config/app-config';
import { DomainError } from '../../../../platform/errors/domain-error';
import { APP_CONFIG } from '../../../../platform/platform.tokens';
import { ProjectionRunner } from '../../../../platform/projections/projection-runner.service';
import { churchDecider } from '../../domain/church.decider';
import { churchStream } from '../../domain/church.events';
import { ChurchQuery } from '../../queries/church.query';
import { ChangeChurchSettingsCommand } from './change-church-settings.command';

/** A country the phone library knows (its regions are ISO 3166 alpha-2), then the change. */
@CommandHandler(ChangeChurchSettingsCommand)
export class ChangeChurchSettingsHandler implements ICommandHandler<ChangeChurchSettingsCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly church: ChurchQuery,
    private readonly runner: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ settings, actor }: ChangeChurchSettingsCommand): Promise<CommandDone> {
    if (!isSupportedCountry(settings.country)) throw DomainError.validation([{ field: 'country', message: VALIDATION_MESSAGES.choice }]);
    const churchId = await this.church.id();
    const outcome = await this.executor.execute(
      churchStream(churchId),
      churchDecider,
      { type: 'ChangeChurchSettings', churchId, settings },
      { actorId: actorIdOf(actor), retries: 5 },
    );
    // Member commands read the country from the settings service's in-memory copy: from our answer on, phones are read with the new one.
    if (outcome.position !== null) await this.runner.waitFor(outcome.position, this.config.consistencyWaitMs);
    return { id: churchId, revision: outcome.revision, position: outcome.position };
  }
}
