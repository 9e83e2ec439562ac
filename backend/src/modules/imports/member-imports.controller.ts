import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  MEMBER_IMPORT_LIMITS,
  MemberImportOptionsDto,
  type CommandResult,
  type CurrentUser,
  type MemberImportPreview,
  type MemberImportView,
} from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { Feature } from '../../platform/availability/availability.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { Answers } from '../../platform/http/answers.decorator';
import { toCommandResult } from '../../platform/http/command-result.util';
import { AcceptsUpload, readUploadedFile } from '../../platform/http/uploaded-file.util';
import { CommitMemberImportCommand } from './commands/commit-member-import/commit-member-import.command';
import { UndoMemberImportCommand } from './commands/undo-member-import/undo-member-import.command';
import { UploadMemberImportCommand } from './commands/upload-member-import/upload-member-import.command';
import { MemberImportQueries } from './queries/member-import-queries.service';

/**
 * Importing people from a CSV file: upload (read and previewed, nothing written to the directory),
 * preview again under another mapping, commit (a job the page follows), and Undo. Whoever may
 * register and change members may import them: an import is those same writes, many at once.
 */
@ApiTags('imports')
@Feature('memberDirectory')
@Controller('imports/members')
export class MemberImportsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: MemberImportQueries,
  ) {}

  @Post()
  @Requires('members.write')
  @AcceptsUpload()
  @ApiConsumes('multipart/form-data')
  @Answers('MemberImportPreview', { errors: ['UPLOAD_FAILED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'] })
  @ApiOperation({ summary: 'Upload a CSV of people (multipart, field `file`): the columns, the guessed mapping, and a preview of every row' })
  async upload(@Req() request: FastifyRequest, @Actor() actor: CurrentUser): Promise<MemberImportPreview> {
    const file = await readUploadedFile(request, { maxBytes: MEMBER_IMPORT_LIMITS.maxBytes });
    const importId = randomUUID();
    await this.commands.execute(new UploadMemberImportCommand(importId, file, byUser(actor)));
    return this.queries.preview(importId, undefined, 'skip');
  }

  @Post(':id/preview')
  @HttpCode(200)
  @Requires('members.write')
  @Answers('MemberImportPreview', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Preview an uploaded import again under another mapping or duplicate choice (nothing is written)' })
  preview(@Param('id') id: string, @Body() body: MemberImportOptionsDto): Promise<MemberImportPreview> {
    return this.queries.preview(id, body.mapping, body.duplicates ?? 'skip');
  }

  @Post(':id/commit')
  @HttpCode(202)
  @Requires('members.write')
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'CONCURRENCY_CONFLICT'] })
  @ApiOperation({ summary: 'Commit an uploaded import (optional mapping and duplicates: skip | update); it runs as a job, followed with GET' })
  async commit(@Param('id') id: string, @Body() body: MemberImportOptionsDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new CommitMemberImportCommand(id, body.mapping, body.duplicates ?? 'skip', byUser(actor))));
  }

  @Get(':id')
  @Requires('members.write')
  @Answers('MemberImportView', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "An import's status, progress and each row's outcome" })
  get(@Param('id') id: string): Promise<MemberImportView> {
    return this.queries.get(id);
  }

  @Post(':id/undo')
  @HttpCode(202)
  @Requires('members.write')
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'CONCURRENCY_CONFLICT'] })
  @ApiOperation({ summary: 'Undo a completed import: archive whom it created, set back what it updated, except people changed since' })
  async undo(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new UndoMemberImportCommand(id, byUser(actor))));
  }
}
