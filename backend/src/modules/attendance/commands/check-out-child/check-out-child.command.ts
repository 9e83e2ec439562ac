import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Hand a child back to whoever shows the receipt's code. */
export class CheckOutChildCommand extends Command<CommandDone> {
  constructor(
    readonly checkInId: string,
    readonly memberId: string,
    readonly code: string,
    readonly collectedBy: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
