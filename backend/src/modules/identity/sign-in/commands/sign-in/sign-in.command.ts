import { Command } from '@nestjs/cqrs';
import type { UserRole } from '@koinonia/contracts';
import type { ClientInfo } from '../../../sessions/client-info.type';
import type { OpenedSession } from '../../../sessions/session-opener.service';

export type SignInOutcome = ({ kind: 'session' } & OpenedSession) | { kind: 'two-factor'; challenge: string };

/**
 * The password step of signing in. With `requireRole` (the admin area's sign-in), an account
 * without that role gets neither a session nor a challenge.
 */
export class SignInCommand extends Command<SignInOutcome> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly client: ClientInfo,
    readonly requireRole?: UserRole,
  ) {
    super();
  }
}
