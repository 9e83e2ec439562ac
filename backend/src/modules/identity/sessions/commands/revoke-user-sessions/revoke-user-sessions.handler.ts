import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import { assertUserId } from '../../../accounts/account.util';
import { SessionEnder } from '../../session-ender.service';
import { RevokeUserSessionsCommand } from './revoke-user-sessions.command';

/** NOT_FOUND for an account that does not exist (the decider's answer for an empty stream). */
@CommandHandler(RevokeUserSessionsCommand)
export class RevokeUserSessionsHandler implements ICommandHandler<RevokeUserSessionsCommand, number> {
  constructor(private readonly ender: SessionEnder) {}

  execute({ userId, actor }: RevokeUserSessionsCommand): Promise<number> {
    assertUserId(userId);
    return this.ender.end(userId, 'all', 'revoked', actorIdOf(actor));
  }
}
