import { Command } from '@nestjs/cqrs';
import type { UserRole } from '@koinonia/contracts';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Require two-step verification of the holders of these roles (the church's account-security setting). */
export class SetTwoFactorRequirementCommand extends Command<CommandDone> {
  constructor(
    readonly roles: UserRole[],
    readonly actor: CommandActor,
  ) {
    super();
  }
}
