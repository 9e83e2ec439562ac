import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoginDto, TwoFactorLoginDto, type CurrentUser, type LoginResult } from '@koinonia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import type { AppConfig } from '../../../platform/config/app-config';
import { Public } from '../../../platform/auth/access.decorator';
import { OpenDuringMaintenance } from '../../../platform/availability/availability.decorator';
import { clientAddress } from '../../../platform/http/client-address.util';
import { clientOf, startBrowserSession } from '../sessions/session-cookie.util';
import { CompleteTwoFactorSignInCommand } from './commands/complete-two-factor-sign-in/complete-two-factor-sign-in.command';
import { SignInCommand } from './commands/sign-in/sign-in.command';
import { SignInLimits } from './sign-in-limits.service';
import { Answers } from '../../../platform/http/answers.decorator';

@ApiTags('auth')
@Controller('auth')
export class SignInController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: SignInLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @OpenDuringMaintenance()
  @Post('login')
  @HttpCode(200)
  @Answers('LoginResult', { errors: ['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED', 'RATE_LIMITED'] })
  @ApiOperation({ summary: 'Sign in with email and password; sets the session cookie, or asks for a two-step verification code' })
  async login(@Body() body: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<LoginResult> {
    this.limits.take(clientAddress(request), body.email);
    const outcome = await this.commands.execute(new SignInCommand(body.email, body.password, clientOf(request)));
    if (outcome.kind === 'two-factor') return { twoFactorRequired: true, challenge: outcome.challenge };
    await startBrowserSession(request, response, this.config, this.commands, outcome);
    return outcome.user;
  }

  @Public()
  @OpenDuringMaintenance()
  @Post('login/two-factor')
  @HttpCode(200)
  @Answers('CurrentUser', { errors: ['AUTH_EXPIRED', 'INVALID_TWO_FACTOR_CODE', 'ACCOUNT_LOCKED', 'RATE_LIMITED'] })
  @ApiOperation({ summary: 'The second step of signing in: the challenge with a code from the app or a recovery code' })
  async loginTwoFactor(
    @Body() body: TwoFactorLoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<CurrentUser> {
    this.limits.takeAddress(clientAddress(request));
    const proof = body.code !== undefined ? { code: body.code } : { recoveryCode: body.recoveryCode };
    const session = await this.commands.execute(new CompleteTwoFactorSignInCommand(body.challenge, proof, clientOf(request)));
    await startBrowserSession(request, response, this.config, this.commands, session);
    return session.user;
  }
}
