import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Reverse a gift with a reason: a new entry; the gift itself is never edited. */
export class ReverseDonationCommand extends Command<CommandDone> {
  constructor(
    readonly donationId: string,
    readonly reason: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
