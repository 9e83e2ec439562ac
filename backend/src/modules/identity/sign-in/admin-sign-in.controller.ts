import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoginDto, type LoginResult } from '@koinonia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import type { AppConfig } from '../../../platform/config/app-config';
import { Public } from '../../../platform/auth/access.decorator';
import { OpenDuringMaintenance } from '../../../platform/availability/availability.decorator';
import { clientAddress } from '../../../platform/http/client-address.util';
import { clientOf, startBrowserSession } from '../sessions/session-cookie.util';
import { SignInCommand } from './commands/sign-in/sign-in.command';
import { SignInLimits } from './sign-in-limits.service';
import { Answers } from '../../../platform/http/answers.decorator';

/**
 * The admin area's sign-in. The same sign-in as /api/auth/login (credentials, lockout, the same
 * rate-limit counters, the same second step), but the server, not the page, decides who is an
 * administrator: an account without the admin role gets 403 AUTHORIZATION and no session.
 */
@ApiTags('admin')
@Controller('admin')
export class AdminSignInController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: SignInLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @OpenDuringMaintenance()
  @Post('login')
  @HttpCode(200)
  @Answers('LoginResult', { errors: ['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED', 'AUTHORIZATION', 'RATE_LIMITED'] })
  @ApiOperation({ summary: 'Sign in to the admin area: only accounts holding the admin role get a session' })
  async login(@Body() body: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<LoginResult> {
    this.limits.take(clientAddress(request), body.email);
    const outcome = await this.commands.execute(new SignInCommand(body.email, body.password, clientOf(request), 'admin'));
    // An administrator with two-step verification finishes at /api/auth/login/two-factor, as everyone does.
    if (outcome.kind === 'two-factor') return { twoFactorRequired: true, challenge: outcome.challenge };
    await startBrowserSession(request, response, this.config, this.commands, outcome);
    return outcome.user;
  }
}
