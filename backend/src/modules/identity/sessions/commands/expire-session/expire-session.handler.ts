import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { sessionDecider } from '../../../domain/session.decider';
import { sessionStream } from '../../../domain/user.events';
import { ExpireSessionCommand } from './expire-session.command';

/**
 * On the session's own stream, where its renewals are: a renewal the read side had not seen yet
 * keeps the session (the decider refuses to expire it), and a renewal racing the sweep meets it
 * at the stream's revision and is decided again after it.
 */
@CommandHandler(ExpireSessionCommand)
export class ExpireSessionHandler implements ICommandHandler<ExpireSessionCommand, boolean> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ userId, sessionId, expiresAt, idleExpiresAt, now }: ExpireSessionCommand): Promise<boolean> {
    const done = await this.executor.execute(
      sessionStream(sessionId),
      sessionDecider,
      { type: 'ExpireSession', userId, sessionId, expiresAt, idleExpiresAt },
      { actorId: null, retries: 5, now },
    );
    return done.position !== null;
  }
}
