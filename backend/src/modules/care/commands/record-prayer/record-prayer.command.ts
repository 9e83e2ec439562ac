import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** "I prayed": counted once per person. */
export class RecordPrayerCommand extends Command<CommandDone> {
  constructor(
    readonly prayerRequestId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
