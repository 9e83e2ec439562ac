import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateGatheringDto,
  GatheringAttendanceQueryDto,
  RecordAttendanceDto,
  RecordHeadcountDto,
  type AttendancePerson,
  type CommandResult,
  type CurrentUser,
  type GatheringAttendanceView,
  type GatheringSummary,
  type GatheringView,
  type MemberAttendanceEntry,
} from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { Feature } from '../../platform/availability/availability.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { Answers } from '../../platform/http/answers.decorator';
import { toCommandResult } from '../../platform/http/command-result.util';
import { Versioned } from '../../platform/http/versioned.decorator';
import { RecordAttendanceCommand } from './commands/record-attendance/record-attendance.command';
import { RecordHeadcountCommand } from './commands/record-headcount/record-headcount.command';
import { ScheduleGatheringCommand } from './commands/schedule-gathering/schedule-gathering.command';
import { GatheringQueriesService } from './queries/gathering-queries.service';

/** Services and meetings, and who came: reads through the query service, writes as commands. */
@ApiTags('attendance')
@Feature('memberDirectory')
@Controller('gatherings')
export class GatheringsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: GatheringQueriesService,
  ) {}

  @Get()
  @Requires('attendance.read')
  @Answers('GatheringSummary[]')
  @ApiOperation({ summary: 'The gatherings, each with its latest occurrence' })
  list(): Promise<GatheringSummary[]> {
    return this.queries.list();
  }

  @Post()
  @Requires('attendance.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Schedule a service or meeting (once, weekly, monthly, or by an RRULE)' })
  async create(@Body() body: CreateGatheringDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const gathering = { name: body.name, kind: body.kind, startsAt: body.startsAt, repeat: body.repeat ?? 'once', rrule: body.rrule ?? null };
    return toCommandResult(await this.commands.execute(new ScheduleGatheringCommand(randomUUID(), gathering, byUser(actor))));
  }

  @Get('register')
  @Requires('attendance.write')
  @Answers('AttendancePerson[]')
  @ApiOperation({ summary: 'Everyone a register may tick: the active directory, names only' })
  register(): Promise<AttendancePerson[]> {
    return this.queries.register();
  }

  @Get(':id')
  @Requires('attendance.read')
  @Versioned()
  @Answers('GatheringView')
  @ApiOperation({ summary: 'A gathering with its recent occurrences (the trend) and the next one' })
  get(@Param('id') id: string): Promise<GatheringView> {
    return this.queries.get(id);
  }

  @Get(':id/attendance')
  @Requires('attendance.read')
  @Answers('GatheringAttendanceView')
  @ApiOperation({ summary: 'Who came to an occurrence (the latest that has begun when none is named)' })
  attendance(@Param('id') id: string, @Query() query: GatheringAttendanceQueryDto): Promise<GatheringAttendanceView> {
    return this.queries.attendance(id, query.occurrence);
  }

  @Post(':id/attendance')
  @Requires('attendance.write')
  @Answers('CommandResult', { errors: ['MEMBER_NOT_FOUND'] })
  @ApiOperation({ summary: 'Record who was there; recording someone twice counts them once' })
  async record(@Param('id') id: string, @Body() body: RecordAttendanceDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RecordAttendanceCommand(id, body.memberIds, body.occurrence, randomUUID(), byUser(actor))));
  }

  @Post(':id/headcount')
  @Requires('attendance.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Record an anonymous count for an occurrence, replacing the last one' })
  async headcount(@Param('id') id: string, @Body() body: RecordHeadcountDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RecordHeadcountCommand(id, body.count, body.occurrence, byUser(actor))));
  }
}

/** A person's attendance, beside their profile's other parts. */
@ApiTags('attendance')
@Feature('memberDirectory')
@Controller('members')
export class MemberAttendanceController {
  constructor(private readonly queries: GatheringQueriesService) {}

  // members.read opens the route; the query admits the person themself or a holder of attendance.read.
  @Get(':id/attendance')
  @Requires('members.read')
  @Answers('MemberAttendanceEntry[]', { errors: ['MEMBER_NOT_FOUND'] })
  @ApiOperation({ summary: "A person's attendance, newest first (the person themself, or attendance.read)" })
  ofMember(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<MemberAttendanceEntry[]> {
    return this.queries.ofMember(id, actor);
  }
}
