import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionEnder } from '../../session-ender.service';
import { EndOtherSessionsCommand } from './end-other-sessions.command';

@CommandHandler(EndOtherSessionsCommand)
export class EndOtherSessionsHandler implements ICommandHandler<EndOtherSessionsCommand, number> {
  constructor(private readonly ender: SessionEnder) {}

  execute({ user, currentSessionId }: EndOtherSessionsCommand): Promise<number> {
    return this.ender.end(user.id, 'all', 'signed-out-elsewhere', user.id, currentSessionId);
  }
}
