import { Command } from '@nestjs/cqrs';
import type { PrayerVisibility } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Ask for prayer, for oneself (forName '') or someone else; the requester is the actor. */
export class SubmitPrayerRequestCommand extends Command<CommandDone> {
  constructor(
    readonly prayerRequestId: string,
    readonly request: { request: string; forName: string; visibility: PrayerVisibility; anonymous: boolean; durationDays: number },
    readonly actor: CommandActor,
  ) {
    super();
  }
}
