import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isAbaRoutingNumber, VALIDATION_MESSAGES } from '@koinonia/contracts';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { GiverCustomers } from '../giver-customers.service';
import { memberIdOf } from '../start-card-setup/start-card-setup.handler';
import { SaveBankAccountCommand } from './save-bank-account.command';

/**
 * The routing number's ABA checksum first (the DTO checked it; this use case does not rely on
 * that), then a SetupIntent with the account. The method is kept, by bank name and last four, when
 * the provider's webhook says it was saved. The numbers are in no event, document or log line.
 */
@CommandHandler(SaveBankAccountCommand)
export class SaveBankAccountHandler implements ICommandHandler<SaveBankAccountCommand, { status: 'saved' | 'pending' }> {
  constructor(private readonly customers: GiverCustomers) {}

  async execute({ user, account }: SaveBankAccountCommand): Promise<{ status: 'saved' | 'pending' }> {
    if (!isAbaRoutingNumber(account.routingNumber)) throw DomainError.validation([{ field: 'routingNumber', message: VALIDATION_MESSAGES.routingNumber }]);
    const payments = this.customers.provider();
    const memberId = memberIdOf(user);
    const customerId = await this.customers.customerOf(memberId, { name: user.displayName, email: user.email }, user.id);
    const intent = await payments.setUpBankAccount({ idempotencyKey: `bank-setup-${randomUUID()}`, customerId, ...account, metadata: { memberId } });
    return { status: intent.status === 'succeeded' ? 'saved' : 'pending' };
  }
}
