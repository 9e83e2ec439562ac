import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** A member changes their household's shared address (as its head or spouse). */
export class UpdateOwnHouseholdAddressCommand extends Command<CommandDone> {
  constructor(
    readonly memberId: string,
    readonly address: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
