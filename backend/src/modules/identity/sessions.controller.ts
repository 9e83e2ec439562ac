import { Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionView } from '@koinonia/contracts';
import { Requires, SignedIn } from '../../platform/auth/access.decorator';
import type { AuthenticatedRequest } from '../../platform/auth/authenticated-request.type';
import { DomainError } from '../../platform/errors/domain-error';
import { IdentityService } from './identity.service';

@ApiTags('auth')
@Controller()
export class SessionsController {
  constructor(private readonly identity: IdentityService) {}

  @Get('auth/sessions')
  @SignedIn()
  @ApiOperation({ summary: 'My open sessions, the current one marked' })
  list(@Req() request: AuthenticatedRequest): Promise<SessionView[]> {
    return this.identity.listSessions(request.user.id, request.sessionId);
  }

  @Post('auth/sessions/end-others')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Sign out everywhere else' })
  async endOthers(@Req() request: AuthenticatedRequest): Promise<{ ended: number }> {
    return { ended: await this.identity.endSessions(request.user.id, 'all', 'signed-out-elsewhere', request.user.id, request.sessionId) };
  }

  @Delete('auth/sessions/:id')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'End one of my sessions' })
  async endOne(@Param('id') id: string, @Req() request: AuthenticatedRequest): Promise<{ ended: number }> {
    const ended = await this.identity.endSessions(request.user.id, [id], 'signed-out-elsewhere', request.user.id);
    if (ended === 0) throw new DomainError('NOT_FOUND');
    return { ended };
  }

  @Post('admin/users/:id/revoke-sessions')
  @HttpCode(200)
  @Requires('users.manage')
  @ApiOperation({ summary: "End every session of a user (an administrator's revocation)" })
  async revokeAll(@Param('id') id: string, @Req() request: AuthenticatedRequest): Promise<{ ended: number }> {
    if (!(await this.identity.userExists(id))) throw new DomainError('NOT_FOUND');
    return { ended: await this.identity.endSessions(id, 'all', 'revoked', request.user.id) };
  }
}
