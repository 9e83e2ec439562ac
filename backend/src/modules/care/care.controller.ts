import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Ip, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ListCareCommunicationsQueryDto,
  ListCareRequestsQueryDto,
  ListPastoralNotesQueryDto,
  LogCareCommunicationDto,
  OpenCareRequestDto,
  UpdateCareRequestDto,
  WritePastoralNoteDto,
  type CareAssigneeView,
  type CareCommunicationList,
  type CareRequestList,
  type CommandResult,
  type CurrentUser,
  type PastoralNoteList,
} from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { Feature } from '../../platform/availability/availability.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { Answers } from '../../platform/http/answers.decorator';
import { toCommandResult } from '../../platform/http/command-result.util';
import { IfMatch } from '../../platform/http/if-match.decorator';
import { CareChecks } from './commands/care-checks.service';
import { LogCareCommunicationCommand } from './commands/log-care-communication/log-care-communication.command';
import { OpenCareRequestCommand } from './commands/open-care-request/open-care-request.command';
import { UpdateCareRequestCommand } from './commands/update-care-request/update-care-request.command';
import { WritePastoralNoteCommand } from './commands/write-pastoral-note/write-pastoral-note.command';
import { CareQueriesService } from './queries/care-queries.service';

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);
const orClear = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

/**
 * Pastoral care: care requests and the communications log (care.read / care.write: pastors and the
 * church office), and confidential notes (pastoral-notes.read: pastors only, every read logged).
 */
@ApiTags('care')
@Feature('prayerCare')
@Controller()
export class CareController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: CareQueriesService,
    private readonly checks: CareChecks,
  ) {}

  @Get('care-requests')
  @Requires('care.read')
  @Answers('CareRequestList')
  @ApiOperation({ summary: 'Care requests (all, or one person’s): overdue ones first, resolved ones last' })
  requests(@Query() query: ListCareRequestsQueryDto): Promise<CareRequestList> {
    return this.queries.requests(query.memberId);
  }

  @Post('care-requests')
  @Requires('care.write')
  @Answers('CommandResult', { errors: ['MEMBER_ALREADY_MERGED'] })
  @ApiOperation({ summary: 'Open a care request for a person (type, urgency, assignee, follow-up date)' })
  async open(@Body() body: OpenCareRequestDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const request = {
      requestType: body.type,
      urgency: body.urgency,
      memberId: body.memberId,
      assignedTo: orNull(body.assignedTo),
      followUpOn: orNull(body.followUpOn),
    };
    return toCommandResult(await this.commands.execute(new OpenCareRequestCommand(randomUUID(), request, byUser(actor))));
  }

  @Patch('care-requests/:id')
  @Requires('care.write')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Move a care request on (open → in progress → resolved), reassign it, or set its follow-up (If-Match: the revision you last saw)' })
  async update(
    @Param('id') id: string,
    @Body() body: UpdateCareRequestDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    const changes = { status: body.status, urgency: body.urgency, assignedTo: orClear(body.assignedTo), followUpOn: orClear(body.followUpOn) };
    return toCommandResult(await this.commands.execute(new UpdateCareRequestCommand(id, changes, expected, byUser(actor))));
  }

  @Get('care-assignees')
  @Requires('care.write')
  @Answers('CareAssigneeView[]')
  @ApiOperation({ summary: 'Who a care request may be assigned to: accounts that may read care requests' })
  assignees(): Promise<CareAssigneeView[]> {
    return this.checks.assignees();
  }

  @Get('pastoral-notes')
  @Requires('pastoral-notes.read')
  @Answers('PastoralNoteList')
  @ApiOperation({ summary: 'A person’s confidential notes (or one care request’s), each read written to the security log' })
  notes(@Query() query: ListPastoralNotesQueryDto, @Actor() actor: CurrentUser, @Ip() ip: string): Promise<PastoralNoteList> {
    return this.queries.notes(query.memberId, query.careRequestId, actor, ip);
  }

  // The notes are the pastors' own: whoever may read them writes them.
  @Post('pastoral-notes')
  @Requires('pastoral-notes.read')
  @Answers('CommandResult', { errors: ['MEMBER_ALREADY_MERGED'] })
  @ApiOperation({ summary: 'Write a confidential note on a person or one of their care requests (sealed at rest)' })
  async writeNote(@Body() body: WritePastoralNoteDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const note = { memberId: body.memberId, careRequestId: body.careRequestId ?? null, text: body.text };
    return toCommandResult(await this.commands.execute(new WritePastoralNoteCommand(randomUUID(), note, byUser(actor))));
  }

  @Get('care-communications')
  @Requires('care.read')
  @Answers('CareCommunicationList')
  @ApiOperation({ summary: 'The communications log: one person’s, or everyone’s latest' })
  communications(@Query() query: ListCareCommunicationsQueryDto): Promise<CareCommunicationList> {
    return this.queries.communications(query.memberId);
  }

  @Post('care-communications')
  @Requires('care.write')
  @Answers('CommandResult', { errors: ['MEMBER_ALREADY_MERGED'] })
  @ApiOperation({ summary: 'Log a call, visit, email, letter or note with a person' })
  async logCommunication(@Body() body: LogCareCommunicationDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const entry = { memberId: body.memberId, kind: body.kind, summary: body.summary, occurredAt: body.occurredAt ?? null };
    return toCommandResult(await this.commands.execute(new LogCareCommunicationCommand(randomUUID(), entry, byUser(actor))));
  }
}
