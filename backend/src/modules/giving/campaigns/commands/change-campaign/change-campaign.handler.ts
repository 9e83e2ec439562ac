import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { OrganisationSettingsService } from '../../../../organisation';
import { UUID_PATTERN } from '../../../domain/uuid.constant';
import { campaignDecider } from '../../domain/campaign.decider';
import { campaignStream } from '../../domain/campaign.events';
import { checkFundsExist } from '../campaign-funds.util';
import { ChangeCampaignCommand } from './change-campaign.command';

/** The details first (against the revision the client saw), then the status against the revision they left. */
@CommandHandler(ChangeCampaignCommand)
export class ChangeCampaignHandler implements ICommandHandler<ChangeCampaignCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly settings: OrganisationSettingsService,
  ) {}

  async execute({ campaignId, changes, status, expectedRevision, actor }: ChangeCampaignCommand): Promise<CommandDone> {
    if (!UUID_PATTERN.test(campaignId)) throw new DomainError('NOT_FOUND');
    if (changes.fundIds) await checkFundsExist(this.executor, changes.fundIds);
    const stream = campaignStream(campaignId);
    const actorId = actorIdOf(actor);
    const changed = await this.executor.execute(
      stream,
      campaignDecider,
      { type: 'ChangeCampaign', campaignId, changes, churchCurrency: this.settings.church.currency },
      { actorId, expectedRevision },
    );
    if (!status) return { id: campaignId, revision: changed.revision, position: changed.position };
    const command = status === 'closed' ? { type: 'CloseCampaign' as const, campaignId } : { type: 'ReopenCampaign' as const, campaignId };
    const outcome = await this.executor.execute(stream, campaignDecider, command, { actorId, expectedRevision: changed.revision });
    return { id: campaignId, revision: outcome.revision, position: outcome.position ?? changed.position };
  }
}
