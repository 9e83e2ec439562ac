import { Command } from '@nestjs/cqrs';
import type { HouseholdRelationship } from '@koinonia/contracts';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/**
 * Put a person in a household with a relationship (or change the relationship of one already
 * there). A person in another household is moved only when `move` is set; else ALREADY_IN_HOUSEHOLD.
 */
export class AddHouseholdMemberCommand extends Command<CommandDone> {
  constructor(
    readonly householdId: string,
    readonly memberId: string,
    readonly relationship: HouseholdRelationship,
    readonly move: boolean,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
