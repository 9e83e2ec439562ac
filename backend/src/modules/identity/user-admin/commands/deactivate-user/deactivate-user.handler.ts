import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { assertUserId } from '../../../accounts/account.util';
import { ReadSideWait } from '../../../accounts/read-side-wait.service';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { LastAdminRule } from '../../last-admin-rule.service';
import { DeactivateUserCommand } from './deactivate-user.command';

@CommandHandler(DeactivateUserCommand)
export class DeactivateUserHandler implements ICommandHandler<DeactivateUserCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly lastAdmin: LastAdminRule,
    private readonly readSide: ReadSideWait,
  ) {}

  async execute({ userId, actor }: DeactivateUserCommand): Promise<CommandDone> {
    assertUserId(userId);
    const { state } = await this.executor.load(userStream(userId), userDecider);
    const removesAnAdmin = state.roles.includes('admin') && state.status === 'active';
    return this.lastAdmin.run(userId, removesAnAdmin, async () => {
      const outcome = await this.executor.execute(userStream(userId), userDecider, { type: 'Deactivate', userId }, { actorId: actorIdOf(actor), retries: 5 });
      // Waits: the account's sessions must be refused from the answer on, and the guard reads the read models.
      await this.readSide.reach(outcome.position);
      return { id: userId, revision: outcome.revision, position: outcome.position };
    });
  }
}
