import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Add one of the church's own event categories (or change its label). */
export class AddEventCategoryCommand extends Command<CommandDone> {
  constructor(
    readonly slug: string,
    readonly label: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
