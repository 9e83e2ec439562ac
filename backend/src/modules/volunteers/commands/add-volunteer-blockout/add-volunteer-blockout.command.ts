import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Block out days one cannot serve. */
export class AddVolunteerBlockoutCommand extends Command<CommandDone> {
  constructor(
    readonly blockoutId: string,
    readonly from: string,
    readonly to: string,
    readonly note: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
