import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ChangeCampaignDto,
  ChangePledgeDto,
  CreateCampaignDto,
  MakePledgeDto,
  type CampaignDetail,
  type CampaignView,
  type CommandResult,
  type CurrentUser,
  type MyPledgesView,
} from '@koinonia/contracts';
import { Requires, SignedIn } from '../../../platform/auth/access.decorator';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { byUser } from '../../../platform/commands/command-actor.type';
import { Answers } from '../../../platform/http/answers.decorator';
import { toCommandResult } from '../../../platform/http/command-result.util';
import { IfMatch } from '../../../platform/http/if-match.decorator';
import { Versioned } from '../../../platform/http/versioned.decorator';
import { ChangeCampaignCommand } from '../campaigns/commands/change-campaign/change-campaign.command';
import { OpenCampaignCommand } from '../campaigns/commands/open-campaign/open-campaign.command';
import { CancelPledgeCommand } from './commands/cancel-pledge/cancel-pledge.command';
import { ChangePledgeCommand } from './commands/change-pledge/change-pledge.command';
import { MakePledgeCommand } from './commands/make-pledge/make-pledge.command';
import { PledgeQueries } from './queries/pledge-queries.service';

const moneyOf = (amount: { minor: number; currency: string }) => ({ minor: amount.minor, currency: amount.currency });

/** Giving campaigns: opened and changed by the finance role; their totals read by those who read giving totals. */
@ApiTags('giving')
@Controller('campaigns')
export class CampaignsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PledgeQueries,
  ) {}

  @Get()
  @Requires('giving.totals.read')
  @Answers('CampaignView[]')
  @ApiOperation({ summary: 'Every campaign, newest first: goal, pledged and given (reversed gifts count nothing)' })
  list(): Promise<CampaignView[]> {
    return this.queries.campaigns();
  }

  @Post()
  @Requires('giving.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: "Open a campaign: its goal in the church's currency, its period and the funds whose gifts count toward it" })
  async create(@Body() body: CreateCampaignDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const campaign = {
      campaignId: randomUUID(),
      name: body.name,
      goal: moneyOf(body.goal),
      startsOn: body.startsOn,
      endsOn: body.endsOn,
      fundIds: [...body.fundIds],
    };
    return toCommandResult(await this.commands.execute(new OpenCampaignCommand(campaign, byUser(actor))));
  }

  @Get(':id')
  @Requires('giving.totals.read')
  @Versioned()
  @Answers('CampaignDetail', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'A campaign with pledged against given; each pledger with their progress only for readers of individual giving' })
  detail(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CampaignDetail> {
    return this.queries.campaign(id, actor);
  }

  @Patch(':id')
  @Requires('giving.write')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "Change a campaign's name, goal, period or funds; close or reopen it (status)" })
  async change(
    @Param('id') id: string,
    @Body() body: ChangeCampaignDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    const changes = {
      name: body.name,
      goal: body.goal ? moneyOf(body.goal) : undefined,
      startsOn: body.startsOn,
      endsOn: body.endsOn,
      fundIds: body.fundIds ? [...body.fundIds] : undefined,
    };
    return toCommandResult(await this.commands.execute(new ChangeCampaignCommand(id, changes, body.status, expected, byUser(actor))));
  }

  @Post(':id/pledges')
  @Requires('giving.pledge')
  @Answers('CommandResult', { errors: ['CAMPAIGN_CLOSED', 'ALREADY_PLEDGED', 'MEMBER_NOT_FOUND', 'NOT_FOUND'] })
  @ApiOperation({ summary: "Pledge to a campaign: one's own pledge, or (the finance role) a member's or a household's" })
  async pledge(@Param('id') id: string, @Body() body: MakePledgeDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const named = { memberId: body.memberId, householdId: body.householdId };
    return toCommandResult(await this.commands.execute(new MakePledgeCommand(randomUUID(), id, moneyOf(body.amount), named, body.note || null, byUser(actor))));
  }
}

/** Pledges: changed or cancelled by the pledger themselves, or the finance role; each member's own. */
@ApiTags('giving')
@Controller()
export class PledgesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PledgeQueries,
  ) {}

  @Patch('pledges/:id')
  @Requires('giving.pledge')
  @Answers('CommandResult', { errors: ['CAMPAIGN_CLOSED', 'NOT_FOUND'] })
  @ApiOperation({ summary: "Change a pledge's amount (one's own, or any for the finance role)" })
  async change(
    @Param('id') id: string,
    @Body() body: ChangePledgeDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangePledgeCommand(id, moneyOf(body.amount), expected, byUser(actor))));
  }

  @Post('pledges/:id/cancel')
  @Requires('giving.pledge')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['CAMPAIGN_CLOSED', 'NOT_FOUND'] })
  @ApiOperation({ summary: 'Cancel a pledge (one’s own, or any for the finance role); the pledger may pledge again' })
  async cancel(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new CancelPledgeCommand(id, byUser(actor))));
  }

  @Get('me/pledges')
  @SignedIn()
  @Answers('MyPledgesView')
  @ApiOperation({ summary: "The signed-in member's pledges (and their household's) with what they gave toward each, and the open campaigns" })
  mine(@Actor() actor: CurrentUser): Promise<MyPledgesView> {
    return this.queries.mine(actor.memberId);
  }
}
