import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoginDto, type CurrentUser } from '@koinonia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import { Actor } from '../../platform/auth/current-user.decorator';
import { Public, SignedIn } from '../../platform/auth/access.decorator';
import { IdentityService } from './identity.service';
import { DomainError } from '../../platform/errors/domain-error';
import { RateLimiter } from '../../platform/http/rate-limiter';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly identity: IdentityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.perIp = new RateLimiter(config.signInLimits.perIp.limit, config.signInLimits.perIp.windowMs);
    this.perAccount = new RateLimiter(config.signInLimits.perAccount.limit, config.signInLimits.perAccount.windowMs);
  }

  private readonly perIp: RateLimiter;
  private readonly perAccount: RateLimiter;

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password; sets the session cookie' })
  async login(@Body() body: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<CurrentUser> {
    // Both counters take the attempt, so a client cannot probe one limit while under the other.
    const ipAllowed = this.perIp.take(`ip:${request.ip ?? ''}`);
    const accountAllowed = this.perAccount.take(`account:${body.email}`);
    if (!ipAllowed || !accountAllowed) throw new DomainError('RATE_LIMITED');
    const { token, user, expiresAt } = await this.identity.signIn(body.email, body.password, {
      ip: request.ip ?? '',
      userAgent: String(request.headers['user-agent'] ?? ''),
    });
    response.setCookie(this.config.session.cookieName, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.session.secureCookie,
      path: '/',
      expires: expiresAt,
    });
    return user;
  }

  @Public()
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
  @ApiOperation({ summary: 'The signed-in user, or 401 AUTH_REQUIRED' })
  user(@Actor() user: CurrentUser): CurrentUser {
    return user;
  }
}
