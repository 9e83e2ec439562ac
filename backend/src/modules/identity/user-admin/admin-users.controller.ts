import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ChangeUserRolesDto, LinkUserToMemberDto, type AdminUserView, type CommandResult, type CurrentUser } from '@koinonia/contracts';
import { Requires } from '../../../platform/auth/access.decorator';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { byUser } from '../../../platform/commands/command-actor.type';
import { toCommandResult } from '../../../platform/http/command-result.util';
import { ChangeUserRolesCommand } from './commands/change-user-roles/change-user-roles.command';
import { DeactivateUserCommand } from './commands/deactivate-user/deactivate-user.command';
import { LinkUserToMemberCommand } from './commands/link-user-to-member/link-user-to-member.command';
import { ReactivateUserCommand } from './commands/reactivate-user/reactivate-user.command';
import { UnlockUserCommand } from './commands/unlock-user/unlock-user.command';
import { UserAdminQueries } from './queries/user-admin-queries.service';
import { Answers } from '../../../platform/http/answers.decorator';

/**
 * Administering accounts. Every write answers `{ id, position, revision }`; the client reads its
 * own write by sending the position back as X-Consistency-Position.
 */
@ApiTags('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: UserAdminQueries,
  ) {}

  @Get()
  @Requires('users.manage')
  @Answers('AdminUserView[]')
  @ApiOperation({ summary: 'Every account with its roles, status, last sign-in and lockout state' })
  list(): Promise<AdminUserView[]> {
    return this.queries.list();
  }

  @Post(':id/unlock')
  @HttpCode(200)
  @Requires('users.manage')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Lift a lockout' })
  async unlock(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new UnlockUserCommand(id, byUser(actor))));
  }

  @Put(':id/roles')
  @HttpCode(200)
  @Requires('users.manage')
  @Answers('CommandResult', { errors: ['LAST_ADMIN'] })
  @ApiOperation({ summary: 'Set the roles of an account (the last administrator keeps theirs)' })
  async changeRoles(@Param('id') id: string, @Body() body: ChangeUserRolesDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeUserRolesCommand(id, body.roles, byUser(actor))));
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @Requires('users.manage')
  @Answers('CommandResult', { errors: ['LAST_ADMIN'] })
  @ApiOperation({ summary: 'Deactivate an account: its sessions end and it cannot sign in' })
  async deactivate(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new DeactivateUserCommand(id, byUser(actor))));
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  @Requires('users.manage')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Let a deactivated account sign in again' })
  async reactivate(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ReactivateUserCommand(id, byUser(actor))));
  }

  @Put(':id/member')
  @HttpCode(200)
  @Requires('users.manage')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Link the account to its member record' })
  async linkToMember(@Param('id') id: string, @Body() body: LinkUserToMemberDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new LinkUserToMemberCommand(id, body.memberId, byUser(actor))));
  }
}
