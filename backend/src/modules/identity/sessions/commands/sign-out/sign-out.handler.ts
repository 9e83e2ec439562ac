import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { ReadSideWait } from '../../../accounts/read-side-wait.service';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { SessionQueries } from '../../queries/session-queries.service';
import { SignOutCommand } from './sign-out.command';

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand, void> {
  constructor(
    private readonly sessions: SessionQueries,
    private readonly executor: CommandExecutor,
    private readonly readSide: ReadSideWait,
  ) {}

  async execute({ token }: SignOutCommand): Promise<void> {
    const session = await this.sessions.byToken(token);
    if (!session) return;
    const { userId, _id: sessionId } = session;
    const outcome = await this.executor.execute(userStream(userId), userDecider, { type: 'EndSession', userId, sessionId }, { actorId: userId, retries: 5 });
    // Waits: the cookie must be refused from the answer on, and the guard reads the sessions read model.
    await this.readSide.reach(outcome.position);
  }
}
