import { Controller, Delete, Get, Inject, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { CalendarFeedView, CommandResult, CurrentUser } from '@koinonia/contracts';
import { Public, Requires } from '../../../platform/auth/access.decorator';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { byUser } from '../../../platform/commands/command-actor.type';
import type { AppConfig } from '../../../platform/config/app-config';
import { DomainError } from '../../../platform/errors/domain-error';
import { toCommandResult } from '../../../platform/http/command-result.util';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import { Feature } from '../../../platform/availability/availability.decorator';
import { Answers, AnswersFile } from '../../../platform/http/answers.decorator';
import { ChurchQuery } from '../../organisation';
import { EventQueriesService } from '../queries/event-queries.service';
import { IssueCalendarFeedCommand } from '../commands/issue-calendar-feed/issue-calendar-feed.command';
import { RevokeCalendarFeedCommand } from '../commands/revoke-calendar-feed/revoke-calendar-feed.command';
import { icalFeed } from './ical-feed.util';
import { PersonalFeed } from './personal-feed.service';

/** The church's public calendar as an iCal feed, for anyone's calendar app (no sign-in: only public events). */
@ApiTags('events')
@Feature('eventManagement')
@Controller('calendar')
export class CalendarFeedController {
  constructor(
    private readonly queries: EventQueriesService,
    private readonly church: ChurchQuery,
    private readonly personal: PersonalFeed,
  ) {}

  @Get('public.ics')
  @Public()
  @AnswersFile('text/calendar')
  @ApiOperation({ summary: 'The public events as an iCal feed: recurring events as RRULE and EXDATE in the church’s time zone' })
  async publicFeed(@Res() reply: FastifyReply): Promise<void> {
    const [{ events, roomNames }, church] = await Promise.all([this.queries.publicEvents(), this.church.current()]);
    const feed = icalFeed(church?.name ?? 'Calendar', events, roomNames);
    await reply.header('Content-Type', 'text/calendar; charset=utf-8').header('Content-Disposition', 'inline; filename="public.ics"').send(feed);
  }

  @Get('feeds/:token.ics')
  @Public()
  @AnswersFile('text/calendar')
  @ApiOperation({
    summary: 'A personal iCal feed, opened by its secret token (no session): the events its holder may see, their registrations marked; 404 once revoked',
  })
  async personalFeed(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    const feed = await this.personal.feed(token);
    if (feed === null) throw new DomainError('NOT_FOUND');
    // The address is a secret: no shared cache may keep what it opens.
    await reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', 'inline; filename="calendar.ics"')
      .send(feed);
  }
}

/** The signed-in user's personal calendar feed: create or rotate its secret address, or revoke it. */
@ApiTags('events')
@Feature('eventManagement')
@Controller('me/calendar-feed')
export class MyCalendarFeedController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @Requires('congregation.read')
  @Answers('CalendarFeedView')
  @ApiOperation({ summary: 'Create (or rotate) your personal iCal feed: its address, shown this once; the old one stops working' })
  async issue(@Actor() actor: CurrentUser): Promise<CalendarFeedView> {
    const done = await this.commands.execute(new IssueCalendarFeedCommand(actor.id, byUser(actor)));
    return { url: `${this.config.publicUrl}/api/calendar/feeds/${done.token}.ics`, token: done.token };
  }

  @Delete()
  @Requires('congregation.read')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Revoke your personal iCal feed: its address answers 404 from now on' })
  async revoke(@Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RevokeCalendarFeedCommand(actor.id, byUser(actor))));
  }
}
