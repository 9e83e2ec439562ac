import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  SaveBankAccountDto,
  ScheduleRecurringGiftDto,
  StartOnlineGiftDto,
  StartVisitorGiftDto,
  type BankAccountSetup,
  type CardSetupPage,
  type CommandResult,
  type CurrentUser,
  type MyOnlineGivingView,
  type OnlineCheckout,
  type OnlineGiftView,
  type OnlineGivingStatus,
  type WebhookReceipt,
} from '@koinonia/contracts';
import type { FastifyRequest } from 'fastify';
import { Public, SignedIn } from '../../../platform/auth/access.decorator';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { byUser, bySystem } from '../../../platform/commands/command-actor.type';
import { DomainError } from '../../../platform/errors/domain-error';
import { Answers } from '../../../platform/http/answers.decorator';
import { toCommandResult } from '../../../platform/http/command-result.util';
import { clientAddress } from '../../../platform/http/client-address.util';
import { IfMatch } from '../../../platform/http/if-match.decorator';
import { RateLimiter } from '../../../platform/http/rate-limiter';
import { rawBodyOf } from '../../../platform/http/raw-body.util';
import { InvalidWebhookSignature, PAYMENTS, type Payments } from '../../../platform/payments/payments.port';
import { ChurchQuery, OrganisationSettingsService } from '../../organisation';
import { GivingQueries } from '../queries/giving-queries.service';
import { ChangeRecurringGiftCommand } from './commands/change-recurring-gift/change-recurring-gift.command';
import { HandlePaymentEventCommand } from './commands/handle-payment-event/handle-payment-event.command';
import { RemovePaymentMethodCommand } from './commands/remove-payment-method/remove-payment-method.command';
import { SaveBankAccountCommand } from './commands/save-bank-account/save-bank-account.command';
import { ScheduleRecurringGiftCommand } from './commands/schedule-recurring-gift/schedule-recurring-gift.command';
import { StartCardSetupCommand } from './commands/start-card-setup/start-card-setup.command';
import { StartOnlineGiftCommand } from './commands/start-online-gift/start-online-gift.command';
import { OnlineGivingQueries } from './queries/online-giving-queries.service';

/**
 * Pages to pay on, asked for in an hour: per address for visitors, per account for members. A public
 * give page is where stolen card numbers are tried out one after another; a family gives a few times.
 */
export const ONLINE_GIFT_RATE = { perAddress: 10, perAccount: 30, windowMs: 60 * 60 * 1000 };

const money = (amount: { minor: number; currency: string }) => ({ minor: amount.minor, currency: amount.currency });

/**
 * Giving online, through the payments provider: the give page (members and visitors), the gift
 * followed until the provider's webhook confirms it, and the webhook itself. Hidden (enabled:
 * false, and FEATURE_DISABLED on every write) without STRIPE_SECRET_KEY.
 */
@ApiTags('giving')
@Controller('giving')
export class OnlineGivingController {
  private readonly perAddress = new RateLimiter(ONLINE_GIFT_RATE.perAddress, ONLINE_GIFT_RATE.windowMs);
  private readonly perAccount = new RateLimiter(ONLINE_GIFT_RATE.perAccount, ONLINE_GIFT_RATE.windowMs);

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: OnlineGivingQueries,
    private readonly giving: GivingQueries,
    private readonly settings: OrganisationSettingsService,
    private readonly church: ChurchQuery,
    @Inject(PAYMENTS) private readonly payments: Payments | null,
  ) {}

  @Get('online')
  @Public()
  @Answers('OnlineGivingStatus')
  @ApiOperation({ summary: 'Whether online giving is on, and the open funds and currency the give page offers (anyone: visitors give too)' })
  async status(): Promise<OnlineGivingStatus> {
    const enabled = this.payments !== null;
    const funds = enabled ? (await this.giving.funds()).filter((fund) => fund.status === 'active').map((fund) => ({ id: fund.id, name: fund.name })) : [];
    return { enabled, currency: this.settings.church.currency, churchName: (await this.church.current())?.name ?? '', funds };
  }

  @Post('online/gifts')
  @SignedIn()
  @Answers('OnlineCheckout', { errors: ['FUND_CLOSED', 'FEATURE_DISABLED', 'RATE_LIMITED'] })
  @ApiOperation({ summary: "A signed-in giver's one-time gift: the provider's page to pay on; recorded when its webhook confirms it" })
  async give(@Body() body: StartOnlineGiftDto, @Actor() actor: CurrentUser): Promise<OnlineCheckout> {
    if (!this.perAccount.take(actor.id)) throw new DomainError('RATE_LIMITED');
    return this.commands.execute(new StartOnlineGiftCommand(randomUUID(), body.fundId, money(body.amount), actor.memberId, null, byUser(actor)));
  }

  @Post('online/visitor-gifts')
  @Public()
  @Answers('OnlineCheckout', { errors: ['FUND_CLOSED', 'FEATURE_DISABLED', 'RATE_LIMITED'] })
  @ApiOperation({ summary: "A visitor's one-time gift (no sign-in): the provider's page to pay on; recorded when its webhook confirms it" })
  async giveAsVisitor(@Body() body: StartVisitorGiftDto, @Req() request: FastifyRequest): Promise<OnlineCheckout> {
    if (!this.perAddress.take(clientAddress(request))) throw new DomainError('RATE_LIMITED');
    const visitor = { name: body.name, email: body.email || null };
    return this.commands.execute(new StartOnlineGiftCommand(randomUUID(), body.fundId, money(body.amount), null, visitor, bySystem()));
  }

  @Get('online/gifts/:id')
  @Public()
  @Answers('OnlineGiftView')
  @ApiOperation({ summary: 'An online gift as its giver follows it by its unguessable id: pending, succeeded, or failed with DONATION_FAILED' })
  gift(@Param('id') id: string): Promise<OnlineGiftView> {
    return this.queries.gift(id);
  }

  @Post('webhooks/stripe')
  @Public()
  @HttpCode(200)
  @Answers('WebhookReceipt', { errors: ['WEBHOOK_SIGNATURE_INVALID', 'CONCURRENCY_CONFLICT'] })
  @ApiOperation({ summary: "Stripe's webhook: verified over the raw body with the signing secret; a replayed event changes nothing" })
  async webhook(@Req() request: FastifyRequest, @Headers('stripe-signature') signature: string | undefined): Promise<WebhookReceipt> {
    if (!this.payments) throw new DomainError('NOT_FOUND');
    const raw = rawBodyOf(request);
    if (raw === null || !signature) throw new DomainError('WEBHOOK_SIGNATURE_INVALID');
    let event;
    try {
      event = this.payments.verifyWebhook(raw, signature);
    } catch (error) {
      if (error instanceof InvalidWebhookSignature) throw new DomainError('WEBHOOK_SIGNATURE_INVALID');
      throw error;
    }
    await this.commands.execute(new HandlePaymentEventCommand(event));
    return { received: true };
  }
}

/** A member's own online giving: saved methods (/member-banking-setup) and recurring gifts, each changed by its owner only. */
@ApiTags('giving')
@Controller('me')
export class MyOnlineGivingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: OnlineGivingQueries,
  ) {}

  @Get('online-giving')
  @SignedIn()
  @Answers('MyOnlineGivingView')
  @ApiOperation({ summary: "The signed-in member's saved payment methods (brand, last four, expiry) and recurring gifts" })
  mine(@Actor() actor: CurrentUser): Promise<MyOnlineGivingView> {
    return this.queries.mine(actor.memberId);
  }

  @Post('payment-methods/card-setup')
  @SignedIn()
  @HttpCode(200)
  @Answers('CardSetupPage', { errors: ['FEATURE_DISABLED', 'MEMBER_NOT_FOUND'] })
  @ApiOperation({ summary: "The provider's page where the member saves a card; kept when its webhook says it was saved" })
  cardSetup(@Actor() actor: CurrentUser): Promise<CardSetupPage> {
    return this.commands.execute(new StartCardSetupCommand(actor));
  }

  @Post('payment-methods/bank-accounts')
  @SignedIn()
  @HttpCode(202)
  @Answers('BankAccountSetup', { errors: ['FEATURE_DISABLED', 'MEMBER_NOT_FOUND'] })
  @ApiOperation({ summary: 'Save a US bank account with the provider (routing number checked first); only the bank and last four are kept' })
  bankAccount(@Body() body: SaveBankAccountDto, @Actor() actor: CurrentUser): Promise<BankAccountSetup> {
    const account = { holderName: body.holderName, routingNumber: body.routingNumber, accountNumber: body.accountNumber, accountType: body.accountType };
    return this.commands.execute(new SaveBankAccountCommand(actor, account));
  }

  @Delete('payment-methods/:id')
  @SignedIn()
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Forget one of my saved payment methods' })
  async removeMethod(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RemovePaymentMethodCommand(id, actor)));
  }

  @Post('recurring-gifts')
  @SignedIn()
  @Answers('CommandResult', { errors: ['FUND_CLOSED', 'FEATURE_DISABLED', 'MEMBER_NOT_FOUND'] })
  @ApiOperation({ summary: 'Give weekly or monthly from a saved method: charged by our schedule, each charge recorded by its webhook' })
  async schedule(@Body() body: ScheduleRecurringGiftDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const gift = {
      fundId: body.fundId,
      amount: money(body.amount),
      frequency: body.frequency,
      paymentMethodId: body.paymentMethodId,
      startOn: body.startOn ?? null,
    };
    return toCommandResult(await this.commands.execute(new ScheduleRecurringGiftCommand(randomUUID(), actor, gift)));
  }

  @Post('recurring-gifts/:id/pause')
  @SignedIn()
  @HttpCode(200)
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Pause my recurring gift: not charged until resumed' })
  async pause(@Param('id') id: string, @IfMatch() expected: number | undefined, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeRecurringGiftCommand(id, 'pause', expected, actor)));
  }

  @Post('recurring-gifts/:id/resume')
  @SignedIn()
  @HttpCode(200)
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Resume my recurring gift from its next due date (the pause is not charged afterwards)' })
  async resume(@Param('id') id: string, @IfMatch() expected: number | undefined, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeRecurringGiftCommand(id, 'resume', expected, actor)));
  }

  @Post('recurring-gifts/:id/cancel')
  @SignedIn()
  @HttpCode(200)
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Cancel my recurring gift: never charged again' })
  async cancel(@Param('id') id: string, @IfMatch() expected: number | undefined, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeRecurringGiftCommand(id, 'cancel', expected, actor)));
  }
}
