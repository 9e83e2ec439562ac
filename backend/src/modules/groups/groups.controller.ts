import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  GroupDetailsDto,
  JoinGroupDto,
  ListGroupsQueryDto,
  RecordGroupMeetingDto,
  type CommandResult,
  type CurrentUser,
  type GroupMeetingView,
  type GroupPage,
  type GroupRoster,
  type GroupView,
  type MemberGroupEntry,
} from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { Answers } from '../../platform/http/answers.decorator';
import { toCommandResult } from '../../platform/http/command-result.util';
import { IfMatch } from '../../platform/http/if-match.decorator';
import { Versioned } from '../../platform/http/versioned.decorator';
import { AnswerJoinRequestCommand } from './commands/answer-join-request/answer-join-request.command';
import { ArchiveGroupCommand } from './commands/archive-group/archive-group.command';
import { ChangeGroupDetailsCommand } from './commands/change-group-details/change-group-details.command';
import { CreateGroupCommand } from './commands/create-group/create-group.command';
import { LeaveGroupCommand } from './commands/leave-group/leave-group.command';
import { RecordGroupMeetingCommand } from './commands/record-group-meeting/record-group-meeting.command';
import { RequestToJoinGroupCommand } from './commands/request-to-join-group/request-to-join-group.command';
import type { GroupDetails } from './domain/group.events';
import { GroupQueriesService } from './queries/group-queries.service';

function detailsOf(body: GroupDetailsDto): GroupDetails {
  return {
    name: body.name,
    description: body.description ?? '',
    leaderIds: [...new Set(body.leaderIds)],
    meetingDay: body.meetingDay ?? null,
    meetingTime: body.meetingTime ?? '',
    place: body.place ?? '',
    onlineLink: body.onlineLink ?? '',
    capacity: body.capacity ?? null,
    openness: body.openness,
    ministry: body.ministry ?? '',
    campus: body.campus ?? '',
    tags: body.tags ?? [],
  };
}

/**
 * Study groups. Routes that a group's own leaders use are opened by groups.read; their handlers
 * (or the query service) admit the group's leaders and the holders of the wider permission, and
 * refuse everyone else with 403.
 */
@ApiTags('groups')
@Controller('groups')
export class GroupsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: GroupQueriesService,
  ) {}

  @Get()
  @Requires('groups.read')
  @Answers('GroupPage')
  @ApiOperation({ summary: 'Search and filter the groups (tag, day, open only)' })
  list(@Query() query: ListGroupsQueryDto, @Actor() actor: CurrentUser): Promise<GroupPage> {
    return this.queries.list(query, actor);
  }

  @Post()
  @Requires('groups.manage')
  @Answers('CommandResult', { errors: ['MEMBER_NOT_FOUND', 'MEMBER_ALREADY_MERGED'] })
  @ApiOperation({ summary: 'Start a group with its leaders' })
  async create(@Body() body: GroupDetailsDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new CreateGroupCommand(randomUUID(), detailsOf(body), byUser(actor))));
  }

  @Get(':id')
  @Requires('groups.read')
  @Versioned()
  @Answers('GroupView', { errors: ['GROUP_NOT_FOUND'] })
  @ApiOperation({ summary: 'A group: its description, leaders and how full it is (no roster)' })
  get(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<GroupView> {
    return this.queries.get(id, actor);
  }

  @Put(':id')
  @Requires('groups.read')
  @Answers('CommandResult', { errors: ['GROUP_NOT_FOUND', 'GROUP_ARCHIVED', 'MEMBER_NOT_FOUND', 'MEMBER_ALREADY_MERGED'] })
  @ApiOperation({ summary: 'Change a group (its leaders, or groups.manage; changing who leads takes groups.manage). If-Match: the revision you last saw' })
  async change(
    @Param('id') id: string,
    @Body() body: GroupDetailsDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeGroupDetailsCommand(id, detailsOf(body), expected, byUser(actor))));
  }

  @Post(':id/archive')
  @Requires('groups.manage')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['GROUP_NOT_FOUND'] })
  @ApiOperation({ summary: 'Archive a group (kept with its history, gone from the list)' })
  async archive(@Param('id') id: string, @IfMatch() expected: number | undefined, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ArchiveGroupCommand(id, expected, byUser(actor))));
  }

  @Get(':id/roster')
  @Requires('groups.read')
  @Answers('GroupRoster', { errors: ['GROUP_NOT_FOUND'] })
  @ApiOperation({ summary: "A group's members with their contact details, and its pending requests (its leaders, or groups.rosters.read)" })
  roster(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<GroupRoster> {
    return this.queries.roster(id, actor);
  }

  @Post(':id/join-requests')
  @Requires('groups.read')
  @Answers('CommandResult', {
    errors: ['GROUP_NOT_FOUND', 'GROUP_ARCHIVED', 'GROUP_CLOSED', 'GROUP_FULL', 'GROUP_ALREADY_JOINED', 'MEMBER_NOT_FOUND', 'MEMBER_ALREADY_MERGED'],
  })
  @ApiOperation({ summary: 'Ask to join an open group, for yourself (a closed or full group refuses)' })
  async requestToJoin(@Param('id') id: string, @Body() body: JoinGroupDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RequestToJoinGroupCommand(id, body.message ?? '', byUser(actor))));
  }

  @Post(':id/join-requests/:memberId/approve')
  @Requires('groups.read')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['GROUP_NOT_FOUND', 'GROUP_REQUEST_NOT_FOUND', 'GROUP_FULL'] })
  @ApiOperation({ summary: "Approve a request to join (the group's leaders, or groups.manage); the person is told" })
  async approve(@Param('id') id: string, @Param('memberId') memberId: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new AnswerJoinRequestCommand(id, memberId, 'approve', byUser(actor))));
  }

  @Post(':id/join-requests/:memberId/decline')
  @Requires('groups.read')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['GROUP_NOT_FOUND', 'GROUP_REQUEST_NOT_FOUND'] })
  @ApiOperation({ summary: "Decline a request to join (the group's leaders, or groups.manage); the person is told" })
  async decline(@Param('id') id: string, @Param('memberId') memberId: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new AnswerJoinRequestCommand(id, memberId, 'decline', byUser(actor))));
  }

  @Delete(':id/members/:memberId')
  @Requires('groups.read')
  @Answers('CommandResult', { errors: ['GROUP_NOT_FOUND', 'GROUP_MEMBERSHIP_NOT_FOUND'] })
  @ApiOperation({ summary: "Leave a group or withdraw a request (yourself), or take someone off the roster (the group's leaders, or groups.manage)" })
  async leave(@Param('id') id: string, @Param('memberId') memberId: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new LeaveGroupCommand(id, memberId, byUser(actor))));
  }

  @Get(':id/meetings')
  @Requires('groups.read')
  @Answers('GroupMeetingView[]', { errors: ['GROUP_NOT_FOUND'] })
  @ApiOperation({ summary: "A group's meetings and who came, newest first (its leaders, or groups.rosters.read)" })
  meetings(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<GroupMeetingView[]> {
    return this.queries.meetingsOf(id, actor);
  }

  @Post(':id/meetings')
  @Requires('groups.read')
  @Answers('CommandResult', { errors: ['GROUP_NOT_FOUND', 'GROUP_ARCHIVED', 'GROUP_MEMBERSHIP_NOT_FOUND'] })
  @ApiOperation({ summary: "Record a meeting and who came (the group's leaders, or groups.manage); the answer's id is the meeting's" })
  async recordMeeting(@Param('id') id: string, @Body() body: RecordGroupMeetingDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const meeting = { date: body.date, topic: body.topic ?? '', attendeeIds: body.attendeeIds };
    return toCommandResult(await this.commands.execute(new RecordGroupMeetingCommand(id, randomUUID(), meeting, byUser(actor))));
  }
}

/** A person's groups, for their profile. */
@ApiTags('groups')
@Controller('members')
export class MemberGroupsController {
  constructor(private readonly queries: GroupQueriesService) {}

  // groups.read opens the route; the query admits the person themself or a holder of groups.rosters.read.
  @Get(':id/groups')
  @Requires('groups.read')
  @Answers('MemberGroupEntry[]', { errors: ['MEMBER_NOT_FOUND'] })
  @ApiOperation({ summary: "A person's active groups and their place in each: leader, member or asked to join (the person themself, or groups.rosters.read)" })
  ofMember(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<MemberGroupEntry[]> {
    return this.queries.ofMember(id, actor);
  }
}
