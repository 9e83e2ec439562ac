import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** The requester or a pastor marks a request answered, with a praise note. */
export class MarkPrayerAnsweredCommand extends Command<CommandDone> {
  constructor(
    readonly prayerRequestId: string,
    readonly praiseNote: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
