import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Found the church this installation serves (the first start, the demo church): once. */
export class FoundChurchCommand extends Command<CommandDone> {
  constructor(
    readonly churchId: string,
    readonly name: string,
    readonly timeZone: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
