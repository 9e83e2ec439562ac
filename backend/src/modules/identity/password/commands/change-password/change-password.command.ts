import { Command } from '@nestjs/cqrs';
import type { CurrentUser } from '@koinonia/contracts';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import type { ClientInfo } from '../../../sessions/client-info.type';

/** The current password again, then the new one: every other session of the account ends. */
export class ChangePasswordCommand extends Command<CommandDone> {
  constructor(
    readonly user: CurrentUser,
    readonly sessionId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly client: ClientInfo,
  ) {
    super();
  }
}
