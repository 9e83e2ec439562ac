import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { SessionEnder } from '../../session-ender.service';
import { EndSessionCommand } from './end-session.command';

@CommandHandler(EndSessionCommand)
export class EndSessionHandler implements ICommandHandler<EndSessionCommand, number> {
  constructor(private readonly ender: SessionEnder) {}

  async execute({ user, sessionId }: EndSessionCommand): Promise<number> {
    // Only the user's own stream is asked: someone else's session id ends nothing.
    const ended = await this.ender.end(user.id, [sessionId], 'signed-out-elsewhere', user.id);
    if (ended === 0) throw new DomainError('NOT_FOUND');
    return ended;
  }
}
