import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AddRestreamDestinationDto,
  can,
  LivestreamOptionsDto,
  ScheduleNextStreamDto,
  SetRestreamEnabledDto,
  TrimRecordingDto,
  type CommandResult,
  type CurrentUser,
  type LivestreamRecordingView,
  type LivestreamSettingsView,
  type LivestreamStatusView,
  type StreamKeyView,
} from '@koinonia/contracts';
import { Public, Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { SESSION_RESOLVER, type SessionResolver } from '../../platform/auth/session-resolver.token';
import { Feature } from '../../platform/availability/availability.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import type { AppConfig } from '../../platform/config/app-config';
import { DomainError } from '../../platform/errors/domain-error';
import { Answers, AnswersFile } from '../../platform/http/answers.decorator';
import { toCommandResult } from '../../platform/http/command-result.util';
import { APP_CONFIG } from '../../platform/platform.tokens';
import { parseRange, SermonRecordings } from '../content';
import {
  AddRestreamDestinationCommand,
  ChangeLivestreamOptionsCommand,
  RemoveRestreamDestinationCommand,
  RotateStreamKeyCommand,
  ScheduleNextStreamCommand,
  SetRestreamEnabledCommand,
  TrimRecordingCommand,
} from './commands/livestream.commands';
import { broadcastFolder, RtmpIngestService } from './ingest/rtmp-ingest.service';
import { HlsFiles } from './queries/hls-files';
import { LivestreamQueries } from './queries/livestream-queries.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HLS_FILE = /^(index\.m3u8|seg\d{5}\.ts)$/;
const RECORDING_FILE = /^(recording|trimmed)\.mp4$/;

/**
 * The livestream: everyone signed in watches (`congregation.read`), visitors too when the church
 * turns the public watch page on; the media team (`content.manage`) runs it.
 */
@ApiTags('livestream')
@Controller('livestream')
@Feature('livestreaming')
export class LivestreamController {
  /** Segments read once for every viewer (see HlsFiles). */
  private readonly hlsFiles = new HlsFiles();

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: LivestreamQueries,
    private readonly ingest: RtmpIngestService,
    @Inject(SESSION_RESOLVER) private readonly sessions: SessionResolver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sermonRecordings: SermonRecordings,
  ) {}

  /**
   * A past broadcast's recording: the media team's always; the congregation's once a published
   * sermon plays it (403 before); a visitor's never (NOT_FOUND, as an address that is not there).
   */
  private async mayPlay(recordingId: string, watcher: CurrentUser | null): Promise<void> {
    if (watcher && can(watcher.roles, 'content.manage')) return;
    if (!watcher || !(await this.queries.recording(recordingId))) throw new DomainError('NOT_FOUND');
    if (!(await this.sermonRecordings.published(recordingId))) throw new DomainError('AUTHORIZATION');
  }

  /**
   * Public so that the public watch page can answer; while it is off, the rule is checked here
   * as the guard would (a session, then congregation.read).
   */
  private async watcher(request: FastifyRequest): Promise<CurrentUser | null> {
    const session = await this.sessions.resolveSession(request.cookies?.[this.config.session.cookieName]);
    const user = session.status === 'valid' && !session.user.twoFactorSetupRequired ? session.user : null;
    if (user && can(user.roles, 'congregation.read')) return user;
    if (this.queries.publicWatch) return null;
    if (session.status === 'expired') throw new DomainError('AUTH_EXPIRED');
    if (!user) throw new DomainError('AUTH_REQUIRED');
    throw new DomainError('AUTHORIZATION');
  }

  @Get('status')
  @Public()
  @Answers('LivestreamStatusView', { errors: ['AUTH_REQUIRED', 'AUTH_EXPIRED', 'AUTHORIZATION'] })
  @ApiOperation({ summary: 'LIVE or offline, the viewers, and while offline the next scheduled stream (public when the public watch page is on)' })
  async status(@Req() request: FastifyRequest): Promise<LivestreamStatusView> {
    return this.queries.status(await this.watcher(request));
  }

  @Get('hls/:broadcastId/:file')
  @Public()
  @AnswersFile('application/vnd.apple.mpegurl', { errors: ['AUTH_REQUIRED', 'AUTH_EXPIRED', 'AUTHORIZATION', 'NOT_FOUND'] })
  @ApiOperation({
    summary:
      "The live broadcast's HLS playlist and segments (as the status); a past broadcast's for the media team, and for everyone signed in once a published sermon plays it",
  })
  async hls(@Param('broadcastId') broadcastId: string, @Param('file') file: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // Who asks first: without a session (and the public page off) the answer is 401 whatever the address.
    const watcher = await this.watcher(request);
    if (!UUID.test(broadcastId) || !HLS_FILE.test(file)) throw new DomainError('NOT_FOUND');
    if (broadcastId !== this.ingest.liveBroadcastId) await this.mayPlay(broadcastId, watcher);
    const path = join(this.config.dataDir, broadcastFolder(broadcastId), file);
    const bytes = await this.hlsFiles.read(path).catch(() => null);
    if (!bytes) throw new DomainError('NOT_FOUND');
    const playlist = file.endsWith('.m3u8');
    await reply
      .header('Cache-Control', playlist ? 'no-store' : 'private, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      .type(playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
      .send(bytes);
  }

  @Get('settings')
  @Requires('content.manage')
  @Answers('LivestreamSettingsView')
  @ApiOperation({ summary: 'The RTMP server and ingest URL (the key masked), the options and the restream destinations with their live state' })
  settings(): LivestreamSettingsView {
    return this.queries.view();
  }

  @Post('key/rotate')
  @HttpCode(200)
  @Requires('content.manage')
  @Answers('StreamKeyView')
  @ApiOperation({ summary: 'A new stream key (the first, or replacing the old one, which stops working): shown in clear this once' })
  async rotate(@Actor() actor: CurrentUser): Promise<StreamKeyView> {
    const done = await this.commands.execute(new RotateStreamKeyCommand(byUser(actor)));
    return { ...toCommandResult(done), streamKey: done.streamKey, ingestUrl: done.ingestUrl };
  }

  @Put('options')
  @Requires('content.manage')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Turn the public watch page on or off' })
  async options(@Body() body: LivestreamOptionsDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeLivestreamOptionsCommand(body.publicWatch, byUser(actor))));
  }

  @Put('next')
  @Requires('content.manage')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Announce the next stream: an event of the calendar (null for none)' })
  async next(@Body() body: ScheduleNextStreamDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ScheduleNextStreamCommand(body.eventId ?? null, byUser(actor))));
  }

  @Post('destinations')
  @Requires('content.manage')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Add a restream destination: the YouTube or Facebook preset, or a custom RTMP endpoint (its key is kept sealed)' })
  async addDestination(@Body() body: AddRestreamDestinationDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const command = new AddRestreamDestinationCommand(randomUUID(), body.kind, body.name, body.serverUrl, body.streamKey, body.enabled ?? true, byUser(actor));
    return toCommandResult(await this.commands.execute(command));
  }

  @Put('destinations/:id/enabled')
  @Requires('content.manage')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Enable or disable a destination (takes effect at once while live)' })
  async setEnabled(@Param('id') id: string, @Body() body: SetRestreamEnabledDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new SetRestreamEnabledCommand(id, body.enabled, byUser(actor))));
  }

  @Delete('destinations/:id')
  @Requires('content.manage')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Remove a destination' })
  async removeDestination(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RemoveRestreamDestinationCommand(id, byUser(actor))));
  }

  @Get('recordings')
  @Requires('content.manage')
  @Answers('LivestreamRecordingView[]')
  @ApiOperation({ summary: "Past broadcasts' recordings, newest first" })
  recordings(): Promise<LivestreamRecordingView[]> {
    return this.queries.recordings();
  }

  @Get('recordings/:id/content')
  @Requires('congregation.read')
  @AnswersFile('video/mp4', { errors: ['AUTHORIZATION', 'NOT_FOUND'] })
  @ApiOperation({
    summary:
      "A recording's MP4 as it is now (the cut once trimmed), with range requests: the media team's, and everyone's signed in once a published sermon plays it",
  })
  async recordingContent(@Param('id') id: string, @Actor() actor: CurrentUser, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!UUID.test(id)) throw new DomainError('NOT_FOUND');
    await this.mayPlay(id, actor);
    const recording = await this.queries.recording(id);
    if (!recording) throw new DomainError('NOT_FOUND');
    await this.sendMp4(join(this.config.dataDir, recording.trimmed?.file ?? recording.file), request, reply);
  }

  @Get('recordings/:id/:file')
  @Requires('congregation.read')
  @AnswersFile('video/mp4', { errors: ['AUTHORIZATION', 'NOT_FOUND'] })
  @ApiOperation({ summary: "A recording's MP4 (recording.mp4, or trimmed.mp4 once cut), with range requests; for whom, as its content" })
  async recordingFile(
    @Param('id') id: string,
    @Param('file') file: string,
    @Actor() actor: CurrentUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!UUID.test(id) || !RECORDING_FILE.test(file)) throw new DomainError('NOT_FOUND');
    await this.mayPlay(id, actor);
    if (!(await this.queries.recording(id))) throw new DomainError('NOT_FOUND');
    await this.sendMp4(join(this.config.dataDir, broadcastFolder(id), file), request, reply);
  }

  /** An MP4 under DATA_DIR, whole or the one range asked (206), so that a player can seek. */
  private async sendMp4(path: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const size = existsSync(path) ? statSync(path).size : -1;
    if (size < 0) throw new DomainError('NOT_FOUND');
    const range = parseRange(request.headers.range, size);
    reply.header('Cache-Control', 'private, no-store').header('X-Content-Type-Options', 'nosniff').header('Accept-Ranges', 'bytes').type('video/mp4');
    if (range === 'unsatisfiable') {
      await reply.code(416).header('Content-Range', `bytes */${size}`).send();
      return;
    }
    if (range) {
      await reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', range.end - range.start + 1)
        .send(createReadStream(path, { start: range.start, end: range.end }));
      return;
    }
    await reply.header('Content-Length', size).send(createReadStream(path));
  }

  @Post('recordings/:id/trim')
  @HttpCode(200)
  @Requires('content.manage')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Cut the recording to start..end seconds (ffmpeg, no re-encoding), ready to publish as a sermon' })
  async trim(@Param('id') id: string, @Body() body: TrimRecordingDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    if (!UUID.test(id)) throw new DomainError('NOT_FOUND');
    return toCommandResult(await this.commands.execute(new TrimRecordingCommand(id, body.startSeconds, body.endSeconds, byUser(actor))));
  }
}
