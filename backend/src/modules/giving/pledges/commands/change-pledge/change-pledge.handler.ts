import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { OrganisationSettingsService } from '../../../../organisation';
import { pledgeDecider } from '../../domain/pledge.decider';
import { pledgeStream } from '../../domain/pledge.events';
import { existingPledge } from '../existing-pledge.util';
import { PledgeAccess } from '../pledge-access.service';
import { ChangePledgeCommand } from './change-pledge.command';

@CommandHandler(ChangePledgeCommand)
export class ChangePledgeHandler implements ICommandHandler<ChangePledgeCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly access: PledgeAccess,
    private readonly settings: OrganisationSettingsService,
  ) {}

  async execute({ pledgeId, amount, expectedRevision, actor }: ChangePledgeCommand): Promise<CommandDone> {
    await existingPledge(this.executor, this.access, pledgeId, actor);
    const outcome = await this.executor.execute(
      pledgeStream(pledgeId),
      pledgeDecider,
      { type: 'ChangePledge', pledgeId, amount, churchCurrency: this.settings.church.currency },
      { actorId: actorIdOf(actor), expectedRevision },
    );
    return { id: pledgeId, revision: outcome.revision, position: outcome.position };
  }
}
