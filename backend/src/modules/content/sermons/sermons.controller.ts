import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ChangeSermonDto,
  CreateSermonDto,
  SermonsQueryDto,
  type CommandResult,
  type CurrentUser,
  type ScripturePassage,
  type SermonFacets,
  type SermonPage,
  type SermonView,
} from '@koinonia/contracts';
import { Requires } from '../../../platform/auth/access.decorator';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { Feature } from '../../../platform/availability/availability.decorator';
import { byUser } from '../../../platform/commands/command-actor.type';
import { Answers } from '../../../platform/http/answers.decorator';
import { toCommandResult } from '../../../platform/http/command-result.util';
import { IfMatch } from '../../../platform/http/if-match.decorator';
import { Versioned } from '../../../platform/http/versioned.decorator';
import { ChangeSermonCommand } from './commands/change-sermon/change-sermon.command';
import { DraftSermonCommand } from './commands/draft-sermon/draft-sermon.command';
import { PublishSermonCommand } from './commands/publish-sermon/publish-sermon.command';
import { SermonQueries } from './queries/sermon-queries.service';

/** The sermon archive: read by everyone signed in (published sermons; drafts too for the media team), written by the media team (content.manage). */
@ApiTags('sermons')
@Feature('sermonLibrary')
@Controller('sermons')
export class SermonsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: SermonQueries,
  ) {}

  @Get()
  @Requires('congregation.read')
  @Answers('SermonPage')
  @ApiOperation({
    summary: 'The archive, newest first: search over title, speaker, series, scripture and transcript; filters by series, speaker, book and date',
  })
  list(@Query() query: SermonsQueryDto, @Actor() actor: CurrentUser): Promise<SermonPage> {
    return this.queries.list(query, actor);
  }

  @Get('facets')
  @Requires('congregation.read')
  @Answers('SermonFacets')
  @ApiOperation({ summary: "What the archive's filters offer: the series, speakers and books of the sermons the reader may see" })
  facets(@Actor() actor: CurrentUser): Promise<SermonFacets> {
    return this.queries.facets(actor);
  }

  @Post()
  @Requires('content.manage')
  @Answers('CommandResult', { errors: ['SCRIPTURE_INVALID'] })
  @ApiOperation({ summary: 'Write a sermon (kept as a draft until published); scripture as people write it ("Jn 3:16-18; Rom 8"), normalised or refused' })
  async create(@Body() body: CreateSermonDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new DraftSermonCommand(randomUUID(), body, byUser(actor))));
  }

  @Get(':id')
  @Requires('congregation.read')
  @Versioned()
  @Answers('SermonView', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'One sermon with its transcript (a draft only for the media team)' })
  get(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<SermonView> {
    return this.queries.get(id, actor);
  }

  @Get(':id/passages')
  @Requires('congregation.read')
  @Answers('ScripturePassage[]', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "The text of the sermon's scripture in the King James Version (1769, public domain)" })
  passages(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<ScripturePassage[]> {
    return this.queries.passages(id, actor);
  }

  @Patch(':id')
  @Requires('content.manage')
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'SCRIPTURE_INVALID'] })
  @ApiOperation({ summary: "Change a sermon's given fields (`media: null` removes the recording). If-Match: the revision you last saw" })
  async change(
    @Param('id') id: string,
    @Body() body: ChangeSermonDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeSermonCommand(id, body, expected, byUser(actor))));
  }

  @Post(':id/publish')
  @Requires('content.manage')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Publish a sermon: the congregation reads it and the podcast feeds list it' })
  async publish(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new PublishSermonCommand(id, true, byUser(actor))));
  }

  @Post(':id/unpublish')
  @Requires('content.manage')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Take a published sermon back to a draft: out of the archive for the congregation and out of the feeds' })
  async unpublish(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new PublishSermonCommand(id, false, byUser(actor))));
  }
}
