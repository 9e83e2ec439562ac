import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION_MESSAGES, type Money, type OnlineCheckout } from '@koinonia/contracts';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import type { AppConfig } from '../../../../../platform/config/app-config';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { APP_CONFIG } from '../../../../../platform/platform.tokens';
import { ChurchQuery, OrganisationSettingsService } from '../../../../organisation';
import { fundDecider } from '../../../domain/fund.decider';
import { fundStream } from '../../../domain/giving.events';
import { UUID_PATTERN } from '../../../domain/uuid.constant';
import { onlineGiftDecider } from '../../domain/online-gift.decider';
import { onlineGiftStream } from '../../domain/online-giving.events';
import { GiverCustomers } from '../giver-customers.service';
import { StartOnlineGiftCommand } from './start-online-gift.command';

/** A fund open for gifts, in the church's currency, or the reason not. Shared by one-time and recurring gifts. */
export async function openFundFor(executor: CommandExecutor, fundId: string, amount: Money, churchCurrency: string): Promise<string> {
  const fund = UUID_PATTERN.test(fundId) ? (await executor.load(fundStream(fundId), fundDecider)).state : null;
  if (!fund || fund.status === 'none') throw new DomainError('NOT_FOUND', { fundId });
  if (fund.status === 'closed') throw new DomainError('FUND_CLOSED', { fundId, fund: fund.name });
  if (amount.currency !== churchCurrency) throw DomainError.validation([{ field: 'amount.currency', message: VALIDATION_MESSAGES.choice }]);
  if (amount.minor <= 0) throw DomainError.validation([{ field: 'amount.minor', message: VALIDATION_MESSAGES.choice }]);
  return fund.name;
}

/**
 * The checks, then the provider's hosted page (the card is entered there, never here), then the
 * gift recorded as started. It enters the books only when the provider's signed webhook confirms it.
 */
@CommandHandler(StartOnlineGiftCommand)
export class StartOnlineGiftHandler implements ICommandHandler<StartOnlineGiftCommand, OnlineCheckout> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly customers: GiverCustomers,
    private readonly settings: OrganisationSettingsService,
    private readonly church: ChurchQuery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ giftId, fundId, amount, donorMemberId, visitor, actor }: StartOnlineGiftCommand): Promise<OnlineCheckout> {
    const payments = this.customers.provider();
    const fundName = await openFundFor(this.executor, fundId, amount, this.settings.church.currency);
    const churchName = (await this.church.current())?.name ?? '';
    const back = `${this.config.publicUrl}/give?gift=${giftId}`;
    const email = visitor?.email ?? (actor.kind === 'user' ? actor.user.email : null);
    const page = await payments.startCheckout({
      idempotencyKey: `online-gift-${giftId}`,
      amount,
      description: churchName ? `${churchName}: ${fundName}` : fundName,
      email,
      successUrl: back,
      cancelUrl: `${back}&cancelled=1`,
      metadata: { giftId },
    });
    const gift = { giftId, fundId, amount, donorMemberId, visitor, recurringGiftId: null, checkoutSessionId: page.sessionId };
    await this.executor.execute(onlineGiftStream(giftId), onlineGiftDecider, { type: 'StartOnlineGift', gift }, { actorId: actorIdOf(actor) });
    return { giftId, checkoutUrl: page.url };
  }
}
