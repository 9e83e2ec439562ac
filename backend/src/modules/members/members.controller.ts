import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ListMembersQueryDto,
  MemberPrivacyDto,
  MergeMembersDto,
  UnmergeMemberDto,
  MEMBER_PHOTO_MAX_BYTES,
  RegisterMemberDto,
  UpdateMemberDto,
  type CommandResult,
  type CurrentUser,
  type MemberHistoryEntry,
  type MemberPage,
  type MemberView,
} from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { Feature } from '../../platform/availability/availability.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { toCommandResult } from '../../platform/http/command-result.util';
import { IfMatch } from '../../platform/http/if-match.decorator';
import { Versioned } from '../../platform/http/versioned.decorator';
import { ArchiveMemberCommand } from './commands/archive-member/archive-member.command';
import { ChangeMemberDetailsCommand } from './commands/change-member-details/change-member-details.command';
import { ChangeMemberPhotoCommand } from './commands/change-member-photo/change-member-photo.command';
import { ChangeMemberPrivacyCommand } from './commands/change-member-privacy/change-member-privacy.command';
import { RegisterMemberCommand } from './commands/register-member/register-member.command';
import { RestoreMemberCommand } from './commands/restore-member/restore-member.command';
import { MergeMembersCommand } from './commands/merge-members/merge-members.command';
import { UnmergeMemberCommand } from './commands/unmerge-member/unmerge-member.command';
import { MemberQueriesService } from './queries/member-queries.service';
import { directoryReaderOf } from './queries/member-visibility.util';
import { Answers, AnswersFile } from '../../platform/http/answers.decorator';
import { AcceptsUpload, readUploadedFile } from '../../platform/http/uploaded-file.util';
import { DomainError } from '../../platform/errors/domain-error';
import { MemberPhotoStore } from './photos/member-photo.store';

/**
 * The member directory's API: reads through the query service (within members' privacy
 * choices), writes as commands. Every write answers `{ id, position, revision }`; the client
 * reads its own write by sending the position back as X-Consistency-Position.
 */
@ApiTags('members')
@Feature('memberDirectory')
@Controller('members')
export class MembersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: MemberQueriesService,
    private readonly photos: MemberPhotoStore,
  ) {}

  @Get()
  @Requires('members.read')
  @Answers('MemberPage')
  @ApiOperation({ summary: "Search and page through the member directory (within members' privacy choices, without members.private.read)" })
  list(@Query() query: ListMembersQueryDto, @Actor() actor: CurrentUser): Promise<MemberPage> {
    return this.queries.list(query, directoryReaderOf(actor));
  }

  @Get('me')
  @Requires('members.read')
  @Versioned()
  @Answers('MemberView', { errors: ['MEMBER_NOT_FOUND'] })
  @ApiOperation({ summary: "The signed-in user's own member record (MEMBER_NOT_FOUND when the account has none)" })
  me(@Actor() actor: CurrentUser): Promise<MemberView> {
    return this.queries.get(actor.memberId ?? '', directoryReaderOf(actor));
  }

  @Post()
  @Requires('members.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Register a member' })
  async register(@Body() body: RegisterMemberDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const details = {
      fullName: body.fullName,
      email: body.email ?? '',
      phone: body.phone ?? '',
      address: body.address ?? '',
      ministry: body.ministry,
      role: body.role,
      birthDate: body.birthDate ?? '',
      membershipStep: body.membershipStep,
      baptismDate: body.baptismDate ?? '',
    };
    return toCommandResult(await this.commands.execute(new RegisterMemberCommand(randomUUID(), details, byUser(actor), body.joinedOn)));
  }

  @Get(':id')
  @Requires('members.read')
  @Versioned()
  @Answers('MemberView', { errors: ['MEMBER_NOT_FOUND'] })
  @ApiOperation({ summary: "A member's profile (only what they share, and MEMBER_NOT_FOUND when they are not listed, without members.private.read)" })
  get(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<MemberView> {
    return this.queries.get(id, directoryReaderOf(actor));
  }

  @Patch(':id')
  @Requires('members.write')
  @Answers('CommandResult', { errors: ['MEMBER_NOT_FOUND', 'MEMBER_ALREADY_MERGED'] })
  @ApiOperation({ summary: "Change a member's details (If-Match: the revision you last saw)" })
  async update(
    @Param('id') id: string,
    @Body() body: UpdateMemberDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeMemberDetailsCommand(id, { ...body }, expected, byUser(actor))));
  }

  @Post(':id/archive')
  @Requires('members.write')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['MEMBER_NOT_FOUND', 'MEMBER_ALREADY_MERGED'] })
  @ApiOperation({ summary: 'Archive a member (kept, hidden from the active directory)' })
  async archive(@Param('id') id: string, @IfMatch() expected: number | undefined, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ArchiveMemberCommand(id, expected, byUser(actor))));
  }

  @Post(':id/restore')
  @Requires('members.write')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['MEMBER_NOT_FOUND', 'MEMBER_ALREADY_MERGED'] })
  @ApiOperation({ summary: 'Restore an archived member' })
  async restore(@Param('id') id: string, @IfMatch() expected: number | undefined, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RestoreMemberCommand(id, expected, byUser(actor))));
  }

  @Post(':id/merge')
  @Requires('members.write')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['MEMBER_NOT_FOUND', 'MEMBER_MERGE_SAME_RECORD', 'MEMBER_ALREADY_MERGED'] })
  @ApiOperation({
    summary:
      "Merge another record (`mergedId`) into this one, each field keeping the survivor's value or the merged record's (If-Match: the survivor's revision you previewed)",
  })
  async merge(
    @Param('id') id: string,
    @Body() body: MergeMembersDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new MergeMembersCommand(id, body.mergedId, { ...body.fields }, expected, byUser(actor))));
  }

  @Post(':id/unmerge')
  @Requires('members.write')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['MEMBER_NOT_FOUND', 'MEMBER_NOT_MERGED'] })
  @ApiOperation({ summary: 'Undo the merge of `mergedId` into this record: both back as they were before it' })
  async unmerge(@Param('id') id: string, @Body() body: UnmergeMemberDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new UnmergeMemberCommand(id, body.mergedId, byUser(actor))));
  }

  // members.read opens the route; the handler admits the member themselves or a holder of members.write.
  @Put(':id/privacy')
  @Requires('members.read')
  @Answers('CommandResult', { errors: ['MEMBER_NOT_FOUND', 'MEMBER_ALREADY_MERGED'] })
  @ApiOperation({ summary: "Change a member's directory privacy choices (the member themselves, or members.write)" })
  async changePrivacy(
    @Param('id') id: string,
    @Body() body: MemberPrivacyDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    const privacy = { listed: body.listed, shareEmail: body.shareEmail, sharePhone: body.sharePhone, shareAddress: body.shareAddress };
    return toCommandResult(await this.commands.execute(new ChangeMemberPrivacyCommand(id, privacy, expected, byUser(actor))));
  }

  @Get(':id/history')
  @Requires('members.read')
  @Answers('MemberHistoryEntry[]', { errors: ['MEMBER_NOT_FOUND'] })
  @ApiOperation({ summary: "A member's history: what changed, when, by whom (only their own, without members.private.read)" })
  history(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<MemberHistoryEntry[]> {
    return this.queries.history(id, directoryReaderOf(actor));
  }

  // members.read opens the route; the handler admits the member themselves or a holder of members.write.
  @Put(':id/photo')
  @Requires('members.read')
  @AcceptsUpload()
  @Answers('CommandResult', { errors: ['MEMBER_NOT_FOUND', 'MEMBER_ALREADY_MERGED', 'UPLOAD_FAILED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'] })
  @ApiOperation({ summary: "Upload a member's photo (multipart, field `file`: JPEG, PNG or WebP; the member themselves, or members.write)" })
  async changePhoto(@Param('id') id: string, @Req() request: FastifyRequest, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const file = await readUploadedFile(request, { maxBytes: MEMBER_PHOTO_MAX_BYTES });
    return toCommandResult(await this.commands.execute(new ChangeMemberPhotoCommand(id, randomUUID(), file, byUser(actor))));
  }

  @Delete(':id/photo')
  @Requires('members.read')
  @Answers('CommandResult', { errors: ['MEMBER_NOT_FOUND', 'MEMBER_ALREADY_MERGED'] })
  @ApiOperation({ summary: "Remove a member's photo (the member themselves, or members.write)" })
  async removePhoto(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeMemberPhotoCommand(id, randomUUID(), null, byUser(actor))));
  }

  @Get(':id/photo')
  @Requires('members.read')
  @AnswersFile('image/webp', { errors: ['MEMBER_NOT_FOUND'] })
  @ApiOperation({ summary: "A member's photo as WebP (`size=thumb` for the thumbnail), to whoever may see the record" })
  async photo(@Param('id') id: string, @Query('size') size: string | undefined, @Actor() actor: CurrentUser, @Res() reply: FastifyReply): Promise<void> {
    const member = await this.queries.get(id, directoryReaderOf(actor));
    const bytes = member.photo ? await this.photos.read(member.photo, size === 'thumb' ? 'thumb' : 'full') : null;
    if (!bytes) throw new DomainError('MEMBER_NOT_FOUND');
    // Private: a shared cache must not hand one reader's permitted photo to another.
    await reply.header('Cache-Control', 'private, max-age=86400').type('image/webp').send(bytes);
  }
}
