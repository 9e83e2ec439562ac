import { Command } from '@nestjs/cqrs';
import type { CurrentUser } from '@koinonia/contracts';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import type { ClientInfo } from '../../../sessions/client-info.type';

/** Ten new recovery codes (shown once), the old ones void; needs the password or a current code. */
export class RegenerateRecoveryCodesCommand extends Command<CommandDone & { recoveryCodes: string[] }> {
  constructor(
    readonly user: CurrentUser,
    readonly sessionId: string,
    readonly proof: { password?: string; code?: string },
    readonly client: ClientInfo,
  ) {
    super();
  }
}
