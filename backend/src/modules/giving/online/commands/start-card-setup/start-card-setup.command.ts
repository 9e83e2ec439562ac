import { Command } from '@nestjs/cqrs';
import type { CardSetupPage, CurrentUser } from '@koinonia/contracts';

/** Send a member to the provider's page to save a card for recurring gifts. */
export class StartCardSetupCommand extends Command<CardSetupPage> {
  constructor(readonly user: CurrentUser) {
    super();
  }
}
