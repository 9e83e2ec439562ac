import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Add a ministry members can be placed in; its name must be new to the church (whatever the case). */
export class AddMinistryCommand extends Command<CommandDone> {
  constructor(
    readonly churchId: string,
    readonly ministryId: string,
    readonly name: string,
    readonly description: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
