import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { householdDecider } from '../../domain/household.decider';
import { householdStream } from '../../domain/household.events';
import { HouseholdPlaces } from '../household-places.service';
import { DissolveHouseholdCommand } from './dissolve-household.command';

/** The household closes first (at the caller's revision, so no one added meanwhile is let go unseen), then its people's places are free. */
@CommandHandler(DissolveHouseholdCommand)
export class DissolveHouseholdHandler implements ICommandHandler<DissolveHouseholdCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly places: HouseholdPlaces,
  ) {}

  async execute({ householdId, expectedRevision, actor }: DissolveHouseholdCommand): Promise<CommandDone> {
    const actorId = actorIdOf(actor);
    const household = await this.places.openHousehold(householdId, expectedRevision);
    // Appended at the revision just read: the people let go below are the ones it held.
    const outcome = await this.executor.execute(
      householdStream(householdId),
      householdDecider,
      { type: 'DissolveHousehold', householdId },
      { actorId, expectedRevision: household.revision },
    );
    for (const memberId of Object.keys(household.members)) await this.places.leave(memberId, householdId, actorId);
    return { id: householdId, revision: outcome.revision, position: outcome.position };
  }
}
