import { Command } from '@nestjs/cqrs';
import type { CampaignStatus } from '@koinonia/contracts';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import type { CampaignChanges } from '../../domain/campaign.events';

/** Change a campaign's name, goal, period or funds, and/or close or reopen it. */
export class ChangeCampaignCommand extends Command<CommandDone> {
  constructor(
    readonly campaignId: string,
    readonly changes: CampaignChanges,
    readonly status: CampaignStatus | undefined,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
