import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SongDto,
  SongsQueryDto,
  SongUsageQueryDto,
  WORSHIP_LIMITS,
  type CommandResult,
  type CurrentUser,
  type SongUsageRow,
  type SongView,
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
import { toCsv } from '../directory-export';
import { SongChartStore } from './attachments/song-chart.store';
import { AddSongCommand } from './commands/add-song/add-song.command';
import { AttachSongChartCommand } from './commands/attach-song-chart/attach-song-chart.command';
import { ChangeSongCommand } from './commands/change-song/change-song.command';
import { DetachSongChartCommand } from './commands/detach-song-chart/detach-song-chart.command';
import { RemoveSongCommand } from './commands/remove-song/remove-song.command';
import type { SongDetails } from './domain/song.events';
import { WorshipQueriesService } from './queries/worship-queries.service';

function detailsOf(body: SongDto): SongDetails {
  return {
    title: body.title,
    authors: body.authors ?? '',
    ccliNumber: body.ccliNumber ?? '',
    key: body.key ?? '',
    tempo: body.tempo ?? null,
    tags: [...new Set((body.tags ?? []).filter(Boolean))],
    lyrics: body.lyrics ?? '',
  };
}

const USAGE_CSV_HEADER = ['Title', 'Authors', 'CCLI number', 'Uses'];

/** The song library: songs with their chord charts, and the CCLI song-usage report. */
@ApiTags('worship')
@Feature('programBuilder')
@Controller('songs')
export class SongsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: WorshipQueriesService,
    private readonly charts: SongChartStore,
  ) {}

  @Get()
  @Requires('worship.read')
  @Answers('SongView[]')
  @ApiOperation({ summary: 'The song library by title: every word of `q` in the title, authors, CCLI number or tags, and one tag' })
  list(@Query() query: SongsQueryDto): Promise<SongView[]> {
    return this.queries.searchSongs(query);
  }

  @Get('usage')
  @Requires('worship.report.read')
  @Answers('SongUsageRow[]')
  @ApiOperation({ summary: 'CCLI song usage: each song sung in the services from `from` to `to` (dates), with its CCLI number and how many times' })
  usage(@Query() query: SongUsageQueryDto): Promise<SongUsageRow[]> {
    return this.queries.usage(query);
  }

  @Get('usage.csv')
  @Requires('worship.report.read')
  @AnswersFile('text/csv')
  @ApiOperation({ summary: 'CCLI song usage as CSV (UTF-8 with a BOM): title, authors, CCLI number, uses' })
  async usageCsv(@Query() query: SongUsageQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const rows = await this.queries.usage(query);
    const csv = toCsv(
      USAGE_CSV_HEADER,
      rows.map((row) => [row.title, row.authors, row.ccliNumber, String(row.uses)]),
    );
    await reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `attachment; filename="song-usage-${query.from}-${query.to}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(Buffer.from(csv, 'utf8'));
  }

  @Post()
  @Requires('worship.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Add a song to the library' })
  async create(@Body() body: SongDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new AddSongCommand(randomUUID(), detailsOf(body), byUser(actor))));
  }

  @Get(':id')
  @Requires('worship.read')
  @Versioned()
  @Answers('SongView', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'A song, with its lyrics and chord charts' })
  get(@Param('id') id: string): Promise<SongView> {
    return this.queries.song(id);
  }

  @Put(':id')
  @Requires('worship.write')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Change a song (every detail as it should now be). If-Match: the revision you last saw' })
  async change(@Param('id') id: string, @Body() body: SongDto, @IfMatch() expected: number | undefined, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeSongCommand(id, detailsOf(body), expected, byUser(actor))));
  }

  @Delete(':id')
  @Requires('worship.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Take a song out of the library (programs keep their items; the usage report still names it)' })
  async remove(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RemoveSongCommand(id, byUser(actor))));
  }

  @Post(':id/attachments')
  @Requires('worship.write')
  @AcceptsUpload()
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'UPLOAD_FAILED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'] })
  @ApiOperation({ summary: 'Attach a chord chart to a song (multipart, field `file`: PDF, PNG, JPEG or WebP)' })
  async attach(@Param('id') id: string, @Req() request: FastifyRequest, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const file = await readUploadedFile(request, { maxBytes: WORSHIP_LIMITS.attachmentBytes });
    return toCommandResult(await this.commands.execute(new AttachSongChartCommand(id, randomUUID(), file, byUser(actor))));
  }

  @Get(':id/attachments/:attachmentId')
  @Requires('worship.read')
  @AnswersFile('application/octet-stream', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'A chord chart of a song, as it was uploaded' })
  async attachment(@Param('id') id: string, @Param('attachmentId') attachmentId: string, @Res() reply: FastifyReply): Promise<void> {
    const song = await this.queries.song(id);
    const attachment = song.attachments.find((a) => a.id === attachmentId);
    const bytes = attachment ? await this.charts.read(attachment.id) : null;
    if (!attachment || !bytes) throw new DomainError('NOT_FOUND');
    const filename = attachment.filename.replace(/[^\w.\- ]/g, '_');
    await reply
      .header('Cache-Control', 'private, max-age=3600')
      .header('Content-Disposition', `inline; filename="${filename}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .type(attachment.mediaType)
      .send(bytes);
  }

  @Delete(':id/attachments/:attachmentId')
  @Requires('worship.write')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Remove a chord chart from a song' })
  async detach(@Param('id') id: string, @Param('attachmentId') attachmentId: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new DetachSongChartCommand(id, attachmentId, byUser(actor))));
  }
}
