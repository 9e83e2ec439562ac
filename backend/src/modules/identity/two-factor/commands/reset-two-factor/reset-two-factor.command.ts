import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** An administrator turns two-step verification off for an account that lost its authenticator and recovery codes. */
export class ResetTwoFactorCommand extends Command<CommandDone> {
  constructor(
    readonly userId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
