import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UUID_PATTERN } from '../../domain/uuid.constant';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { HouseholdQueriesService, MemberQueriesService } from '../../../members';
import { OrganisationSettingsService } from '../../../organisation';
import { batchDecider } from '../../domain/batch.decider';
import { donationDecider } from '../../domain/donation.decider';
import { fundDecider } from '../../domain/fund.decider';
import { batchStream, donationStream, fundStream } from '../../domain/giving.events';
import { RecordDonationCommand } from './record-donation.command';

/**
 * The checks across aggregates: the donor exists, every fund exists and is open; then the batch
 * takes the gift (refused once closed: the batch's stream is the lock the closing meets), then the
 * gift is recorded in the church's currency, its fund parts adding up to it.
 */
@CommandHandler(RecordDonationCommand)
export class RecordDonationHandler implements ICommandHandler<RecordDonationCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly members: MemberQueriesService,
    private readonly households: HouseholdQueriesService,
    private readonly settings: OrganisationSettingsService,
  ) {}

  async execute({ donation, actor }: RecordDonationCommand): Promise<CommandDone> {
    if (donation.donorMemberId && !(await this.members.record(donation.donorMemberId))) throw new DomainError('MEMBER_NOT_FOUND');
    if (donation.donorHouseholdId && !(await this.households.record(donation.donorHouseholdId)))
      throw new DomainError('NOT_FOUND', { householdId: donation.donorHouseholdId });
    for (const { fundId } of donation.splits) {
      const fund = UUID_PATTERN.test(fundId) ? (await this.executor.load(fundStream(fundId), fundDecider)).state : null;
      if (!fund || fund.status === 'none') throw new DomainError('NOT_FOUND', { fundId });
      if (fund.status === 'closed') throw new DomainError('FUND_CLOSED', { fundId, fund: fund.name });
    }
    const churchCurrency = this.settings.church.currency;
    // Decided first on an empty stream, so a gift that would be refused never enters the batch.
    donationDecider.decide({ type: 'RecordDonation', donation, churchCurrency }, donationDecider.initialState(), { now: '', actorId: null });
    const actorId = actorIdOf(actor);
    if (donation.batchId) {
      await this.executor.execute(
        batchStream(donation.batchId),
        batchDecider,
        { type: 'AddGiftToBatch', batchId: donation.batchId, donationId: donation.donationId, amount: donation.amount },
        { actorId, retries: 5 },
      );
    }
    const outcome = await this.executor.execute(
      donationStream(donation.donationId),
      donationDecider,
      { type: 'RecordDonation', donation, churchCurrency },
      { actorId },
    );
    return { id: donation.donationId, revision: outcome.revision, position: outcome.position };
  }
}
