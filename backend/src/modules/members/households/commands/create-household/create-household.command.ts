import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import type { HouseholdPerson } from '../../domain/household.events';

/** Create a household, with its first people (each must not belong to another). */
export class CreateHouseholdCommand extends Command<CommandDone> {
  constructor(
    readonly householdId: string,
    readonly name: string,
    readonly address: string,
    readonly members: HouseholdPerson[],
    readonly actor: CommandActor,
  ) {
    super();
  }
}
