import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  can,
  ListMembersQueryDto,
  MemberPrivacyDto,
  RegisterMemberDto,
  UpdateMemberDto,
  VALIDATION_MESSAGES,
  type CommandResult,
  type CurrentUser,
  type MemberHistoryEntry,
  type MemberPage,
  type MemberView,
} from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { Feature } from '../../platform/availability/availability.decorator';
import { DomainError } from '../../platform/errors/domain-error';
import {
  ArchiveMemberCommand,
  ChangeMemberDetailsCommand,
  ChangeMemberPrivacyCommand,
  RegisterMemberCommand,
  RestoreMemberCommand,
} from './commands/member.commands';
import type { MemberCommandResult } from './commands/member-commands.service';
import { MemberQueriesService } from './queries/member-queries.service';
import { directoryReaderOf, isOwnRecord } from './queries/member-visibility.util';

/** If-Match carries the revision the client last saw: `3`, `"3"` or `W/"3"`. Absent means "as I read it now". */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header === '' || header === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  if (!match) throw DomainError.validation([{ field: 'If-Match', message: VALIDATION_MESSAGES.malformed }]);
  return Number(match[1]);
}

function toCommandResult(result: MemberCommandResult): CommandResult {
  return { id: result.id, revision: result.revision, position: (result.position ?? 0n).toString() };
}

@ApiTags('members')
@Feature('memberDirectory')
@Controller('members')
export class MembersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: MemberQueriesService,
  ) {}

  @Get()
  @Requires('members.read')
  @ApiOperation({ summary: "Search and page through the member directory (within members' privacy choices, without members.private.read)" })
  list(@Query() query: ListMembersQueryDto, @Actor() actor: CurrentUser): Promise<MemberPage> {
    return this.queries.list(query, directoryReaderOf(actor));
  }

  @Get('me')
  @Requires('members.read')
  @ApiOperation({ summary: "The signed-in user's own member record (MEMBER_NOT_FOUND when the account has none)" })
  me(@Actor() actor: CurrentUser): Promise<MemberView> {
    return this.queries.get(actor.memberId ?? '', directoryReaderOf(actor));
  }

  @Post()
  @Requires('members.write')
  @ApiOperation({ summary: 'Register a member' })
  async register(@Body() body: RegisterMemberDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const details = {
      fullName: body.fullName,
      email: body.email,
      phone: body.phone ?? '',
      address: body.address ?? '',
      ministry: body.ministry,
      role: body.role,
    };
    const result = await this.commands.execute<RegisterMemberCommand, MemberCommandResult>(
      new RegisterMemberCommand(randomUUID(), details, { actorId: actor.id }),
    );
    return toCommandResult(result);
  }

  @Get(':id')
  @Requires('members.read')
  @ApiOperation({ summary: "A member's profile (only what they share, and MEMBER_NOT_FOUND when they are not listed, without members.private.read)" })
  get(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<MemberView> {
    return this.queries.get(id, directoryReaderOf(actor));
  }

  @Patch(':id')
  @Requires('members.write')
  @ApiOperation({ summary: "Change a member's details (If-Match: the revision you last saw)" })
  async update(
    @Param('id') id: string,
    @Body() body: UpdateMemberDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    const expected = parseIfMatch(ifMatch);
    const result = await this.commands.execute<ChangeMemberDetailsCommand, MemberCommandResult>(
      new ChangeMemberDetailsCommand(id, { ...body }, expected, { actorId: actor.id }),
    );
    return toCommandResult(result);
  }

  @Post(':id/archive')
  @Requires('members.write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Archive a member (kept, hidden from the active directory)' })
  async archive(@Param('id') id: string, @Headers('if-match') ifMatch: string | undefined, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const expected = parseIfMatch(ifMatch);
    return toCommandResult(await this.commands.execute(new ArchiveMemberCommand(id, expected, { actorId: actor.id })));
  }

  @Post(':id/restore')
  @Requires('members.write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Restore an archived member' })
  async restore(@Param('id') id: string, @Headers('if-match') ifMatch: string | undefined, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const expected = parseIfMatch(ifMatch);
    return toCommandResult(await this.commands.execute(new RestoreMemberCommand(id, expected, { actorId: actor.id })));
  }

  /** The member themselves or someone who may change the directory; anyone else is refused as the profile would answer them. */
  @Put(':id/privacy')
  @Requires('members.read')
  @ApiOperation({ summary: "Change a member's directory privacy choices (the member themselves, or members.write)" })
  async changePrivacy(
    @Param('id') id: string,
    @Body() body: MemberPrivacyDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    const reader = directoryReaderOf(actor);
    if (!isOwnRecord(reader, id) && !can(actor.roles, 'members.write')) {
      // A record hidden from them stays hidden: MEMBER_NOT_FOUND, as its profile answers.
      await this.queries.get(id, reader);
      throw new DomainError('AUTHORIZATION');
    }
    const expected = parseIfMatch(ifMatch);
    const privacy = { listed: body.listed, shareEmail: body.shareEmail, sharePhone: body.sharePhone, shareAddress: body.shareAddress };
    return toCommandResult(await this.commands.execute(new ChangeMemberPrivacyCommand(id, privacy, expected, { actorId: actor.id })));
  }

  @Get(':id/history')
  @Requires('members.read')
  @ApiOperation({ summary: "A member's history: what changed, when, by whom (only their own, without members.private.read)" })
  history(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<MemberHistoryEntry[]> {
    return this.queries.history(id, directoryReaderOf(actor));
  }
}
