import { Command } from '@nestjs/cqrs';
import type { Language } from '@koinonia/contracts';

/**
 * Email a reset link when the address belongs to an active account, in the account holder's
 * saved language, else in `requestLanguage`. Nothing tells the caller whether it did.
 */
export class RequestPasswordResetCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly requestLanguage: Language,
  ) {
    super();
  }
}
