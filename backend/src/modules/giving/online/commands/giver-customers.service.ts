import { Inject, Injectable } from '@nestjs/common';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { PAYMENTS, type Payments } from '../../../../platform/payments/payments.port';
import { giverDecider } from '../domain/giver.decider';
import { giverStream } from '../domain/online-giving.events';

/** The online-giving switch and a member's customer with the provider, made once (the idempotency key keeps a retry from making two). */
@Injectable()
export class GiverCustomers {
  constructor(
    @Inject(PAYMENTS) private readonly payments: Payments | null,
    private readonly executor: CommandExecutor,
  ) {}

  /** The provider, or FEATURE_DISABLED: without STRIPE_SECRET_KEY online giving is off and staff record gifts by hand. */
  provider(): Payments {
    if (!this.payments) throw new DomainError('FEATURE_DISABLED', { feature: 'onlineGiving' });
    return this.payments;
  }

  async customerOf(memberId: string, who: { name: string; email: string | null }, actorId: string | null): Promise<string> {
    const stream = giverStream(memberId);
    const known = (await this.executor.load(stream, giverDecider)).state.customerId;
    if (known) return known;
    const { customerId } = await this.provider().createCustomer({
      idempotencyKey: `giver-${memberId}`,
      name: who.name,
      email: who.email,
      metadata: { memberId },
    });
    await this.executor.execute(stream, giverDecider, { type: 'RegisterGiverCustomer', memberId, customerId }, { actorId, retries: 3 });
    return (await this.executor.load(stream, giverDecider)).state.customerId ?? customerId;
  }
}
