import { Command } from '@nestjs/cqrs';
import type { UserRole } from '@koinonia/contracts';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

export interface NewAccount {
  email: string;
  displayName: string;
  password: string;
  roles: UserRole[];
  memberId: string | null;
}

/** An account with a password from the start: the first administrator of a new installation, the demo church's people. */
export class RegisterUserCommand extends Command<CommandDone> {
  constructor(
    readonly userId: string,
    readonly account: NewAccount,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
