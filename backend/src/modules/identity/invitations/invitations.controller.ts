import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InviteUserDto, negotiateLanguage, type CommandResult, type CurrentUser } from '@koinonia/contracts';
import { Requires } from '../../../platform/auth/access.decorator';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { byUser } from '../../../platform/commands/command-actor.type';
import { toCommandResult } from '../../../platform/http/command-result.util';
import { CancelInvitationCommand } from './commands/cancel-invitation/cancel-invitation.command';
import { InviteUserCommand } from './commands/invite-user/invite-user.command';
import { ResendInvitationCommand } from './commands/resend-invitation/resend-invitation.command';
import { Answers } from '../../../platform/http/answers.decorator';

/**
 * Administrators invite people by email. Every write answers `{ id, position, revision }`; the
 * client reads its own write by sending the position back as X-Consistency-Position.
 */
@ApiTags('admin')
@Controller('admin/users')
export class InvitationsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Requires('users.manage')
  @Answers('CommandResult', { errors: ['DUPLICATE_EMAIL', 'MESSAGE_SEND_FAILED'] })
  @ApiOperation({
    summary: 'Invite someone by email: they choose a password through the link (valid 7 days); the email is in `language`, else the Accept-Language',
  })
  async invite(
    @Body() body: InviteUserDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    const invitation = { ...body, language: body.language ?? negotiateLanguage(acceptLanguage) };
    return toCommandResult(await this.commands.execute(new InviteUserCommand(randomUUID(), invitation, byUser(actor))));
  }

  @Post(':id/invitation/resend')
  @HttpCode(200)
  @Requires('users.manage')
  @Answers('CommandResult', { errors: ['INVITATION_NOT_PENDING', 'MESSAGE_SEND_FAILED'] })
  @ApiOperation({ summary: 'Email the invitation again with a new link (the old one stops working)' })
  async resend(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ResendInvitationCommand(id, byUser(actor))));
  }

  @Delete(':id/invitation')
  @HttpCode(200)
  @Requires('users.manage')
  @Answers('CommandResult', { errors: ['INVITATION_NOT_PENDING'] })
  @ApiOperation({ summary: 'Cancel an invitation that was not accepted yet' })
  async cancel(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new CancelInvitationCommand(id, byUser(actor))));
  }
}
