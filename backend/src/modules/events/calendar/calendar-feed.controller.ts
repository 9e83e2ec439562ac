import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../platform/auth/access.decorator';
import { Feature } from '../../../platform/availability/availability.decorator';
import { AnswersFile } from '../../../platform/http/answers.decorator';
import { ChurchQuery } from '../../organisation';
import { EventQueriesService } from '../queries/event-queries.service';
import { icalFeed } from './ical-feed.util';

/** The church's public calendar as an iCal feed, for anyone's calendar app (no sign-in: only public events). */
@ApiTags('events')
@Feature('eventManagement')
@Controller('calendar')
export class CalendarFeedController {
  constructor(
    private readonly queries: EventQueriesService,
    private readonly church: ChurchQuery,
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
}
