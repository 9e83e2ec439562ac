import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { SessionQueries } from '../../queries/session-queries.service';
import { SessionEnder } from '../../session-ender.service';
import { RevokeSessionCommand } from './revoke-session.command';

/** The session's holder is looked up on the read side; the end is decided on their stream. */
@CommandHandler(RevokeSessionCommand)
export class RevokeSessionHandler implements ICommandHandler<RevokeSessionCommand, number> {
  constructor(
    private readonly sessions: SessionQueries,
    private readonly ender: SessionEnder,
  ) {}

  async execute({ sessionId, actor }: RevokeSessionCommand): Promise<number> {
    const session = await this.sessions.byId(sessionId);
    if (!session) throw new DomainError('NOT_FOUND');
    const ended = await this.ender.end(session.userId, [sessionId], 'revoked', actorIdOf(actor));
    if (ended === 0) throw new DomainError('NOT_FOUND');
    return ended;
  }
}
