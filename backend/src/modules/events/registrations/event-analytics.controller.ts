import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EventAnalyticsQueryDto, type EventAnalyticsView } from '@koinonia/contracts';
import { Requires } from '../../../platform/auth/access.decorator';
import { Feature } from '../../../platform/availability/availability.decorator';
import { Answers } from '../../../platform/http/answers.decorator';
import { EventAnalytics } from './event-analytics.service';

/** Event analytics: registrations against capacity, attendance by week and category, no-shows. */
@ApiTags('events')
@Feature('eventManagement')
@Controller('event-analytics')
export class EventAnalyticsController {
  constructor(private readonly analytics: EventAnalytics) {}

  @Get()
  @Requires('events.staff.read')
  @Answers('EventAnalyticsView')
  @ApiOperation({
    summary: 'Registrations against capacity per occurrence, check-ins per week, by category, and no-shows, between from and to (default: the last 12 weeks)',
  })
  overview(@Query() query: EventAnalyticsQueryDto): Promise<EventAnalyticsView> {
    return this.analytics.overview(query.from, query.to);
  }
}
