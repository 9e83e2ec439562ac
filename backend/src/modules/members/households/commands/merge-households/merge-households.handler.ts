import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION_MESSAGES, type HouseholdRelationship } from '@koinonia/contracts';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { householdDecider } from '../../domain/household.decider';
import { householdStream, type HouseholdPerson } from '../../domain/household.events';
import { HouseholdPlaces, laterPosition } from '../household-places.service';
import { MergeHouseholdsCommand } from './merge-households.command';

/**
 * Both households open (the survivor at the client's revision); each person's place moves to the
 * survivor, the survivor takes them in, then the merged household closes. A household keeps one
 * head: the merged one's head joins as another adult unless told otherwise.
 */
@CommandHandler(MergeHouseholdsCommand)
export class MergeHouseholdsHandler implements ICommandHandler<MergeHouseholdsCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly places: HouseholdPlaces,
  ) {}

  async execute({ survivorId, mergedId, address, relationships, expectedRevision, actor }: MergeHouseholdsCommand): Promise<CommandDone> {
    if (survivorId === mergedId) throw DomainError.validation([{ field: 'mergedId', message: VALIDATION_MESSAGES.choice }]);
    const actorId = actorIdOf(actor);
    const survivor = await this.places.openHousehold(survivorId, expectedRevision);
    const merged = await this.places.openHousehold(mergedId);
    const chosen = new Map(relationships.map((person) => [person.memberId, person.relationship]));
    const survivorHasHead = Object.values(survivor.members).includes('head');
    const joining: HouseholdPerson[] = Object.entries(merged.members).map(([memberId, was]) => {
      const relationship: HouseholdRelationship = chosen.get(memberId) ?? (was === 'head' && survivorHasHead ? 'other-adult' : was);
      return { memberId, relationship };
    });
    const moved: string[] = [];
    let absorbed;
    try {
      for (const person of joining) {
        await this.places.move(person.memberId, mergedId, survivorId, actorId);
        moved.push(person.memberId);
      }
      absorbed = await this.executor.execute(
        householdStream(survivorId),
        householdDecider,
        { type: 'AbsorbHousehold', householdId: survivorId, mergedId, members: joining, mergedAddress: merged.address, address },
        { actorId, expectedRevision },
      );
    } catch (error) {
      // The survivor changed under us: the people's places go back to the household they are still in.
      for (const memberId of moved) await this.places.move(memberId, survivorId, mergedId, actorId);
      throw error;
    }
    const closed = await this.executor.execute(
      householdStream(mergedId),
      householdDecider,
      { type: 'MergeHouseholdInto', householdId: mergedId, survivorId },
      { actorId, expectedRevision: merged.revision },
    );
    return { id: survivorId, revision: absorbed.revision, position: laterPosition(absorbed.position, closed.position) };
  }
}
