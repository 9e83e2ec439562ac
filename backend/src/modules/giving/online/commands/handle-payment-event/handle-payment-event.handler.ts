import { createHash, randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { bySystem } from '../../../../../platform/commands/command-actor.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { PAYMENTS, type PaymentEvent, type Payments } from '../../../../../platform/payments/payments.port';
import { RecordDonationCommand } from '../../../commands/record-donation/record-donation.command';
import { UUID_PATTERN } from '../../../domain/uuid.constant';
import { giverDecider } from '../../domain/giver.decider';
import { onlineGiftDecider } from '../../domain/online-gift.decider';
import { giverStream, onlineGiftStream } from '../../domain/online-giving.events';
import { ChurchDates } from '../church-dates.service';
import { HandlePaymentEventCommand } from './handle-payment-event.command';

/** The gift's id in the books, from the payment's: a replayed webhook names the same gift, which is recorded once. */
function donationIdOf(paymentIntentId: string): string {
  const hex = createHash('sha256').update(`stripe-payment:${paymentIntentId}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

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
    try {
      await this.commands.execute(
        new RecordDonationCommand(
          {
            donationId,
            donorMemberId: gift.donorMemberId,
            donorHouseholdId: null,
            amount: gift.amount,
            splits: [{ fundId: gift.fundId, amount: gift.amount }],
            method: 'online',
            chequeNumber: null,
            inKindDescription: null,
            receivedOn: await this.dates.today(),
            // The processor's reference, for the treasurer reconciling with its payouts.
            note: `${from}Stripe ${event.paymentIntentId}`,
            deductible: gift.amount,
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
