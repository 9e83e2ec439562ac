import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CurrentUser, SessionView } from '@koinonia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import type { AppConfig } from '../../../platform/config/app-config';
import { Public, Requires, SignedIn } from '../../../platform/auth/access.decorator';
import type { AuthenticatedRequest } from '../../../platform/auth/authenticated-request.type';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { OpenDuringMaintenance } from '../../../platform/availability/availability.decorator';
import { byUser } from '../../../platform/commands/command-actor.type';
import { AllowedDuringTwoFactorSetup } from '../two-factor/two-factor-setup.decorator';
import { EndOtherSessionsCommand } from './commands/end-other-sessions/end-other-sessions.command';
import { EndSessionCommand } from './commands/end-session/end-session.command';
import { RevokeUserSessionsCommand } from './commands/revoke-user-sessions/revoke-user-sessions.command';
import { SignOutCommand } from './commands/sign-out/sign-out.command';
import { SessionQueries } from './queries/session-queries.service';
import { Answers, AnswersNothing } from '../../../platform/http/answers.decorator';
import { clearSessionCookie } from './session-cookie.util';

/** Who I am, my sessions, signing out; an administrator's revocation of someone's sessions. */
@ApiTags('auth')
@Controller()
export class SessionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: SessionQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('auth/user')
  @SignedIn()
  @OpenDuringMaintenance()
  @AllowedDuringTwoFactorSetup()
  @Answers('CurrentUser')
  @ApiOperation({ summary: 'The signed-in user, or 401 AUTH_REQUIRED' })
  user(@Actor() user: CurrentUser): CurrentUser {
    return user;
  }

  @Public()
  @OpenDuringMaintenance()
  @Post('auth/logout')
  @HttpCode(204)
  @AnswersNothing()
  @ApiOperation({ summary: 'Sign out: ends the session and clears the cookie' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<void> {
    const token = request.cookies?.[this.config.session.cookieName];
    if (token) await this.commands.execute(new SignOutCommand(token));
    clearSessionCookie(response, this.config);
  }

  @Get('auth/sessions')
  @SignedIn()
  @Answers('SessionView[]')
  @ApiOperation({ summary: 'My open sessions, the current one marked' })
  list(@Req() request: AuthenticatedRequest): Promise<SessionView[]> {
    return this.sessions.mine(request.user.id, request.sessionId);
  }

  @Post('auth/sessions/end-others')
  @HttpCode(200)
  @SignedIn()
  @Answers('SessionsEnded')
  @ApiOperation({ summary: 'Sign out everywhere else' })
  async endOthers(@Req() request: AuthenticatedRequest): Promise<{ ended: number }> {
    return { ended: await this.commands.execute(new EndOtherSessionsCommand(request.user, request.sessionId)) };
  }

  @Delete('auth/sessions/:id')
  @HttpCode(200)
  @SignedIn()
  @Answers('SessionsEnded')
  @ApiOperation({ summary: 'End one of my sessions' })
  async endOne(@Param('id') id: string, @Actor() user: CurrentUser): Promise<{ ended: number }> {
    return { ended: await this.commands.execute(new EndSessionCommand(user, id)) };
  }

  @Post('admin/users/:id/revoke-sessions')
  @HttpCode(200)
  @Requires('users.manage')
  @Answers('SessionsEnded')
  @ApiOperation({ summary: "End every session of a user (an administrator's revocation)" })
  async revokeAll(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<{ ended: number }> {
    return { ended: await this.commands.execute(new RevokeUserSessionsCommand(id, byUser(actor))) };
  }
}
