import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Add a room children are checked in to. */
export class AddRoomCommand extends Command<CommandDone> {
  constructor(
    readonly roomId: string,
    readonly name: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
