import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CloseBatchDto,
  CreateBatchDto,
  CreateDonationDto,
  CreateFundDto,
  DonationsQueryDto,
  GivingTotalsQueryDto,
  ReverseDonationDto,
  VALIDATION_MESSAGES,
  type BatchView,
  type CommandResult,
  type CurrentUser,
  type DonationPage,
  type DonationTrail,
  type FundView,
  type GivingTotalsView,
  type MyGivingView,
} from '@koinonia/contracts';
import { Requires, SignedIn } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { DomainError } from '../../platform/errors/domain-error';
import { Answers } from '../../platform/http/answers.decorator';
import { toCommandResult } from '../../platform/http/command-result.util';
import { Versioned } from '../../platform/http/versioned.decorator';
import { ChangeFundStatusCommand } from './commands/change-fund-status/change-fund-status.command';
import { CloseBatchCommand } from './commands/close-batch/close-batch.command';
import { OpenBatchCommand } from './commands/open-batch/open-batch.command';
import { OpenFundCommand } from './commands/open-fund/open-fund.command';
import { RecordDonationCommand } from './commands/record-donation/record-donation.command';
import { ReverseDonationCommand } from './commands/reverse-donation/reverse-donation.command';
import type { DonationRecord } from './domain/giving.events';
import { GivingQueries } from './queries/giving-queries.service';

/** One fund (`fundId`) or parts over several (`splits`), not both and not neither. */
function recordOf(body: CreateDonationDto): DonationRecord {
  if ((body.fundId === undefined) === (body.splits === undefined)) throw DomainError.validation([{ field: 'fundId', message: VALIDATION_MESSAGES.required }]);
  const splits = body.splits?.map((split) => ({ fundId: split.fundId, amount: { minor: split.amount.minor, currency: split.amount.currency } })) ?? [
    { fundId: body.fundId!, amount: { minor: body.amount.minor, currency: body.amount.currency } },
  ];
  return {
    donationId: randomUUID(),
    donorMemberId: body.donorMemberId ?? null,
    donorHouseholdId: body.donorHouseholdId ?? null,
    amount: { minor: body.amount.minor, currency: body.amount.currency },
    splits,
    method: body.method,
    chequeNumber: body.chequeNumber || null,
    inKindDescription: body.inKindDescription || null,
    receivedOn: body.receivedOn,
    note: body.note || null,
    deductible: { minor: body.deductible ?? body.amount.minor, currency: body.amount.currency },
    batchId: body.batchId ?? null,
  };
}

/** Funds: read with the totals, opened and closed by the finance role. */
@ApiTags('giving')
@Controller('funds')
export class FundsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: GivingQueries,
  ) {}

  @Get()
  @Requires('giving.totals.read')
  @Answers('FundView[]')
  @ApiOperation({ summary: 'Every fund, active and closed, by name' })
  list(): Promise<FundView[]> {
    return this.queries.funds();
  }

  @Post()
  @Requires('giving.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Open a fund (its name unique)' })
  async create(@Body() body: CreateFundDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new OpenFundCommand(randomUUID(), body.name, byUser(actor))));
  }

  @Post(':id/close')
  @Requires('giving.write')
  @HttpCode(200)
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Close a fund: it takes no new gifts (FUND_CLOSED); what it received stays' })
  async close(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeFundStatusCommand(id, false, byUser(actor))));
  }

  @Post(':id/reopen')
  @Requires('giving.write')
  @HttpCode(200)
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Reopen a closed fund' })
  async reopen(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeFundStatusCommand(id, true, byUser(actor))));
  }
}

/** Gifts: read by the finance role and auditors, entered and reversed by the finance role. */
@ApiTags('giving')
@Controller('donations')
export class DonationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: GivingQueries,
  ) {}

  @Get()
  @Requires('giving.read')
  @Answers('DonationPage')
  @ApiOperation({ summary: 'Gifts received between two dates, by fund, donor or batch; newest first' })
  list(@Query() query: DonationsQueryDto): Promise<DonationPage> {
    return this.queries.list(query);
  }

  @Post()
  @Requires('giving.write')
  @Answers('CommandResult', { errors: ['FUND_CLOSED', 'BATCH_CLOSED', 'DONATION_SPLITS_MISMATCH', 'MEMBER_NOT_FOUND'] })
  @ApiOperation({ summary: "Enter a gift in the church's currency, to one fund or split over several; in a batch when it names one" })
  async create(@Body() body: CreateDonationDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RecordDonationCommand(recordOf(body), byUser(actor))));
  }

  @Get(':id')
  @Requires('giving.read')
  @Versioned()
  @Answers('DonationTrail')
  @ApiOperation({ summary: "A gift's trail: entered by whom, its batch, its reversal with the reason" })
  trail(@Param('id') id: string): Promise<DonationTrail> {
    return this.queries.trail(id);
  }

  @Post(':id/reversals')
  @Requires('giving.write')
  @Answers('CommandResult', { errors: ['DONATION_ALREADY_REVERSED'] })
  @ApiOperation({ summary: 'Reverse a gift with a reason: a new entry, never an edit; once only' })
  async reverse(@Param('id') id: string, @Body() body: ReverseDonationDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ReverseDonationCommand(id, body.reason, byUser(actor))));
  }
}

/** Counting teams' batches: gifts entered into them, closed when they reconcile, then locked. */
@ApiTags('giving')
@Controller('batches')
export class BatchesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: GivingQueries,
  ) {}

  @Get()
  @Requires('giving.read')
  @Answers('BatchView[]')
  @ApiOperation({ summary: 'Every batch, newest first, with what was entered and counted' })
  list(): Promise<BatchView[]> {
    return this.queries.batches();
  }

  @Post()
  @Requires('giving.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: "Open a batch in the church's currency" })
  async create(@Body() body: CreateBatchDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new OpenBatchCommand(randomUUID(), body.name, body.receivedOn, byUser(actor))));
  }

  @Post(':id/close')
  @Requires('giving.write')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['BATCH_NOT_RECONCILED', 'BATCH_CLOSED'] })
  @ApiOperation({ summary: 'Close a batch with the counted total: 409 BATCH_NOT_RECONCILED (entered and counted in details) unless they agree' })
  async close(@Param('id') id: string, @Body() body: CloseBatchDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const counted = { minor: body.countedTotal.minor, currency: body.countedTotal.currency };
    return toCommandResult(await this.commands.execute(new CloseBatchCommand(id, counted, byUser(actor))));
  }
}

/** What the church received, by fund, for those who plan with it; and each member's own giving. */
@ApiTags('giving')
@Controller()
export class GivingTotalsController {
  constructor(private readonly queries: GivingQueries) {}

  @Get('giving/totals')
  @Requires('giving.totals.read')
  @Answers('GivingTotalsView')
  @ApiOperation({ summary: 'Totals by fund for a period, never who gave what' })
  totals(@Query() query: GivingTotalsQueryDto): Promise<GivingTotalsView> {
    return this.queries.totals(query);
  }

  @Get('me/giving')
  @SignedIn()
  @Answers('MyGivingView')
  @ApiOperation({ summary: "The signed-in member's own gifts and their total (none for an account without a member record)" })
  mine(@Actor() actor: CurrentUser): Promise<MyGivingView> {
    return this.queries.mine(actor.memberId);
  }
}
