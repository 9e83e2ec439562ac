import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GivingAnalyticsQueryDto, type CurrentUser, type GivingAnalyticsView } from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { Answers } from '../../platform/http/answers.decorator';
import { GivingAnalytics } from './queries/giving-analytics.service';

/** Donation analytics: the numbers for those who plan with the giving; the donors' names only for those who read the gifts. */
@ApiTags('giving')
@Controller('giving/analytics')
export class GivingAnalyticsController {
  constructor(private readonly analytics: GivingAnalytics) {}

  @Get()
  @Requires('giving.totals.read')
  @Answers('GivingAnalyticsView')
  @ApiOperation({ summary: 'Totals by year, month and fund, the average gift, top, first-time and lapsed givers (named only for giving.read)' })
  get(@Query() query: GivingAnalyticsQueryDto, @Actor() actor: CurrentUser): Promise<GivingAnalyticsView> {
    return this.analytics.of(query, actor);
  }
}
