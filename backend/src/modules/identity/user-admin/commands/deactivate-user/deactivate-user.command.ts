import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Deactivate an account: its sessions end, it cannot sign in and gets no reset link. */
export class DeactivateUserCommand extends Command<CommandDone> {
  constructor(
    readonly userId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
