import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { ChurchQuery } from '../../../../organisation';
import { ReadSideWait } from '../../../accounts/read-side-wait.service';
import { securityPolicyDecider, securityPolicyStream } from '../../../domain/security-policy.decider';
import { SetTwoFactorRequirementCommand } from './set-two-factor-requirement.command';

@CommandHandler(SetTwoFactorRequirementCommand)
export class SetTwoFactorRequirementHandler implements ICommandHandler<SetTwoFactorRequirementCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly church: ChurchQuery,
    private readonly readSide: ReadSideWait,
  ) {}

  async execute({ roles, actor }: SetTwoFactorRequirementCommand): Promise<CommandDone> {
    const church = await this.church.current();
    if (!church) throw new DomainError('NOT_FOUND');
    const outcome = await this.executor.execute(
      securityPolicyStream(church.id),
      securityPolicyDecider,
      { type: 'SetTwoFactorRequirement', churchId: church.id, roles },
      { actorId: actorIdOf(actor), retries: 5 },
    );
    // Waits: the session guard reads the setting on every request, before any read-your-writes
    // wait: holders of a newly required role must be sent to set it up (and those of a role no
    // longer required let through) from the answer on.
    await this.readSide.reach(outcome.position);
    return { id: church.id, revision: outcome.revision, position: outcome.position };
  }
}
