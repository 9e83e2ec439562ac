import { Command } from '@nestjs/cqrs';
import type { CurrentUser } from '@koinonia/contracts';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/**
 * An administrator turns two-step verification off for an account that lost its authenticator
 * and recovery codes, from a session that proved every factor of theirs a moment ago.
 */
export class ResetTwoFactorCommand extends Command<CommandDone> {
  constructor(
    readonly userId: string,
    readonly admin: CurrentUser,
    readonly sessionId: string,
  ) {
    super();
  }
}
