import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { OrganisationSettingsService } from '../../../../organisation';
import { campaignDecider } from '../../domain/campaign.decider';
import { campaignStream } from '../../domain/campaign.events';
import { checkFundsExist } from '../campaign-funds.util';
import { OpenCampaignCommand } from './open-campaign.command';

/** The funds it counts must exist; the goal is in the church's currency. */
@CommandHandler(OpenCampaignCommand)
export class OpenCampaignHandler implements ICommandHandler<OpenCampaignCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly settings: OrganisationSettingsService,
  ) {}

  async execute({ campaign, actor }: OpenCampaignCommand): Promise<CommandDone> {
    await checkFundsExist(this.executor, campaign.fundIds);
    const outcome = await this.executor.execute(
      campaignStream(campaign.campaignId),
      campaignDecider,
      { type: 'OpenCampaign', campaign, churchCurrency: this.settings.church.currency },
      { actorId: actorIdOf(actor) },
    );
    return { id: campaign.campaignId, revision: outcome.revision, position: outcome.position };
  }
}
