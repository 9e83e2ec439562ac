import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SEARCH_LIMITS, SearchQueryDto, type CurrentUser, type SearchResponse } from '@koinonia/contracts';
import { SignedIn } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { SearchRegistry } from '../../platform/search/search-registry.service';
import { OrganisationSettingsService } from '../organisation';
import { Answers } from '../../platform/http/answers.decorator';

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(
    private readonly registry: SearchRegistry,
    private readonly settings: OrganisationSettingsService,
  ) {}

  // Open to every signed-in user: each provider answers only for roles its permission allows.
  @Get()
  @SignedIn()
  @Answers('SearchResponse')
  @ApiOperation({ summary: 'Search every area the user may read (members, ...): best matches first' })
  async search(@Query() query: SearchQueryDto, @Actor() actor: CurrentUser): Promise<SearchResponse> {
    const limit = query.limit ?? SEARCH_LIMITS.defaultResults;
    return { query: query.q, results: await this.registry.search(query.q, limit, actor, (flag) => this.settings.isEnabled(flag)) };
  }
}
