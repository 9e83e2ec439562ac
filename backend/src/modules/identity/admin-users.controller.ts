import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminUserView, CommandResult, CurrentUser } from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { IdentityService } from './identity.service';

@ApiTags('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly identity: IdentityService) {}

  @Get()
  @Requires('users.manage')
  @ApiOperation({ summary: 'Every account with its roles, last sign-in and lockout state' })
  list(): Promise<AdminUserView[]> {
    return this.identity.listUsers();
  }

  @Post(':id/unlock')
  @HttpCode(200)
  @Requires('users.manage')
  @ApiOperation({ summary: 'Lift a lockout' })
  async unlock(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const { position, revision } = await this.identity.unlock(id, actor.id);
    return { id, position: (position ?? 0n).toString(), revision };
  }
}
