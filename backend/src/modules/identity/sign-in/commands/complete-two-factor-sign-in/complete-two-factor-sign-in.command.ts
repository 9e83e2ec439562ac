import { Command } from '@nestjs/cqrs';
import type { ClientInfo } from '../../../sessions/client-info.type';
import type { OpenedSession } from '../../../sessions/session-opener.service';

/** The second step of signing in: the password step's challenge, then a current code or an unused recovery code. */
export class CompleteTwoFactorSignInCommand extends Command<OpenedSession> {
  constructor(
    readonly challenge: string,
    readonly proof: { code?: string; recoveryCode?: string },
    readonly client: ClientInfo,
  ) {
    super();
  }
}
