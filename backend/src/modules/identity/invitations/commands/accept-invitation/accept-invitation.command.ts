import { Command } from '@nestjs/cqrs';
import type { ClientInfo } from '../../../sessions/client-info.type';
import type { OpenedSession } from '../../../sessions/session-opener.service';

/** The invitee chooses a password (the usual rules) with the token from the link, and is signed in. */
export class AcceptInvitationCommand extends Command<OpenedSession> {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly client: ClientInfo,
  ) {
    super();
  }
}
