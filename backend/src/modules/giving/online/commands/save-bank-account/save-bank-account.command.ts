import { Command } from '@nestjs/cqrs';
import type { BankAccountType, CurrentUser } from '@koinonia/contracts';

/** Save a US bank account with the provider: its numbers pass through to the provider and are kept nowhere here. */
export class SaveBankAccountCommand extends Command<{ status: 'saved' | 'pending' }> {
  constructor(
    readonly user: CurrentUser,
    readonly account: { holderName: string; routingNumber: string; accountNumber: string; accountType: BankAccountType },
  ) {
    super();
  }
}
