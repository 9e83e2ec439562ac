import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EngagementQueryDto, type EngagementOverview, type EngagementScoreView } from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Feature } from '../../platform/availability/availability.decorator';
import { Answers } from '../../platform/http/answers.decorator';
import { EngagementQueriesService } from './queries/engagement-queries.service';

/** Engagement scores, read from the signal log: a person's on a day, explained, and the congregation's for the tab. */
@ApiTags('engagement')
@Feature('memberDirectory')
@Controller()
export class EngagementController {
  constructor(private readonly queries: EngagementQueriesService) {}

  @Get('members/:id/engagement')
  @Requires('engagement.read')
  @Answers('EngagementScoreView', { errors: ['MEMBER_NOT_FOUND'] })
  @ApiOperation({ summary: "A person's engagement score on a day (today when asOf is absent), with its parts and the events behind them" })
  ofMember(@Param('id') id: string, @Query() query: EngagementQueryDto): Promise<EngagementScoreView> {
    return this.queries.person(id, query.asOf);
  }

  @Get('engagement')
  @Requires('engagement.read')
  @Answers('EngagementOverview')
  @ApiOperation({ summary: 'The Engagement tab: the distribution of scores, the weekly trend, the high-potential and at-risk lists with their reasons' })
  overview(@Query() query: EngagementQueryDto): Promise<EngagementOverview> {
    return this.queries.overview(query.asOf);
  }
}
