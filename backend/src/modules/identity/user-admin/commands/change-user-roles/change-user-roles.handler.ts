import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { assertUserId } from '../../../accounts/account.util';
import { ReadSideWait } from '../../../accounts/read-side-wait.service';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { LastAdminRule } from '../../last-admin-rule.service';
import { ChangeUserRolesCommand } from './change-user-roles.command';

@CommandHandler(ChangeUserRolesCommand)
export class ChangeUserRolesHandler implements ICommandHandler<ChangeUserRolesCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly lastAdmin: LastAdminRule,
    private readonly readSide: ReadSideWait,
  ) {}

  async execute({ userId, roles, actor }: ChangeUserRolesCommand): Promise<CommandDone> {
    assertUserId(userId);
    const { state } = await this.executor.load(userStream(userId), userDecider);
    const losesAdmin = state.roles.includes('admin') && !roles.includes('admin') && state.status === 'active';
    return this.lastAdmin.run(userId, losesAdmin, async () => {
      const outcome = await this.executor.execute(
        userStream(userId),
        userDecider,
        { type: 'ChangeRoles', userId, roles },
        { actorId: actorIdOf(actor), retries: 5 },
      );
      // Waits: a revoked permission must be refused from the answer on, and the guard reads roles from the users read model.
      await this.readSide.reach(outcome.position);
      return { id: userId, revision: outcome.revision, position: outcome.position };
    });
  }
}
