import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoginDto, type CurrentUser } from '@koinonia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import { Actor } from '../../platform/auth/current-user.decorator';
import { Public, SignedIn } from '../../platform/auth/access.decorator';
import { IdentityService } from './identity.service';
import { OpenDuringMaintenance } from '../../platform/availability/availability.decorator';
import { setSessionCookie } from './session-cookie.util';
import { SignInLimits } from './sign-in-limits.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly identity: IdentityService,
    private readonly limits: SignInLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @OpenDuringMaintenance()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password; sets the session cookie' })
  async login(@Body() body: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<CurrentUser> {
    this.limits.take(request.ip ?? '', body.email);
    const { token, user, expiresAt } = await this.identity.signIn(body.email, body.password, {
      ip: request.ip ?? '',
      userAgent: String(request.headers['user-agent'] ?? ''),
    });
    setSessionCookie(response, this.config.session, token, expiresAt);
    return user;
  }

  @Public()
  @OpenDuringMaintenance()
  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out: ends the session and clears the cookie' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<void> {
    const token = request.cookies?.[this.config.session.cookieName];
    if (token) await this.identity.signOut(token);
    response.clearCookie(this.config.session.cookieName, { path: '/' });
  }

  @Get('user')
  @SignedIn()
  @OpenDuringMaintenance()
  @ApiOperation({ summary: 'The signed-in user, or 401 AUTH_REQUIRED' })
  user(@Actor() user: CurrentUser): CurrentUser {
    return user;
  }
}
