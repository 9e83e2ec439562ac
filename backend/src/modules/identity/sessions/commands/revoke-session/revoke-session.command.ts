import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';

/** An administrator ends one session of whoever holds it (the security center). Answers how many ended. */
export class RevokeSessionCommand extends Command<number> {
  constructor(
    readonly sessionId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
