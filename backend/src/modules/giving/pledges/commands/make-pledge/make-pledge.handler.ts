import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { claimDecider, claimStream } from '../../../../../platform/commands/unique-claim.decider';
import { OrganisationSettingsService } from '../../../../organisation';
import { pledgeDecider } from '../../domain/pledge.decider';
import { pledgerKey, pledgeStream, type PledgeRecord } from '../../domain/pledge.events';
import { PledgeAccess } from '../pledge-access.service';
import { MakePledgeCommand } from './make-pledge.command';

/** One open pledge per pledger and campaign, claimed in its own stream (two tabs racing meet there: ALREADY_PLEDGED). */
export const pledgerClaims = claimDecider('ALREADY_PLEDGED');

@CommandHandler(MakePledgeCommand)
export class MakePledgeHandler implements ICommandHandler<MakePledgeCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly access: PledgeAccess,
    private readonly settings: OrganisationSettingsService,
  ) {}

  async execute({ pledgeId, campaignId, amount, named, note, actor }: MakePledgeCommand): Promise<CommandDone> {
    await this.access.openCampaign(campaignId);
    const pledge: PledgeRecord = { pledgeId, campaignId, ...(await this.access.pledgerFor(actor, named)), amount, note };
    const command = { type: 'MakePledge' as const, pledge, churchCurrency: this.settings.church.currency };
    // Decided first on an empty stream, so a pledge that would be refused claims nothing.
    pledgeDecider.decide(command, pledgeDecider.initialState(), { now: '', actorId: null });
    const actorId = actorIdOf(actor);
    const key = pledgerKey(pledge);
    await this.executor.execute(claimStream('pledger', key), pledgerClaims, { type: 'Claim', ownerId: pledgeId, value: key }, { actorId });
    const outcome = await this.executor.execute(pledgeStream(pledgeId), pledgeDecider, command, { actorId });
    return { id: pledgeId, revision: outcome.revision, position: outcome.position };
  }
}
