import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { hashPassword } from '../../../../../platform/auth/password.util';
import { UserEmailClaims } from '../../../accounts/user-email-claims.service';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { RegisterUserCommand } from './register-user.command';

/** An email no other account holds, then the account. */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly claims: UserEmailClaims,
  ) {}

  async execute({ userId, account, actor }: RegisterUserCommand): Promise<CommandDone> {
    const actorId = actorIdOf(actor);
    const email = account.email.trim().toLowerCase();
    await this.claims.claim(email, userId, actorId);
    const passwordHash = await hashPassword(account.password);
    const { displayName, roles, memberId } = account;
    const outcome = await this.executor.execute(
      userStream(userId),
      userDecider,
      { type: 'RegisterUser', userId, email, displayName, passwordHash, roles, memberId },
      { actorId },
    );
    return { id: userId, revision: outcome.revision, position: outcome.position };
  }
}
