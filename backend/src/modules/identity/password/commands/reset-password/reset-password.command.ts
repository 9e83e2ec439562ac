import { Command } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** A new password with the emailed token: the token is used up, every session ends, a lockout is lifted. */
export class ResetPasswordCommand extends Command<CommandDone> {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {
    super();
  }
}
