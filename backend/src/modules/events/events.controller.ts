import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ChangeEventDto,
  ChangeOccurrenceDto,
  CreateEventDto,
  CreateEventResourceDto,
  CreateEventRoomDto,
  EVENT_LIMITS,
  EventsQueryDto,
  FreeRoomsQueryDto,
  type BookableView,
  type CommandResult,
  type CurrentUser,
  type EventOccurrenceView,
  type CalendarWindowView,
  type EventView,
} from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { Feature } from '../../platform/availability/availability.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { DomainError } from '../../platform/errors/domain-error';
import { Answers, AnswersFile } from '../../platform/http/answers.decorator';
import { toCommandResult } from '../../platform/http/command-result.util';
import { IfMatch } from '../../platform/http/if-match.decorator';
import { AcceptsUpload, readUploadedFile } from '../../platform/http/uploaded-file.util';
import { Versioned } from '../../platform/http/versioned.decorator';
import { AddBookableCommand } from './commands/add-bookable/add-bookable.command';
import { CancelEventCommand } from './commands/cancel-event/cancel-event.command';
import { CancelOccurrenceCommand } from './commands/cancel-occurrence/cancel-occurrence.command';
import { ChangeEventCommand } from './commands/change-event/change-event.command';
import { ChangeEventImageCommand } from './commands/change-event-image/change-event-image.command';
import { ChangeOccurrenceCommand } from './commands/change-occurrence/change-occurrence.command';
import type { EventInput } from './commands/event-input.type';
import { ScheduleEventCommand } from './commands/schedule-event/schedule-event.command';
import { EventImageStore } from './images/event-image.store';
import { EventQueriesService } from './queries/event-queries.service';

function inputOf(body: CreateEventDto): EventInput {
  return {
    title: body.title,
    description: body.description ?? '',
    category: body.category,
    startsAt: body.startsAt,
    endsAt: body.endsAt,
    allDay: body.allDay ?? false,
    recurrence: body.recurrence || null,
    location: body.location ?? '',
    roomId: body.roomId ?? null,
    resourceIds: body.resourceIds ?? [],
    setupMinutes: body.setupMinutes ?? 0,
    teardownMinutes: body.teardownMinutes ?? 0,
    capacity: body.capacity ?? null,
    registration: body.registration ?? 'closed',
    registrationDeadline: body.registrationDeadline ?? null,
    visibility: body.visibility ?? 'members',
  };
}

/** The fields a change names (absent ones stay as they are; `recurrence: ''` or null makes it a one-off). */
function changesOf(body: ChangeEventDto): Partial<EventInput> {
  const changes: Partial<EventInput> = { ...body };
  if (body.recurrence === '') changes.recurrence = null;
  delete (changes as { scope?: unknown }).scope;
  return changes;
}

/** The calendar: events and their occurrences. Reads by visibility, writes as commands (events.write). */
@ApiTags('events')
@Feature('eventManagement')
@Controller('events')
export class EventsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: EventQueriesService,
    private readonly images: EventImageStore,
  ) {}

  @Get()
  @Requires('congregation.read')
  // A month of a busy church's calendar is thousands of occurrences.
  @Answers('EventOccurrenceView[]', { serializeBySchema: true })
  @ApiOperation({ summary: 'The occurrences in a window (default: the next 31 days) the reader may see, by category and words; recurring events expanded' })
  list(@Query() query: EventsQueryDto, @Actor() actor: CurrentUser): Promise<EventOccurrenceView[]> {
    return this.queries.occurrences(query, actor);
  }

  @Get('calendar')
  @Requires('congregation.read')
  // JSON.stringify, not the schema's serializer: the window's objects are narrow and few kinds, and V8's
  // native writer makes one flat string (the compiled serializer's concatenations were flattened again to
  // be measured and hashed before compression).
  @Answers('CalendarWindowView')
  @ApiOperation({
    summary: "The calendar's window: the occurrences GET /api/events lists for the same query, in the same order, each event's shared fields given once",
  })
  calendar(@Query() query: EventsQueryDto, @Actor() actor: CurrentUser): Promise<CalendarWindowView> {
    return this.queries.calendarWindow(query, actor);
  }

  @Post()
  @Requires('events.write')
  @Answers('CommandResult', { errors: ['EVENT_CONFLICT'] })
  @ApiOperation({ summary: 'Schedule an event (once, or by an RRULE), booking its room and resources; a clash is 409 EVENT_CONFLICT' })
  async create(@Body() body: CreateEventDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ScheduleEventCommand(randomUUID(), inputOf(body), byUser(actor))));
  }

  @Get(':id')
  @Requires('congregation.read')
  @Versioned()
  @Answers('EventView')
  @ApiOperation({ summary: 'An event as written: its rule, its exceptions and its next occurrence' })
  get(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<EventView> {
    return this.queries.get(id, actor);
  }

  @Patch(':id')
  @Requires('events.write')
  @Answers('CommandResult', { errors: ['EVENT_CONFLICT'] })
  @ApiOperation({ summary: 'Change the whole series (the fields given). If-Match: the revision you last saw' })
  async change(
    @Param('id') id: string,
    @Body() body: ChangeEventDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeEventCommand(id, changesOf(body), expected, byUser(actor))));
  }

  @Post(':id/cancel')
  @Requires('events.write')
  @HttpCode(200)
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Cancel an event, every occurrence, freeing its room and resources' })
  async cancel(@Param('id') id: string, @IfMatch() expected: number | undefined, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new CancelEventCommand(id, expected, byUser(actor))));
  }

  @Put(':id/image')
  @Requires('events.write')
  @AcceptsUpload()
  @Answers('CommandResult', { errors: ['UPLOAD_FAILED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'] })
  @ApiOperation({ summary: "Upload the event's image (multipart, field `file`: JPEG, PNG or WebP; resized and kept as WebP without its metadata)" })
  async changeImage(@Param('id') id: string, @Req() request: FastifyRequest, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const file = await readUploadedFile(request, { maxBytes: EVENT_LIMITS.imageBytes });
    return toCommandResult(await this.commands.execute(new ChangeEventImageCommand(id, randomUUID(), file, byUser(actor))));
  }

  @Delete(':id/image')
  @Requires('events.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: "Remove the event's image" })
  async removeImage(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeEventImageCommand(id, randomUUID(), null, byUser(actor))));
  }

  @Get(':id/image')
  @Requires('congregation.read')
  @AnswersFile('image/webp')
  @ApiOperation({ summary: "The event's image as WebP, to whoever may see the event" })
  async image(@Param('id') id: string, @Actor() actor: CurrentUser, @Res() reply: FastifyReply): Promise<void> {
    const imageId = await this.queries.imageOf(id, actor);
    const bytes = imageId ? await this.images.read(imageId) : null;
    if (!bytes) throw new DomainError('NOT_FOUND');
    // Private: a staff event's image must not be handed by a shared cache to someone else.
    await reply.header('Cache-Control', 'private, max-age=86400').type('image/webp').send(bytes);
  }

  @Patch(':id/occurrences/:date')
  @Requires('events.write')
  @Answers('CommandResult', { errors: ['EVENT_CONFLICT'] })
  @ApiOperation({ summary: 'Change one occurrence (scope this) or it and every later one (scope following: answers the new event continuing the series)' })
  async changeOccurrence(
    @Param('id') id: string,
    @Param('date') date: string,
    @Body() body: ChangeOccurrenceDto,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeOccurrenceCommand(id, date, body.scope, changesOf(body), randomUUID(), byUser(actor))));
  }

  @Post(':id/occurrences/:date/cancel')
  @Requires('events.write')
  @HttpCode(200)
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Cancel one occurrence of a series, named by its scheduled date in the church’s zone' })
  async cancelOccurrence(@Param('id') id: string, @Param('date') date: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new CancelOccurrenceCommand(id, date, byUser(actor))));
  }
}

/** Rooms and resources events book. */
@ApiTags('events')
@Feature('eventManagement')
@Controller()
export class BookablesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: EventQueriesService,
  ) {}

  @Get('rooms')
  @Requires('events.staff.read')
  @Answers('BookableView[]')
  @ApiOperation({ summary: 'The rooms, with their capacity' })
  rooms(): Promise<BookableView[]> {
    return this.queries.bookablesOf('room');
  }

  @Get('rooms/free')
  @Requires('events.staff.read')
  @Answers('BookableView[]')
  @ApiOperation({ summary: 'The rooms with no booking (setup and teardown included) anywhere between from and to' })
  free(@Query() query: FreeRoomsQueryDto): Promise<BookableView[]> {
    return this.queries.freeRooms(query.from, query.to);
  }

  @Post('rooms')
  @Requires('events.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Add a room events can book' })
  async addRoom(@Body() body: CreateEventRoomDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new AddBookableCommand(randomUUID(), 'room', body.name, body.capacity, byUser(actor))));
  }

  @Get('resources')
  @Requires('events.staff.read')
  @Answers('BookableView[]')
  @ApiOperation({ summary: 'The resources (a projector, the van, the kitchen)' })
  resources(): Promise<BookableView[]> {
    return this.queries.bookablesOf('resource');
  }

  @Post('resources')
  @Requires('events.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Add a resource events can book' })
  async addResource(@Body() body: CreateEventResourceDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new AddBookableCommand(randomUUID(), 'resource', body.name, null, byUser(actor))));
  }
}
