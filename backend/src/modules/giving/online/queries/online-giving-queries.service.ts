import { Inject, Injectable } from '@nestjs/common';
import {
  ERROR_CATALOGUE,
  type ApiErrorBody,
  type MyOnlineGivingView,
  type OnlineGiftView,
  type PaymentMethodView,
  type RecurringGiftView,
} from '@koinonia/contracts';
import { DomainError } from '../../../../platform/errors/domain-error';
import { READ_STORE } from '../../../../platform/platform.tokens';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { UUID_PATTERN } from '../../domain/uuid.constant';
import { GivingQueries } from '../../queries/giving-queries.service';
import {
  giversProjection,
  onlineGiftsProjection,
  recurringGiftsProjection,
  type GiverDocument,
  type OnlineGiftDocument,
  type RecurringGiftDocument,
} from '../projections/online-giving.projections';

/** A declined gift's words for its giver: the catalogue's DONATION_FAILED, whatever the bank's reason. */
const DECLINED: ApiErrorBody = { code: 'DONATION_FAILED', message: ERROR_CATALOGUE.DONATION_FAILED.message };

function methodView(method: GiverDocument['methods'][number]): PaymentMethodView {
  const { methodId, kind, brand, last4, expMonth, expYear, savedAt } = method;
  return { id: methodId, kind, brand, last4, expMonth, expYear, savedAt };
}

/** Online giving's read side: a gift as its giver follows it, a member's saved methods and recurring gifts. */
@Injectable()
export class OnlineGivingQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly giving: GivingQueries,
  ) {}

  private get gifts() {
    return this.readStore.collection<OnlineGiftDocument>(onlineGiftsProjection.collection);
  }

  private get givers() {
    return this.readStore.collection<GiverDocument>(giversProjection.collection);
  }

  private get recurring() {
    return this.readStore.collection<RecurringGiftDocument>(recurringGiftsProjection.collection);
  }

  private async fundNames(): Promise<Map<string, string>> {
    return new Map((await this.giving.funds()).map((fund) => [fund.id, fund.name]));
  }

  async gift(giftId: string): Promise<OnlineGiftView> {
    const gift = UUID_PATTERN.test(giftId) ? await this.gifts.findOne({ _id: giftId }) : null;
    if (!gift) throw new DomainError('NOT_FOUND');
    const funds = await this.fundNames();
    return {
      id: gift._id,
      status: gift.status,
      amount: gift.amount,
      fundName: funds.get(gift.fundId) ?? '',
      donationId: gift.donationId,
      error: gift.status === 'failed' ? DECLINED : null,
      recurringGiftId: gift.recurringGiftId,
      startedAt: gift.startedAt,
    };
  }

  async giver(memberId: string): Promise<GiverDocument | null> {
    return this.givers.findOne({ _id: memberId });
  }

  async recurringGift(recurringGiftId: string): Promise<RecurringGiftDocument | null> {
    return UUID_PATTERN.test(recurringGiftId) ? this.recurring.findOne({ _id: recurringGiftId }) : null;
  }

  /** Active recurring gifts due on or before `today`, for the charge job. */
  async due(today: string): Promise<RecurringGiftDocument[]> {
    return this.recurring.find({ status: 'active', nextChargeOn: { $lte: today } }, { sort: { nextChargeOn: 1 } });
  }

  async mine(memberId: string | null): Promise<MyOnlineGivingView> {
    if (!memberId) return { paymentMethods: [], recurringGifts: [] };
    const [giver, schedules, funds] = await Promise.all([
      this.giver(memberId),
      this.recurring.find({ memberId }, { sort: { nextChargeOn: 1 } }),
      this.fundNames(),
    ]);
    const methods = new Map((giver?.methods ?? []).map((method) => [method.methodId, methodView(method)]));
    const lastGifts = new Map(
      (await Promise.all(schedules.filter((s) => s.lastGiftId).map((s) => this.gifts.findOne({ _id: s.lastGiftId! })))).flatMap((gift) =>
        gift ? [[gift._id, gift]] : [],
      ),
    );
    const recurringGifts: RecurringGiftView[] = schedules
      .filter((schedule) => schedule.status !== 'cancelled')
      .map((schedule) => {
        const last = schedule.lastGiftId ? lastGifts.get(schedule.lastGiftId) : undefined;
        return {
          id: schedule._id,
          fundId: schedule.fundId,
          fundName: funds.get(schedule.fundId) ?? '',
          amount: schedule.amount,
          frequency: schedule.frequency,
          paymentMethod: methods.get(schedule.methodId) ?? null,
          status: schedule.status,
          nextChargeOn: schedule.nextChargeOn,
          lastCharge:
            last && schedule.lastChargedOn ? { on: schedule.lastChargedOn, status: last.status, error: last.status === 'failed' ? DECLINED : null } : null,
          revision: schedule.revision,
        };
      });
    return { paymentMethods: [...methods.values()], recurringGifts };
  }
}
