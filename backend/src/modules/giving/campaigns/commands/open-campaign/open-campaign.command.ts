import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import type { CampaignRecord } from '../../domain/campaign.events';

/** Open a giving campaign: its goal, period and the funds whose gifts count toward it. */
export class OpenCampaignCommand extends Command<CommandDone> {
  constructor(
    readonly campaign: CampaignRecord,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
