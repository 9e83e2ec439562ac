import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AddVolunteerBlockoutDto,
  AddVolunteerPositionDto,
  AddVolunteerRequirementDto,
  AssignVolunteerDto,
  CreateVolunteerSlotDto,
  CreateVolunteerTeamDto,
  DeclineVolunteerAssignmentDto,
  DeclineVolunteerByLinkDto,
  QualifyVolunteerDto,
  RecordVolunteerRequirementDto,
  VolunteerAutoFillQueryDto,
  VolunteerFillRateQueryDto,
  VolunteerLinkDto,
  VolunteerSlotsQueryDto,
  type CommandResult,
  type CurrentUser,
  type VolunteerAssignmentView,
  type VolunteerAutoFillProposal,
  type VolunteerBlockoutView,
  type VolunteerCandidateView,
  type VolunteerFillRateView,
  type VolunteerSlotView,
  type VolunteerTeamView,
} from '@koinonia/contracts';
import { Public, Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { Feature } from '../../platform/availability/availability.decorator';
import { byUser, bySystem } from '../../platform/commands/command-actor.type';
import { DomainError } from '../../platform/errors/domain-error';
import { Answers } from '../../platform/http/answers.decorator';
import { toCommandResult } from '../../platform/http/command-result.util';
import { Versioned } from '../../platform/http/versioned.decorator';
import { AddVolunteerBlockoutCommand } from './commands/add-volunteer-blockout/add-volunteer-blockout.command';
import { AddVolunteerPositionCommand } from './commands/add-volunteer-position/add-volunteer-position.command';
import { AddVolunteerRequirementCommand } from './commands/add-volunteer-requirement/add-volunteer-requirement.command';
import { AssignVolunteerCommand } from './commands/assign-volunteer/assign-volunteer.command';
import { ConfirmVolunteerAssignmentCommand } from './commands/confirm-volunteer-assignment/confirm-volunteer-assignment.command';
import { CreateVolunteerTeamCommand } from './commands/create-volunteer-team/create-volunteer-team.command';
import { DeclineVolunteerAssignmentCommand } from './commands/decline-volunteer-assignment/decline-volunteer-assignment.command';
import { OpenVolunteerSlotCommand } from './commands/open-volunteer-slot/open-volunteer-slot.command';
import { QualifyVolunteerCommand } from './commands/qualify-volunteer/qualify-volunteer.command';
import { RecordVolunteerRequirementCommand } from './commands/record-volunteer-requirement/record-volunteer-requirement.command';
import { RemoveVolunteerBlockoutCommand } from './commands/remove-volunteer-blockout/remove-volunteer-blockout.command';
import { SignUpForSlotCommand } from './commands/sign-up-for-slot/sign-up-for-slot.command';
import { DEFAULT_REMINDER_DAYS } from './domain/volunteer-team.events';
import { VolunteerLinks, type VolunteerAnswer } from './mail/volunteer-links.service';
import { VolunteerQueriesService } from './queries/volunteer-queries.service';

/** Teams, their positions and requirements, and who is qualified: the office runs them, a team's leaders keep its people. */
@ApiTags('volunteers')
@Feature('volunteerScheduling')
@Controller('volunteer-teams')
export class VolunteerTeamsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: VolunteerQueriesService,
  ) {}

  @Get()
  @Requires('volunteers.read')
  @Answers('VolunteerTeamView[]')
  @ApiOperation({ summary: 'Every team with its positions, requirements and qualified members' })
  list(@Actor() actor: CurrentUser): Promise<VolunteerTeamView[]> {
    return this.queries.teamList(actor);
  }

  @Post()
  @Requires('volunteers.manage')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Start a team, naming the members who lead it' })
  async create(@Body() body: CreateVolunteerTeamDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(
      await this.commands.execute(
        new CreateVolunteerTeamCommand(
          randomUUID(),
          body.name,
          body.ministryId ?? null,
          body.leaderIds,
          body.reminderDays ?? DEFAULT_REMINDER_DAYS,
          byUser(actor),
        ),
      ),
    );
  }

  @Get(':id')
  @Requires('volunteers.read')
  @Versioned()
  @Answers('VolunteerTeamView')
  @ApiOperation({ summary: 'A team with its positions, requirements and qualified members' })
  get(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<VolunteerTeamView> {
    return this.queries.team(id, actor);
  }

  @Post(':id/positions')
  @Requires('volunteers.schedule')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Add a position to a team (its leaders, or volunteers.manage); answers the position id' })
  async addPosition(@Param('id') id: string, @Body() body: AddVolunteerPositionDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new AddVolunteerPositionCommand(id, randomUUID(), body.name, byUser(actor))));
  }

  @Post(':id/requirements')
  @Requires('volunteers.schedule')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Add a requirement (a background check) for the team or one position; answers the requirement id' })
  async addRequirement(@Param('id') id: string, @Body() body: AddVolunteerRequirementDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(
      await this.commands.execute(new AddVolunteerRequirementCommand(id, randomUUID(), body.name, body.positionId ?? null, byUser(actor))),
    );
  }

  @Put(':id/members/:memberId')
  @Requires('volunteers.schedule')
  @HttpCode(200)
  @Answers('CommandResult')
  @ApiOperation({ summary: 'The positions a member is qualified for on the team ([] takes them off it)' })
  async qualify(
    @Param('id') id: string,
    @Param('memberId') memberId: string,
    @Body() body: QualifyVolunteerDto,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new QualifyVolunteerCommand(id, memberId, body.positionIds, byUser(actor))));
  }

  @Put(':id/members/:memberId/requirements/:requirementId')
  @Requires('volunteers.schedule')
  @HttpCode(200)
  @Answers('CommandResult')
  @ApiOperation({ summary: 'When a member met a requirement, and the last day it holds' })
  async record(
    @Param('id') id: string,
    @Param('memberId') memberId: string,
    @Param('requirementId') requirementId: string,
    @Body() body: RecordVolunteerRequirementDto,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(
      await this.commands.execute(new RecordVolunteerRequirementCommand(id, memberId, requirementId, body.checkedOn, body.expiresOn ?? null, byUser(actor))),
    );
  }
}

/** The schedule: slots per occurrence and position, sign-ups, assignments and the answers to them. */
@ApiTags('volunteers')
@Feature('volunteerScheduling')
@Controller()
export class VolunteerScheduleController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: VolunteerQueriesService,
    private readonly links: VolunteerLinks,
  ) {}

  @Get('volunteer-slots')
  @Requires('volunteers.serve')
  @Answers('VolunteerSlotView[]')
  @ApiOperation({ summary: "One event's slots, or a week's (default this one), with places filled; the people on them for those who schedule the team" })
  slots(@Query() query: VolunteerSlotsQueryDto, @Actor() actor: CurrentUser): Promise<VolunteerSlotView[]> {
    return this.queries.slotList(query, actor);
  }

  @Post('volunteer-slots')
  @Requires('volunteers.schedule')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Ask for people in a team position at one occurrence of an event (the team’s leaders, or volunteers.manage)' })
  async openSlot(@Body() body: CreateVolunteerSlotDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(
      await this.commands.execute(new OpenVolunteerSlotCommand(randomUUID(), body.eventId, body.occurrenceStart, body.position, body.needed, byUser(actor))),
    );
  }

  @Post('volunteer-slots/:id/signups')
  @Requires('volunteers.serve')
  @Answers('CommandResult', { errors: ['VOLUNTEER_UNAVAILABLE'] })
  @ApiOperation({ summary: 'Take a place on a slot oneself; 409 VOLUNTEER_UNAVAILABLE (details.reason) when full, blocked out, busy then or not qualified' })
  async signUp(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new SignUpForSlotCommand(id, randomUUID(), byUser(actor))));
  }

  @Post('volunteer-slots/:id/assignments')
  @Requires('volunteers.schedule')
  @Answers('CommandResult', { errors: ['VOLUNTEER_UNAVAILABLE'] })
  @ApiOperation({ summary: 'Schedule a member on a slot (the team’s leaders, or volunteers.manage); answers the assignment id' })
  async assign(@Param('id') id: string, @Body() body: AssignVolunteerDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new AssignVolunteerCommand(id, randomUUID(), body.memberId, byUser(actor))));
  }

  @Get('volunteer-slots/:id')
  @Requires('volunteers.serve')
  @Answers('VolunteerSlotView')
  @ApiOperation({ summary: 'One slot, as the week’s list shows it (a notification’s link opens it); 404 when it is gone with its occurrence' })
  slot(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<VolunteerSlotView> {
    return this.queries.slot(id, actor);
  }

  @Get('volunteer-slots/:id/candidates')
  @Requires('volunteers.schedule')
  @Answers('VolunteerCandidateView[]')
  @ApiOperation({ summary: 'Who could fill a slot (or replace someone who declined): qualified members, free ones first, fewest recent services first' })
  candidates(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<VolunteerCandidateView[]> {
    return this.queries.candidates(id, actor);
  }

  @Get('volunteer-auto-fill')
  @Requires('volunteers.schedule')
  @Answers('VolunteerAutoFillProposal[]')
  @ApiOperation({ summary: "A fair rotation proposed for one slot's or a week's open places; nothing is scheduled until assigned" })
  autoFill(@Query() query: VolunteerAutoFillQueryDto, @Actor() actor: CurrentUser): Promise<VolunteerAutoFillProposal[]> {
    return this.queries.autoFill(query, actor);
  }

  @Get('volunteer-fill-rate')
  @Requires('volunteers.read')
  @Answers('VolunteerFillRateView[]')
  @ApiOperation({ summary: 'Places needed, filled and confirmed per team and week' })
  fillRate(@Query() query: VolunteerFillRateQueryDto): Promise<VolunteerFillRateView[]> {
    return this.queries.fillRate(query);
  }

  @Post('volunteer-assignments/:id/confirm')
  @Requires('volunteers.serve')
  @HttpCode(200)
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Confirm one’s own assignment' })
  async confirm(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ConfirmVolunteerAssignmentCommand(id, byUser(actor))));
  }

  @Post('volunteer-assignments/:id/decline')
  @Requires('volunteers.serve')
  @HttpCode(200)
  @Answers('CommandResult')
  @ApiOperation({
    summary: 'Decline one’s own assignment (or take someone off as the team’s leader), optionally saying why: the place is freed and the leaders told',
  })
  async decline(@Param('id') id: string, @Body() body: DeclineVolunteerAssignmentDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new DeclineVolunteerAssignmentCommand(id, byUser(actor), body?.reason ?? '')));
  }

  @Post('volunteer-assignments/:id/confirm-by-link')
  @Public()
  @HttpCode(200)
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Confirm from the signed link in the assignment email, without signing in' })
  async confirmByLink(@Param('id') id: string, @Body() body: VolunteerLinkDto): Promise<CommandResult> {
    this.requireLink(id, 'confirm', body.token);
    return toCommandResult(await this.commands.execute(new ConfirmVolunteerAssignmentCommand(id, bySystem())));
  }

  @Post('volunteer-assignments/:id/decline-by-link')
  @Public()
  @HttpCode(200)
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Decline from the signed link in the assignment email, without signing in' })
  async declineByLink(@Param('id') id: string, @Body() body: DeclineVolunteerByLinkDto): Promise<CommandResult> {
    this.requireLink(id, 'decline', body.token);
    return toCommandResult(await this.commands.execute(new DeclineVolunteerAssignmentCommand(id, bySystem(), body.reason ?? '')));
  }

  @Get('volunteer-assignments/:id/by-link')
  @Public()
  @Answers('VolunteerAssignmentView')
  @ApiOperation({ summary: 'The assignment a signed email link answers (either link), shown before answering, without signing in' })
  async byLink(@Param('id') id: string, @Query() query: VolunteerLinkDto): Promise<VolunteerAssignmentView> {
    if (!this.links.holds(id, 'confirm', query.token) && !this.links.holds(id, 'decline', query.token)) throw new DomainError('INVALID_TOKEN');
    return this.queries.assignmentOf(id);
  }

  private requireLink(assignmentId: string, answer: VolunteerAnswer, token: string): void {
    if (!this.links.holds(assignmentId, answer, token)) throw new DomainError('INVALID_TOKEN');
  }

  @Get('me/schedule')
  @Requires('volunteers.serve')
  @Answers('VolunteerAssignmentView[]')
  @ApiOperation({ summary: 'My assignments (from four weeks back) with where each stands' })
  schedule(@Actor() actor: CurrentUser): Promise<VolunteerAssignmentView[]> {
    return actor.memberId ? this.queries.schedule(actor.memberId) : Promise.resolve([]);
  }

  @Get('me/blockouts')
  @Requires('volunteers.serve')
  @Answers('VolunteerBlockoutView[]')
  @ApiOperation({ summary: 'The days I blocked out' })
  blockouts(@Actor() actor: CurrentUser): Promise<VolunteerBlockoutView[]> {
    return actor.memberId ? this.queries.blockoutsOf(actor.memberId) : Promise.resolve([]);
  }

  @Post('me/blockouts')
  @Requires('volunteers.serve')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Block out days I cannot serve (first to last)' })
  async addBlockout(@Body() body: AddVolunteerBlockoutDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new AddVolunteerBlockoutCommand(randomUUID(), body.from, body.to, body.note ?? '', byUser(actor))));
  }

  @Delete('me/blockouts/:id')
  @Requires('volunteers.serve')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Take back one of my blockouts' })
  async removeBlockout(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RemoveVolunteerBlockoutCommand(id, byUser(actor))));
  }
}
