import { createHash, randomUUID } from 'node:crypto';
import { formatMoney, type Money } from '@koinonia/contracts';
import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { bySystem } from '../../../../../platform/commands/command-actor.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { PAYMENTS, type PaymentEvent, type Payments } from '../../../../../platform/payments/payments.port';
import { RecordDonationCommand } from '../../../commands/record-donation/record-donation.command';
import { ReverseDonationCommand } from '../../../commands/reverse-donation/reverse-donation.command';
import { donationDecider } from '../../../domain/donation.decider';
import { donationStream } from '../../../domain/giving.events';
import { UUID_PATTERN } from '../../../domain/uuid.constant';
import { giverDecider } from '../../domain/giver.decider';
import { onlineGiftDecider } from '../../domain/online-gift.decider';
import { giverStream, onlineGiftStream, onlinePaymentStream } from '../../domain/online-giving.events';
import { onlinePaymentDecider, remainderOf } from '../../domain/online-payment.decider';
import { ChurchDates } from '../church-dates.service';
import { HandlePaymentEventCommand } from './handle-payment-event.command';

/** A UUID made from a name: the same name, the same id. */
function uuidOf(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The gift's id in the books, from the payment's: a replayed webhook names the same gift, which is recorded once. */
const donationIdOf = (paymentIntentId: string) => uuidOf(`stripe-payment:${paymentIntentId}`);
/** The gift for what stays of a payment once `returned` of it was given back: the same webhook, the same gift. */
const remainderIdOf = (paymentIntentId: string, returned: number) => uuidOf(`stripe-payment:${paymentIntentId}:after-return:${returned}`);

/** An amount in the books' notes and reasons, which are kept in one language: the church's staff read them. */
const amountText = (money: Money) => formatMoney(money, 'en');

/**
 * The webhook's effect, each idempotent: a payment confirmed records the gift in the books once
 * (its id derived from the payment's, so a replay finds it there) and marks the online gift; a
 * decline marks it failed (its giver then reads DONATION_FAILED); a saved method is kept by brand,
 * last four and expiry only. An event for a gift or member we do not know is not ours and is ignored.
 */
@CommandHandler(HandlePaymentEventCommand)
export class HandlePaymentEventHandler implements ICommandHandler<HandlePaymentEventCommand, void> {
  private readonly logger = new Logger('OnlineGiving');

  constructor(
    private readonly executor: CommandExecutor,
    private readonly commands: CommandBus,
    private readonly dates: ChurchDates,
    @Inject(PAYMENTS) private readonly payments: Payments | null,
  ) {}

  async execute({ event }: HandlePaymentEventCommand): Promise<void> {
    switch (event.kind) {
      case 'payment-succeeded':
        return this.succeeded(event);
      case 'payment-failed':
        return this.failed(event);
      case 'setup-succeeded':
        return this.methodSaved(event);
      case 'payment-returned':
        return this.returned(event);
      case 'ignored':
        return;
      default: {
        const unknown: never = event;
        throw new Error(`Unknown payment event ${JSON.stringify(unknown)}`);
      }
    }
  }

  private async giftOf(metadata: Record<string, string>) {
    const giftId = metadata.giftId;
    if (!giftId || !UUID_PATTERN.test(giftId)) return null;
    const { state } = await this.executor.load(onlineGiftStream(giftId), onlineGiftDecider);
    return state.gift ? { giftId, state } : null;
  }

  private async succeeded(event: Extract<PaymentEvent, { kind: 'payment-succeeded' }>): Promise<void> {
    const found = await this.giftOf(event.metadata);
    if (!found) return this.logger.warn(`A payment for no gift of ours: ${event.paymentIntentId}`);
    if (found.state.status === 'succeeded') return;
    const gift = found.state.gift!;
    const donationId = donationIdOf(event.paymentIntentId);
    const from = gift.visitor ? `${gift.visitor.name}${gift.visitor.email ? ` <${gift.visitor.email}>` : ''}, ` : '';
    // The books hold what was received. The page was made for the gift's amount, so a difference is the
    // processor's word against ours: the treasurer is told in the note and the log, never silently.
    const received = event.amount.currency === gift.amount.currency ? event.amount : gift.amount;
    const differs = received.minor !== gift.amount.minor || event.amount.currency !== gift.amount.currency;
    if (differs) this.logger.error(`Payment ${event.paymentIntentId} reports ${amountText(event.amount)} for a gift of ${amountText(gift.amount)}`);
    const difference = differs ? `; Stripe reported ${amountText(event.amount)} for a gift of ${amountText(gift.amount)}` : '';
    try {
      await this.commands.execute(
        new RecordDonationCommand(
          {
            donationId,
            donorMemberId: gift.donorMemberId,
            donorHouseholdId: null,
            amount: received,
            splits: [{ fundId: gift.fundId, amount: received }],
            method: 'online',
            chequeNumber: null,
            inKindDescription: null,
            receivedOn: await this.dates.today(),
            // The processor's reference, for the treasurer reconciling with its payouts.
            note: `${from}Stripe ${event.paymentIntentId}${difference}`,
            deductible: received,
            batchId: null,
          },
          bySystem(gift.donorMemberId),
        ),
      );
    } catch (error) {
      // Recorded already by an earlier delivery that stopped before marking the online gift.
      if (!(error instanceof DomainError && error.code === 'CONCURRENCY_CONFLICT')) throw error;
    }
    await this.executor.execute(
      onlineGiftStream(found.giftId),
      onlineGiftDecider,
      { type: 'ConfirmOnlineGift', giftId: found.giftId, paymentIntentId: event.paymentIntentId, eventId: event.eventId, donationId },
      { actorId: null, retries: 3 },
    );
  }

  private async failed(event: Extract<PaymentEvent, { kind: 'payment-failed' }>): Promise<void> {
    const found = await this.giftOf(event.metadata);
    if (!found) return this.logger.warn(`A declined payment for no gift of ours: ${event.paymentIntentId}`);
    await this.executor.execute(
      onlineGiftStream(found.giftId),
      onlineGiftDecider,
      { type: 'FailOnlineGift', giftId: found.giftId, paymentIntentId: event.paymentIntentId, eventId: event.eventId, declineCode: event.declineCode },
      { actorId: null, retries: 3 },
    );
  }

  /**
   * Money given back: the gift in the books is reversed with the reason, never edited, and what stays
   * of the payment (a partial refund) is recorded as a new gift on the same day, fund and donor. Each
   * step is idempotent, so a delivery cut short and sent again finishes the work without doubling it.
   */
  private async returned(event: Extract<PaymentEvent, { kind: 'payment-returned' }>): Promise<void> {
    const stream = onlinePaymentStream(uuidOf(`stripe-payment:${event.paymentIntentId}`));
    const { state } = await this.executor.load(stream, onlinePaymentDecider);
    const live = state.returned === 0 ? donationIdOf(event.paymentIntentId) : state.liveDonationId;
    if (!live || state.eventIds.includes(event.eventId)) return;
    const { state: gift } = await this.executor.load(donationStream(live), donationDecider);
    if (!gift.donation) {
      // A payment confirmed but not yet heard of (webhooks can come out of order): refused, so that the
      // provider sends it again later. A payment that is not ours is ignored.
      if ((await this.giftOf(event.metadata))?.state.status === 'pending') throw new DomainError('CONCURRENCY_CONFLICT');
      return this.logger.warn(`Money returned for no gift of ours: ${event.paymentIntentId}`);
    }
    // The live gift holds what stayed after the returns so far.
    const original = { minor: gift.donation.amount.minor + state.returned, currency: gift.donation.amount.currency };
    const total = Math.min(original.minor, event.cause === 'refund' ? event.returned.minor : state.returned + event.returned.minor);
    if (total <= state.returned) return;
    const stays = remainderOf(original, total);
    const why = event.cause === 'refund' ? 'Refunded through Stripe' : 'Dispute lost at Stripe';
    const reason = `${why} (${event.paymentIntentId}): ${amountText({ minor: total, currency: original.currency })} of ${amountText(original)} given back`;
    try {
      await this.commands.execute(new ReverseDonationCommand(live, reason, bySystem(gift.donation.donorMemberId)));
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'DONATION_ALREADY_REVERSED')) throw error;
    }
    const remainderDonationId = stays.minor > 0 ? remainderIdOf(event.paymentIntentId, total) : null;
    if (remainderDonationId) {
      const kept = gift.donation;
      try {
        await this.commands.execute(
          new RecordDonationCommand(
            {
              ...kept,
              donationId: remainderDonationId,
              amount: stays,
              splits: [{ fundId: kept.splits[0].fundId, amount: stays }],
              deductible: { minor: Math.min(kept.deductible.minor, stays.minor), currency: stays.currency },
              note: `${kept.note ? `${kept.note}; ` : ''}what stays after ${amountText({ minor: total, currency: stays.currency })} was given back`,
            },
            bySystem(kept.donorMemberId),
          ),
        );
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'CONCURRENCY_CONFLICT')) throw error;
      }
    }
    await this.executor.execute(
      stream,
      onlinePaymentDecider,
      {
        type: 'RecordReturn',
        returned: {
          paymentIntentId: event.paymentIntentId,
          eventId: event.eventId,
          cause: event.cause,
          totalReturned: { minor: total, currency: original.currency },
          reversedDonationId: live,
          remainderDonationId,
        },
      },
      { actorId: null, retries: 3 },
    );
  }

  private async methodSaved(event: Extract<PaymentEvent, { kind: 'setup-succeeded' }>): Promise<void> {
    const memberId = event.metadata.memberId;
    if (!memberId || !UUID_PATTERN.test(memberId) || !this.payments) return;
    const stream = giverStream(memberId);
    const { state } = await this.executor.load(stream, giverDecider);
    if (!state.customerId) return this.logger.warn(`A saved payment method for no giver of ours: ${event.setupIntentId}`);
    if (state.methods.some((method) => method.providerMethodId === event.providerMethodId)) return;
    // Brand, last four and expiry: what the provider tells of a method, and all we keep.
    const details = await this.payments.paymentMethod(event.providerMethodId);
    await this.executor.execute(
      stream,
      giverDecider,
      { type: 'SavePaymentMethod', memberId, method: { methodId: randomUUID(), ...details } },
      { actorId: memberId, retries: 3 },
    );
  }
}
