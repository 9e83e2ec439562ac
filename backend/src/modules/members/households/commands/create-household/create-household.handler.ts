import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { householdDecider } from '../../domain/household.decider';
import { householdStream } from '../../domain/household.events';
import { HouseholdPlaces } from '../household-places.service';
import { CreateHouseholdCommand } from './create-household.command';

/** Every person exists and takes their place first; if any is refused, the places already taken are given back. */
@CommandHandler(CreateHouseholdCommand)
export class CreateHouseholdHandler implements ICommandHandler<CreateHouseholdCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly places: HouseholdPlaces,
  ) {}

  async execute({ householdId, name, address, members, actor }: CreateHouseholdCommand): Promise<CommandDone> {
    const actorId = actorIdOf(actor);
    const people = [...new Map(members.map((person) => [person.memberId, person])).values()];
    for (const person of people) await this.places.mustBeMember(person.memberId);
    const taken: string[] = [];
    try {
      for (const person of people) {
        await this.places.take(person.memberId, householdId, actorId);
        taken.push(person.memberId);
      }
      const outcome = await this.executor.execute(
        householdStream(householdId),
        householdDecider,
        { type: 'CreateHousehold', householdId, name, address, members: people },
        { actorId },
      );
      return { id: householdId, revision: outcome.revision, position: outcome.position };
    } catch (error) {
      for (const memberId of taken) await this.places.leave(memberId, householdId, actorId);
      throw error;
    }
  }
}
