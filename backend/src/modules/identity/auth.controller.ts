import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoginDto, TwoFactorLoginDto, type CurrentUser, type LoginResult } from '@koinonia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import { Actor } from '../../platform/auth/current-user.decorator';
import { Public, SignedIn } from '../../platform/auth/access.decorator';
import { OpenDuringMaintenance } from '../../platform/availability/availability.decorator';
import { IdentityService } from './identity.service';
import { clientOf, startBrowserSession } from './session-cookie.util';
import { SignInLimits } from './sign-in-limits.service';
import { AllowedDuringTwoFactorSetup } from './two-factor-setup.decorator';
import { TwoFactorService } from './two-factor.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly identity: IdentityService,
    private readonly twoFactor: TwoFactorService,
    private readonly limits: SignInLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @OpenDuringMaintenance()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password; sets the session cookie, or asks for a two-step verification code' })
  async login(@Body() body: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<LoginResult> {
    this.limits.take(request.ip ?? '', body.email);
    const outcome = await this.identity.signIn(body.email, body.password, clientOf(request));
    if (outcome.kind === 'two-factor') return { twoFactorRequired: true, challenge: outcome.challenge };
    await startBrowserSession(request, response, this.config, this.identity, outcome);
    return outcome.user;
  }

  @Public()
  @OpenDuringMaintenance()
  @Post('login/two-factor')
  @HttpCode(200)
  @ApiOperation({ summary: 'The second step of signing in: the challenge with a code from the app or a recovery code' })
  async loginTwoFactor(
    @Body() body: TwoFactorLoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<CurrentUser> {
    this.limits.takeAddress(request.ip ?? '');
    const proof = body.code !== undefined ? { code: body.code } : { recoveryCode: body.recoveryCode };
    const session = await this.twoFactor.completeSignIn(body.challenge, proof, clientOf(request));
    await startBrowserSession(request, response, this.config, this.identity, session);
    return session.user;
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
  @AllowedDuringTwoFactorSetup()
  @ApiOperation({ summary: 'The signed-in user, or 401 AUTH_REQUIRED' })
  user(@Actor() user: CurrentUser): CurrentUser {
    return user;
  }
}
