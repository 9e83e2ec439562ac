import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Call off a scheduled send before it starts. */
export class CancelSmsSendCommand extends Command<CommandDone> {
  constructor(
    readonly sendId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
