import { Command } from '@nestjs/cqrs';
import type { CurrentUser } from '@koinonia/contracts';
import type { ClientInfo } from '../../../sessions/client-info.type';

/**
 * The signed-in user proves again who they are (the password, or a current code): their session
 * is freshly authenticated for a few minutes, which sensitive actions ask for.
 */
export class ReauthenticateCommand extends Command<void> {
  constructor(
    readonly user: CurrentUser,
    readonly sessionId: string,
    readonly proof: { password?: string; code?: string },
    readonly client: ClientInfo,
  ) {
    super();
  }
}
