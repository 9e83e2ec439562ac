import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ChangeUserRolesDto,
  InviteUserDto,
  LinkUserToMemberDto,
  negotiateLanguage,
  SecurityPolicyDto,
  type AdminUserView,
  type CommandResult,
  type CurrentUser,
  type SecurityPolicyView,
} from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { IdentityService } from './identity.service';
import { InvitationsService, type CommandDone } from './invitations.service';
import { UserAdminService } from './user-admin.service';

const result = ({ userId, position, revision }: CommandDone): CommandResult => ({ id: userId, position: (position ?? 0n).toString(), revision });

@ApiTags('admin')
@Controller('admin')
export class AdminUsersController {
  constructor(
    private readonly identity: IdentityService,
    private readonly invitations: InvitationsService,
    private readonly admin: UserAdminService,
  ) {}

  @Get('users')
  @Requires('users.manage')
  @ApiOperation({ summary: 'Every account with its roles, status, last sign-in and lockout state' })
  list(): Promise<AdminUserView[]> {
    return this.identity.listUsers();
  }

  @Post('users')
  @HttpCode(201)
  @Requires('users.manage')
  @ApiOperation({
    summary: 'Invite someone by email: they choose a password through the link (valid 7 days); the email is in `language`, else the Accept-Language',
  })
  async invite(
    @Body() body: InviteUserDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return result(await this.invitations.invite({ ...body, language: body.language ?? negotiateLanguage(acceptLanguage) }, actor));
  }

  @Post('users/:id/invitation/resend')
  @HttpCode(200)
  @Requires('users.manage')
  @ApiOperation({ summary: 'Email the invitation again with a new link (the old one stops working)' })
  async resendInvitation(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return result(await this.invitations.resend(id, actor));
  }

  @Delete('users/:id/invitation')
  @HttpCode(200)
  @Requires('users.manage')
  @ApiOperation({ summary: 'Cancel an invitation that was not accepted yet' })
  async cancelInvitation(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return result(await this.invitations.cancel(id, actor));
  }

  @Post('users/:id/unlock')
  @HttpCode(200)
  @Requires('users.manage')
  @ApiOperation({ summary: 'Lift a lockout' })
  async unlock(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const { position, revision } = await this.identity.unlock(id, actor.id);
    return { id, position: (position ?? 0n).toString(), revision };
  }

  @Put('users/:id/roles')
  @HttpCode(200)
  @Requires('users.manage')
  @ApiOperation({ summary: 'Set the roles of an account (the last administrator keeps theirs)' })
  async changeRoles(@Param('id') id: string, @Body() body: ChangeUserRolesDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return result(await this.admin.changeRoles(id, body.roles, actor));
  }

  @Post('users/:id/deactivate')
  @HttpCode(200)
  @Requires('users.manage')
  @ApiOperation({ summary: 'Deactivate an account: its sessions end and it cannot sign in' })
  async deactivate(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return result(await this.admin.deactivate(id, actor));
  }

  @Post('users/:id/reactivate')
  @HttpCode(200)
  @Requires('users.manage')
  @ApiOperation({ summary: 'Let a deactivated account sign in again' })
  async reactivate(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return result(await this.admin.reactivate(id, actor));
  }

  @Post('users/:id/two-factor/reset')
  @HttpCode(200)
  @Requires('users.manage')
  @ApiOperation({ summary: 'Turn off two-step verification for an account that lost its authenticator and recovery codes' })
  async resetTwoFactor(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return result(await this.admin.resetTwoFactor(id, actor));
  }

  @Put('users/:id/member')
  @HttpCode(200)
  @Requires('users.manage')
  @ApiOperation({ summary: 'Link the account to its member record' })
  async linkToMember(@Param('id') id: string, @Body() body: LinkUserToMemberDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return result(await this.admin.linkToMember(id, body.memberId, actor));
  }

  @Get('security-policy')
  @Requires('settings.manage')
  @ApiOperation({ summary: 'Account security settings: the roles that must use two-step verification' })
  securityPolicy(): Promise<SecurityPolicyView> {
    return this.admin.securityPolicy();
  }

  @Put('security-policy')
  @HttpCode(200)
  @Requires('settings.manage')
  @ApiOperation({ summary: 'Require two-step verification for the holders of these roles' })
  async setSecurityPolicy(@Body() body: SecurityPolicyDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const { id, position, revision } = await this.admin.setTwoFactorRequirement(body.twoFactorRequiredRoles, actor);
    return { id, position: (position ?? 0n).toString(), revision };
  }
}
