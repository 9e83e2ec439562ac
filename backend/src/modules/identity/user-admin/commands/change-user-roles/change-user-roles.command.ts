import { Command } from '@nestjs/cqrs';
import type { UserRole } from '@koinonia/contracts';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** The account holds exactly these roles (the last administrator keeps theirs). */
export class ChangeUserRolesCommand extends Command<CommandDone> {
  constructor(
    readonly userId: string,
    readonly roles: UserRole[],
    readonly actor: CommandActor,
  ) {
    super();
  }
}
