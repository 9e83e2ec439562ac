import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { OccurrenceFacts } from '../../domain/volunteer-slot.events';

/** Move a slot to where its occurrence is now (`to`), or cancel it when the occurrence is gone (null); the people on it keep their time accordingly. */
export class FollowOccurrenceCommand extends Command<CommandDone> {
  constructor(
    readonly slotId: string,
    readonly to: OccurrenceFacts | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
