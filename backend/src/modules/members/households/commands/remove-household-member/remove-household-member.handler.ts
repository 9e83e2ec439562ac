import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { householdDecider } from '../../domain/household.decider';
import { householdStream } from '../../domain/household.events';
import { HouseholdPlaces } from '../household-places.service';
import { RemoveHouseholdMemberCommand } from './remove-household-member.command';

/** The household lets the person go first, then their place is free for another household. */
@CommandHandler(RemoveHouseholdMemberCommand)
export class RemoveHouseholdMemberHandler implements ICommandHandler<RemoveHouseholdMemberCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly places: HouseholdPlaces,
  ) {}

  async execute({ householdId, memberId, expectedRevision, actor }: RemoveHouseholdMemberCommand): Promise<CommandDone> {
    const actorId = actorIdOf(actor);
    const outcome = await this.executor.execute(
      householdStream(householdId),
      householdDecider,
      { type: 'RemoveHouseholdMember', householdId, memberId },
      { actorId, expectedRevision },
    );
    await this.places.leave(memberId, householdId, actorId);
    return { id: householdId, revision: outcome.revision, position: outcome.position };
  }
}
