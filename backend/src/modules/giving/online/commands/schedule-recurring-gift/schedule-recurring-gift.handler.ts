import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { OrganisationSettingsService } from '../../../../organisation';
import { giverDecider } from '../../domain/giver.decider';
import { giverStream, recurringGiftStream } from '../../domain/online-giving.events';
import { recurringGiftDecider } from '../../domain/recurring-gift.decider';
import { GiverCustomers } from '../giver-customers.service';
import { memberIdOf } from '../start-card-setup/start-card-setup.handler';
import { openFundFor } from '../start-online-gift/start-online-gift.handler';
import { ChurchDates } from '../church-dates.service';
import { ScheduleRecurringGiftCommand } from './schedule-recurring-gift.command';

/** The checks (an open fund, the church's currency, a method of the member's own, a start not in the past), then the schedule. */
@CommandHandler(ScheduleRecurringGiftCommand)
export class ScheduleRecurringGiftHandler implements ICommandHandler<ScheduleRecurringGiftCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly customers: GiverCustomers,
    private readonly settings: OrganisationSettingsService,
    private readonly dates: ChurchDates,
  ) {}

  async execute({ recurringGiftId, user, gift }: ScheduleRecurringGiftCommand): Promise<CommandDone> {
    this.customers.provider();
    const memberId = memberIdOf(user);
    await openFundFor(this.executor, gift.fundId, gift.amount, this.settings.church.currency);
    const { state } = await this.executor.load(giverStream(memberId), giverDecider);
    if (!state.methods.some((method) => method.methodId === gift.paymentMethodId))
      throw DomainError.validation([{ field: 'paymentMethodId', message: VALIDATION_MESSAGES.choice }]);
    const today = await this.dates.today();
    const startOn = gift.startOn ?? today;
    if (startOn < today) throw DomainError.validation([{ field: 'startOn', message: VALIDATION_MESSAGES.date }]);
    const outcome = await this.executor.execute(
      recurringGiftStream(recurringGiftId),
      recurringGiftDecider,
      {
        type: 'ScheduleRecurringGift',
        gift: {
          recurringGiftId,
          memberId,
          fundId: gift.fundId,
          amount: gift.amount,
          frequency: gift.frequency,
          methodId: gift.paymentMethodId,
          anchorDay: Number(startOn.slice(8, 10)),
          nextChargeOn: startOn,
        },
      },
      { actorId: user.id },
    );
    return { id: recurringGiftId, revision: outcome.revision, position: outcome.position };
  }
}
