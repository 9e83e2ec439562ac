import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { claimStream } from '../../../../../platform/commands/unique-claim.decider';
import { pledgeDecider } from '../../domain/pledge.decider';
import { pledgerKey, pledgeStream } from '../../domain/pledge.events';
import { existingPledge } from '../existing-pledge.util';
import { pledgerClaims } from '../make-pledge/make-pledge.handler';
import { PledgeAccess } from '../pledge-access.service';
import { CancelPledgeCommand } from './cancel-pledge.command';

/** The pledge is cancelled, then the pledger's claim on the campaign released so they may pledge anew. */
@CommandHandler(CancelPledgeCommand)
export class CancelPledgeHandler implements ICommandHandler<CancelPledgeCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly access: PledgeAccess,
  ) {}

  async execute({ pledgeId, actor }: CancelPledgeCommand): Promise<CommandDone> {
    const pledge = await existingPledge(this.executor, this.access, pledgeId, actor);
    const actorId = actorIdOf(actor);
    const outcome = await this.executor.execute(pledgeStream(pledgeId), pledgeDecider, { type: 'CancelPledge', pledgeId }, { actorId });
    const key = pledgerKey(pledge);
    await this.executor.execute(claimStream('pledger', key), pledgerClaims, { type: 'Release', ownerId: pledgeId }, { actorId });
    return { id: pledgeId, revision: outcome.revision, position: outcome.position };
  }
}
