import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { HouseholdRelationship } from '@koinonia/contracts';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { householdDecider } from '../../domain/household.decider';
import { householdStream } from '../../domain/household.events';
import { HouseholdPlaces, laterPosition } from '../household-places.service';
import { AddHouseholdMemberCommand } from './add-household-member.command';

/**
 * The person exists, the household is open at the client's revision; then the person's place is
 * taken (or moved, leaving the old household), and last the household records them. A refusal at
 * the last step puts the place (and a moved person) back where it was.
 */
@CommandHandler(AddHouseholdMemberCommand)
export class AddHouseholdMemberHandler implements ICommandHandler<AddHouseholdMemberCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly places: HouseholdPlaces,
  ) {}

  async execute({ householdId, memberId, relationship, move, expectedRevision, actor }: AddHouseholdMemberCommand): Promise<CommandDone> {
    const actorId = actorIdOf(actor);
    await this.places.mustBeMember(memberId);
    await this.places.openHousehold(householdId, expectedRevision);
    const from = await this.places.placeOf(memberId);
    if (from !== null && from !== householdId && !move) throw new DomainError('ALREADY_IN_HOUSEHOLD');

    let left: { position: bigint | null; relationship: HouseholdRelationship } | null = null;
    if (from === null) await this.places.take(memberId, householdId, actorId);
    else if (from !== householdId) {
      const source = await this.places.openHousehold(from);
      await this.places.move(memberId, from, householdId, actorId);
      const removed = await this.executor.execute(
        householdStream(from),
        householdDecider,
        { type: 'RemoveHouseholdMember', householdId: from, memberId, toHouseholdId: householdId },
        { actorId },
      );
      left = { position: removed.position, relationship: source.members[memberId] ?? relationship };
    }
    try {
      const outcome = await this.executor.execute(
        householdStream(householdId),
        householdDecider,
        { type: 'AddHouseholdMember', householdId, memberId, relationship, ...(from !== null && from !== householdId ? { fromHouseholdId: from } : {}) },
        { actorId, expectedRevision },
      );
      return { id: householdId, revision: outcome.revision, position: laterPosition(left?.position ?? null, outcome.position) };
    } catch (error) {
      if (from === null) await this.places.leave(memberId, householdId, actorId);
      else if (left) {
        await this.places.move(memberId, householdId, from, actorId);
        await this.executor.execute(
          householdStream(from),
          householdDecider,
          { type: 'AddHouseholdMember', householdId: from, memberId, relationship: left.relationship },
          { actorId },
        );
      }
      throw error;
    }
  }
}
