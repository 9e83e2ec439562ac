import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';

/** An administrator ends every session of an account. Answers how many ended. */
export class RevokeUserSessionsCommand extends Command<number> {
  constructor(
    readonly userId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
