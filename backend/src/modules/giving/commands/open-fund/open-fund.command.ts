import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Open a fund gifts can be given to. */
export class OpenFundCommand extends Command<CommandDone> {
  constructor(
    readonly fundId: string,
    readonly name: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
