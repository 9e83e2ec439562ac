import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { DonationRecord } from '../../domain/giving.events';

/** Enter a gift (in a batch when it names one). */
export class RecordDonationCommand extends Command<CommandDone> {
  constructor(
    readonly donation: DonationRecord,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
