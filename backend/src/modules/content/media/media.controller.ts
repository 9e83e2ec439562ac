import { Body, Controller, Delete, Get, Head, HttpCode, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ChangeMediaDto,
  DeleteMediaQueryDto,
  MediaQueryDto,
  MediaSettingsDto,
  can,
  type CommandResult,
  type CurrentUser,
  type MediaFileDetailView,
  type MediaFilePage,
  type MediaSettingsView,
  type MediaTagsView,
} from '@koinonia/contracts';
import { Requires } from '../../../platform/auth/access.decorator';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { Feature } from '../../../platform/availability/availability.decorator';
import { byUser } from '../../../platform/commands/command-actor.type';
import { DomainError } from '../../../platform/errors/domain-error';
import { Answers, AnswersFile, AnswersNothing } from '../../../platform/http/answers.decorator';
import { toCommandResult } from '../../../platform/http/command-result.util';
import { IfMatch } from '../../../platform/http/if-match.decorator';
import { Versioned } from '../../../platform/http/versioned.decorator';
import { ChangeMediaDetailsCommand } from './commands/change-media-details/change-media-details.command';
import { ChangeMediaSettingsCommand } from './commands/change-media-settings/change-media-settings.command';
import { DeleteMediaFileCommand } from './commands/delete-media-file/delete-media-file.command';
import { MediaFiles } from './media-files.service';
import { MediaQueries } from './queries/media-queries.service';
import { sendMediaContent } from './http/send-media-content.util';
import { MediaUploads } from './upload/media-uploads.service';
import { MediaUsageRegistry } from './usage/media-usage.registry';

/** The media library: the media team keeps it; everyone signed in may play a file something published uses (a sermon's recording). */
@ApiTags('media')
@Feature('sermonLibrary')
@Controller('media')
export class MediaController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: MediaQueries,
    private readonly files: MediaFiles,
    private readonly usage: MediaUsageRegistry,
  ) {}

  @Get()
  @Requires('content.manage')
  @Answers('MediaFilePage')
  @ApiOperation({ summary: 'The media library, newest first: search by name, filter by tag and kind (image, audio, video, document)' })
  list(@Query() query: MediaQueryDto): Promise<MediaFilePage> {
    return this.queries.page(query);
  }

  @Get('tags')
  @Requires('content.manage')
  @Answers('MediaTagsView')
  @ApiOperation({ summary: "Every tag the library's files carry" })
  async tags(): Promise<MediaTagsView> {
    return { tags: await this.queries.tags() };
  }

  @Get('settings')
  @Requires('content.manage')
  @Versioned()
  @Answers('MediaSettingsView')
  @ApiOperation({ summary: "The church's media settings: the upload size limit (2 GiB unless changed)" })
  settings(): Promise<MediaSettingsView> {
    return this.queries.settings();
  }

  @Put('settings')
  @Requires('content.manage')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Change the upload size limit (bytes, 1 MiB to 20 GiB). If-Match: the revision you last saw' })
  async changeSettings(@Body() body: MediaSettingsDto, @IfMatch() expected: number | undefined, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeMediaSettingsCommand(body.maxUploadBytes, expected, byUser(actor))));
  }

  @Get(':id')
  @Requires('content.manage')
  @Versioned()
  @Answers('MediaFileDetailView', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'One file: its metadata (duration, resolution, codecs), tags, and where it is used' })
  get(@Param('id') id: string): Promise<MediaFileDetailView> {
    return this.queries.file(id);
  }

  @Get(':id/content')
  @Requires('congregation.read')
  @AnswersFile('application/octet-stream', { errors: ['NOT_FOUND', 'AUTHORIZATION'] })
  @ApiOperation({
    summary:
      "A file's bytes, with range requests (206 Partial Content) so a player can seek; its type is its content's. The media team reads any file; everyone else signed in only a file something published shows them (a published sermon's recording or attachment), 403 otherwise",
  })
  async content(@Param('id') id: string, @Actor() actor: CurrentUser, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.refuseUnshown(id, actor);
    await sendMediaContent(this.files, id, request, reply);
  }

  @Get(':id/thumbnail')
  @Requires('congregation.read')
  @AnswersFile('image/jpeg', { errors: ['NOT_FOUND', 'AUTHORIZATION'] })
  @ApiOperation({ summary: "A file's thumbnail (an image's, or a frame of a video), when it has one; to whom the file's content is shown" })
  async thumbnail(@Param('id') id: string, @Actor() actor: CurrentUser, @Res() reply: FastifyReply): Promise<void> {
    await this.refuseUnshown(id, actor);
    const stream = await this.files.thumbnail(id);
    if (!stream) throw new DomainError('NOT_FOUND');
    await reply.header('Content-Type', 'image/jpeg').header('Cache-Control', 'private, max-age=3600').header('X-Content-Type-Options', 'nosniff').send(stream);
  }

  /** The media team sees every file; others only those something published shows them (a file that is not there is NOT_FOUND to all: ids are random, nothing is learnt). */
  private async refuseUnshown(id: string, actor: CurrentUser): Promise<void> {
    if (can(actor.roles, 'content.manage')) return;
    if (!(await this.files.describe(id))) throw new DomainError('NOT_FOUND');
    if (!(await this.usage.shownToEveryone(id))) throw new DomainError('AUTHORIZATION');
  }

  @Patch(':id')
  @Requires('content.manage')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Rename a file or change its tags. If-Match: the revision you last saw' })
  async change(
    @Param('id') id: string,
    @Body() body: ChangeMediaDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeMediaDetailsCommand(id, { name: body.name, tags: body.tags }, expected, byUser(actor))));
  }

  @Delete(':id')
  @Requires('content.manage')
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'MEDIA_IN_USE'] })
  @ApiOperation({ summary: 'Delete a file and its bytes. One something uses (a sermon) answers 409 MEDIA_IN_USE naming the uses, unless `?confirm=true`' })
  async remove(@Param('id') id: string, @Query() query: DeleteMediaQueryDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new DeleteMediaFileCommand(id, query.confirm === 'true', byUser(actor))));
  }
}

/**
 * Resumable uploads (the tus protocol, 1.0.0 with creation, termination and expiration) for the
 * media team. tus reads and answers the raw request itself; the session guard and the permission
 * have run before it.
 */
@ApiTags('media')
@Feature('sermonLibrary')
@Controller('uploads')
export class MediaUploadsController {
  constructor(private readonly uploads: MediaUploads) {}

  @Post()
  @Requires('content.manage')
  @HttpCode(201)
  @AnswersNothing({ errors: ['FILE_TOO_LARGE'] })
  @ApiOperation({
    summary: 'tus: create an upload (Upload-Length, Upload-Metadata `filename`); answers its Location. Larger than the limit: 413 FILE_TOO_LARGE',
  })
  async create(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Actor() actor: CurrentUser): Promise<void> {
    await this.uploads.refuseTooLarge(request.headers['upload-length'] as string | undefined);
    reply.hijack();
    await this.uploads.handle(request.raw, reply.raw, actor);
  }

  @Head(':id')
  @Requires('content.manage')
  @AnswersNothing()
  @ApiOperation({ summary: 'tus: where an upload stands (Upload-Offset), to resume it after a pause, a dropped connection or a reload' })
  async offset(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Actor() actor: CurrentUser): Promise<void> {
    reply.hijack();
    await this.uploads.handle(request.raw, reply.raw, actor);
  }

  @Patch(':id')
  @Requires('content.manage')
  @HttpCode(204)
  @AnswersNothing({ errors: ['FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE', 'UPLOAD_FAILED'] })
  @ApiOperation({
    summary:
      'tus: send bytes from Upload-Offset (application/offset+octet-stream); 204 with the new Upload-Offset. The last PATCH adds the file to the library (its type sniffed from its content) and answers 200 with MediaUploadDone',
  })
  async append(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Actor() actor: CurrentUser): Promise<void> {
    reply.hijack();
    await this.uploads.handle(request.raw, reply.raw, actor);
  }

  @Delete(':id')
  @Requires('content.manage')
  @HttpCode(204)
  @AnswersNothing()
  @ApiOperation({ summary: 'tus: cancel an upload and discard its bytes' })
  async cancel(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Actor() actor: CurrentUser): Promise<void> {
    reply.hijack();
    await this.uploads.handle(request.raw, reply.raw, actor);
  }
}
