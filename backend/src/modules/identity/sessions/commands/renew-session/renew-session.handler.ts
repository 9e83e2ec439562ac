import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { sessionDecider } from '../../../domain/session.decider';
import { sessionStream } from '../../../domain/user.events';
import { RenewSessionCommand } from './renew-session.command';

/**
 * On the session's own stream, so an active account's stream does not grow with its activity.
 * A renewal that loses a race with the session's end is harmless: the sessions read model
 * ignores a renewal of a session it no longer has.
 */
@CommandHandler(RenewSessionCommand)
export class RenewSessionHandler implements ICommandHandler<RenewSessionCommand, void> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ userId, sessionId, idleExpiresAt }: RenewSessionCommand): Promise<void> {
    await this.executor.execute(
      sessionStream(sessionId),
      sessionDecider,
      { type: 'RenewSession', userId, sessionId, idleExpiresAt },
      { actorId: userId, retries: 5 },
    );
  }
}
