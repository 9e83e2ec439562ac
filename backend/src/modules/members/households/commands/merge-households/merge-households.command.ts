import { Command } from '@nestjs/cqrs';
import type { HouseholdAddressChoice } from '@koinonia/contracts';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import type { HouseholdPerson } from '../../domain/household.events';

/**
 * Merge `mergedId` into `survivorId`: its people join the survivor (with the relationships given
 * in `relationships`, else as they were), the survivor keeps the chosen address, and the merged
 * household closes, pointing at the survivor. `expectedRevision` is the survivor's If-Match.
 */
export class MergeHouseholdsCommand extends Command<CommandDone> {
  constructor(
    readonly survivorId: string,
    readonly mergedId: string,
    readonly address: HouseholdAddressChoice,
    readonly relationships: HouseholdPerson[],
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
