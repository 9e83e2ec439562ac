import { Command } from '@nestjs/cqrs';
import type { PaymentEvent } from '../../../../../platform/payments/payments.port';

/** What the provider's verified webhook said: a gift paid or declined, or a payment method saved. */
export class HandlePaymentEventCommand extends Command<void> {
  constructor(readonly event: PaymentEvent) {
    super();
  }
}
