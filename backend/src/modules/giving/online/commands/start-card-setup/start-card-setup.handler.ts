import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CardSetupPage, CurrentUser } from '@koinonia/contracts';
import type { AppConfig } from '../../../../../platform/config/app-config';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { APP_CONFIG } from '../../../../../platform/platform.tokens';
import { OrganisationSettingsService } from '../../../../organisation';
import { GiverCustomers } from '../giver-customers.service';
import { StartCardSetupCommand } from './start-card-setup.command';

/** A member's own giving needs their member record: an account without one has no giving of its own. */
export function memberIdOf(user: CurrentUser): string {
  if (!user.memberId) throw new DomainError('MEMBER_NOT_FOUND');
  return user.memberId;
}

/** The card is entered on the provider's page (Checkout in setup mode); the method is kept when its webhook says it was saved. */
@CommandHandler(StartCardSetupCommand)
export class StartCardSetupHandler implements ICommandHandler<StartCardSetupCommand, CardSetupPage> {
  constructor(
    private readonly customers: GiverCustomers,
    private readonly settings: OrganisationSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ user }: StartCardSetupCommand): Promise<CardSetupPage> {
    const payments = this.customers.provider();
    const memberId = memberIdOf(user);
    const customerId = await this.customers.customerOf(memberId, { name: user.displayName, email: user.email }, user.id);
    const back = `${this.config.publicUrl}/member-banking-setup`;
    const page = await payments.startCardSetup({
      idempotencyKey: `card-setup-${randomUUID()}`,
      customerId,
      currency: this.settings.church.currency,
      successUrl: `${back}?saved=card`,
      cancelUrl: back,
      metadata: { memberId },
    });
    return { url: page.url };
  }
}
