import { Command } from '@nestjs/cqrs';
import type { CurrentUser } from '@koinonia/contracts';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/**
 * The first code from the app proves it has the secret: on, with ten recovery codes (shown once),
 * and the user's other sessions end.
 */
export class ConfirmTwoFactorCommand extends Command<CommandDone & { recoveryCodes: string[] }> {
  constructor(
    readonly user: CurrentUser,
    readonly sessionId: string,
    readonly enrolmentToken: string,
    readonly code: string,
  ) {
    super();
  }
}
