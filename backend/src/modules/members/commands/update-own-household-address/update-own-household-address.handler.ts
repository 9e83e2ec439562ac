import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { householdDecider } from '../../households/domain/household.decider';
import { householdStream } from '../../households/domain/household.events';
import { HouseholdQueriesService } from '../../households/queries/household-queries.service';
import { directoryReaderOf, isOwnRecord } from '../../queries/member-visibility.util';
import { UpdateOwnHouseholdAddressCommand } from './update-own-household-address.command';

/**
 * The member themselves, in a household, as its head or spouse: the people who keep a family's
 * address (a child or another adult asks them or the office). The household's own decision records it.
 */
@CommandHandler(UpdateOwnHouseholdAddressCommand)
export class UpdateOwnHouseholdAddressHandler implements ICommandHandler<UpdateOwnHouseholdAddressCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly households: HouseholdQueriesService,
  ) {}

  async execute({ memberId, address, actor }: UpdateOwnHouseholdAddressCommand): Promise<CommandDone> {
    if (actor.kind === 'user') {
      if (!actor.user.memberId) throw new DomainError('MEMBER_NOT_FOUND');
      if (!isOwnRecord(directoryReaderOf(actor.user), memberId)) throw new DomainError('AUTHORIZATION');
    }
    const membership = await this.households.membershipOf(memberId);
    if (!membership) throw new DomainError('NOT_FOUND');
    if (membership.relationship !== 'head' && membership.relationship !== 'spouse') throw new DomainError('AUTHORIZATION');
    const { householdId } = membership;
    const outcome = await this.executor.execute(
      householdStream(householdId),
      householdDecider,
      { type: 'ChangeHousehold', householdId, address },
      { actorId: actorIdOf(actor) },
    );
    return { id: householdId, revision: outcome.revision, position: outcome.position };
  }
}
