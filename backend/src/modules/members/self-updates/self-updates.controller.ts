import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DeclineSelfUpdateDto,
  MEMBER_PHOTO_MAX_BYTES,
  SelfUpdateDetailsDto,
  SelfUpdateHouseholdAddressDto,
  type CommandResult,
  type CurrentUser,
  type MemberSelfUpdateView,
  type SelfUpdateResult,
} from '@koinonia/contracts';
import { Requires } from '../../../platform/auth/access.decorator';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { Feature } from '../../../platform/availability/availability.decorator';
import { byUser } from '../../../platform/commands/command-actor.type';
import { Answers } from '../../../platform/http/answers.decorator';
import { toCommandResult } from '../../../platform/http/command-result.util';
import { AcceptsUpload, readUploadedFile } from '../../../platform/http/uploaded-file.util';
import { ApproveSelfUpdateCommand } from '../commands/approve-self-update/approve-self-update.command';
import { ChangeMemberPhotoCommand } from '../commands/change-member-photo/change-member-photo.command';
import { DeclineSelfUpdateCommand } from '../commands/decline-self-update/decline-self-update.command';
import { UpdateOwnDetailsCommand } from '../commands/update-own-details/update-own-details.command';
import { UpdateOwnHouseholdAddressCommand } from '../commands/update-own-household-address/update-own-household-address.command';
import { SelfUpdateQueriesService } from '../queries/self-update-queries.service';

/**
 * Members changing their own record (`/members/me/…`: the signed-in account's linked record, so no
 * one can name another's), and the staff's list of those changes with approval of the ones waiting.
 */
@ApiTags('members')
@Feature('memberDirectory')
@Controller('members')
export class SelfUpdatesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: SelfUpdateQueriesService,
  ) {}

  @Put('me/details')
  @Requires('members.read')
  @Answers('SelfUpdateResult', { errors: ['MEMBER_NOT_FOUND'] })
  @ApiOperation({ summary: "Change your own email, phone or address (waits for staff when the church's selfUpdatesNeedApproval is on)" })
  async updateOwnDetails(@Body() body: SelfUpdateDetailsDto, @Actor() actor: CurrentUser): Promise<SelfUpdateResult> {
    const changes = { email: body.email, phone: body.phone, address: body.address };
    const done = await this.commands.execute(new UpdateOwnDetailsCommand(actor.memberId ?? '', changes, randomUUID(), byUser(actor)));
    return { ...toCommandResult(done), status: done.status };
  }

  @Put('me/household-address')
  @Requires('members.read')
  @Answers('CommandResult', { errors: ['MEMBER_NOT_FOUND', 'NOT_FOUND'] })
  @ApiOperation({ summary: "Change your household's shared address (its head or spouse; NOT_FOUND when you are in no household)" })
  async updateOwnHouseholdAddress(@Body() body: SelfUpdateHouseholdAddressDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new UpdateOwnHouseholdAddressCommand(actor.memberId ?? '', body.address, byUser(actor))));
  }

  @Put('me/photo')
  @Requires('members.read')
  @AcceptsUpload()
  @Answers('CommandResult', { errors: ['MEMBER_NOT_FOUND', 'UPLOAD_FAILED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'] })
  @ApiOperation({ summary: 'Upload your own photo (multipart, field `file`: JPEG, PNG or WebP)' })
  async changeOwnPhoto(@Req() request: FastifyRequest, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const file = await readUploadedFile(request, { maxBytes: MEMBER_PHOTO_MAX_BYTES });
    return toCommandResult(await this.commands.execute(new ChangeMemberPhotoCommand(actor.memberId ?? '', randomUUID(), file, byUser(actor))));
  }

  @Get('me/self-updates')
  @Requires('members.read')
  @Answers('MemberSelfUpdateView[]')
  @ApiOperation({ summary: 'Your own recent changes to your record: applied, waiting for approval, approved or declined (with the reason)' })
  ownSelfUpdates(@Actor() actor: CurrentUser): Promise<MemberSelfUpdateView[]> {
    return actor.memberId ? this.queries.ofMember(actor.memberId) : Promise.resolve([]);
  }

  @Get('self-updates')
  @Requires('members.private.read')
  @Answers('MemberSelfUpdateView[]')
  @ApiOperation({ summary: "Members' recent changes to their own records: those waiting for approval first, then the latest 100" })
  list(): Promise<MemberSelfUpdateView[]> {
    return this.queries.recent();
  }

  @Post('self-updates/:id/approve')
  @Requires('members.write')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "Approve a member's pending change to their own details: it is applied, and the member told" })
  async approve(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ApproveSelfUpdateCommand(id, byUser(actor))));
  }

  @Post('self-updates/:id/decline')
  @Requires('members.write')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "Decline a member's pending change to their own details, saying why; the member is told" })
  async decline(@Param('id') id: string, @Body() body: DeclineSelfUpdateDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new DeclineSelfUpdateCommand(id, body.reason, byUser(actor))));
  }
}
