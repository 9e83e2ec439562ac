import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { PeriodicJob } from '../../../platform/jobs/periodic-job';
import { PAYMENTS, type Payments } from '../../../platform/payments/payments.port';
import { ChurchDates } from './commands/church-dates.service';
import { giverDecider } from './domain/giver.decider';
import { onlineGiftDecider } from './domain/online-gift.decider';
import { giverStream, onlineGiftStream, recurringGiftStream, type RecurringGiftCharged } from './domain/online-giving.events';
import { recurringGiftDecider } from './domain/recurring-gift.decider';
import { OnlineGivingQueries } from './queries/online-giving-queries.service';

/**
 * Charges the recurring gifts that fall due, off-session with the saved method. Each due date is
 * claimed on the schedule's stream first (so two passes never charge it twice), then the online
 * gift is started and the charge asked for with an idempotency key of the schedule and date. The
 * gift enters the books only when the provider's webhook confirms the charge.
 */
@Injectable()
export class RecurringChargesJob extends PeriodicJob {
  private readonly log = new Logger('RecurringCharges');

  constructor(
    @Inject(PAYMENTS) private readonly payments: Payments | null,
    private readonly executor: CommandExecutor,
    private readonly queries: OnlineGivingQueries,
    private readonly dates: ChurchDates,
  ) {
    super('RecurringCharges', 15 * 60 * 1000);
  }

  /** One pass: the number of charges asked for. */
  async run(now = new Date()): Promise<number> {
    if (!this.payments) return 0;
    const today = await this.dates.today(now);
    let charged = 0;
    for (const due of await this.queries.due(today)) {
      try {
        if (await this.charge(this.payments, due._id, today)) charged++;
      } catch (error) {
        this.log.warn(`Recurring gift ${due._id} was not charged: ${String(error)}`);
      }
    }
    return charged;
  }

  private async charge(payments: Payments, recurringGiftId: string, today: string): Promise<boolean> {
    const stream = recurringGiftStream(recurringGiftId);
    const { state, revision } = await this.executor.load(stream, recurringGiftDecider);
    const schedule = state.gift;
    if (!schedule) return false;
    const giver = (await this.executor.load(giverStream(schedule.memberId), giverDecider)).state;
    const method = giver.methods.find((saved) => saved.methodId === schedule.methodId);
    // A removed method is not charged; the gift waits for its giver.
    if (!giver.customerId || !method) return false;
    const giftId = randomUUID();
    const claimed = await this.executor.execute(
      stream,
      recurringGiftDecider,
      { type: 'ChargeRecurringGift', recurringGiftId, giftId, today },
      { actorId: null, expectedRevision: revision },
    );
    const charge = claimed.events.find((event): event is RecurringGiftCharged => event.type === 'RecurringGiftCharged');
    if (!charge) return false;
    const gift = {
      giftId,
      fundId: schedule.fundId,
      amount: schedule.amount,
      donorMemberId: schedule.memberId,
      visitor: null,
      recurringGiftId,
      checkoutSessionId: null,
    };
    await this.executor.execute(onlineGiftStream(giftId), onlineGiftDecider, { type: 'StartOnlineGift', gift }, { actorId: null });
    await payments.chargeOffSession({
      idempotencyKey: `recurring-${recurringGiftId}-${charge.data.chargedOn}`,
      customerId: giver.customerId,
      providerMethodId: method.providerMethodId,
      amount: schedule.amount,
      description: `Recurring gift ${charge.data.chargedOn}`,
      metadata: { giftId, recurringGiftId },
    });
    return true;
  }
}
