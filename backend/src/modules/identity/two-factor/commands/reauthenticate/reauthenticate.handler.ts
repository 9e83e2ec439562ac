import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Reauthentication } from '../../reauthentication.service';
import { ReauthenticateCommand } from './reauthenticate.command';

/** No wait: what asks for a fresh authentication reads the account's stream, which has it at once. */
@CommandHandler(ReauthenticateCommand)
export class ReauthenticateHandler implements ICommandHandler<ReauthenticateCommand, void> {
  constructor(private readonly reauthentication: Reauthentication) {}

  async execute({ user, sessionId, proof, client }: ReauthenticateCommand): Promise<void> {
    await this.reauthentication.check(user.id, sessionId, proof, client);
  }
}
