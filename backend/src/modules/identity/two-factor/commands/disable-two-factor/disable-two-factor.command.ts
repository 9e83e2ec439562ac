import { Command } from '@nestjs/cqrs';
import type { CurrentUser } from '@koinonia/contracts';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import type { ClientInfo } from '../../../sessions/client-info.type';

/** The user turns their two-step verification off, with their password or a current code. */
export class DisableTwoFactorCommand extends Command<CommandDone> {
  constructor(
    readonly user: CurrentUser,
    readonly sessionId: string,
    readonly proof: { password?: string; code?: string },
    readonly client: ClientInfo,
  ) {
    super();
  }
}
