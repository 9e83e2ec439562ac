import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AcceptInviteDto, type CurrentUser } from '@koinonia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import type { AppConfig } from '../../../platform/config/app-config';
import { Public } from '../../../platform/auth/access.decorator';
import { clientAddress } from '../../../platform/http/client-address.util';
import { AccountLimits } from '../accounts/account-limits.service';
import { clientOf, startBrowserSession } from '../sessions/session-cookie.util';
import { AcceptInvitationCommand } from './commands/accept-invitation/accept-invitation.command';
import { Answers } from '../../../platform/http/answers.decorator';

@ApiTags('auth')
@Controller('auth')
export class AcceptInvitationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: AccountLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('accept-invite')
  @HttpCode(200)
  @Answers('CurrentUser', { errors: ['INVALID_TOKEN', 'RATE_LIMITED'] })
  @ApiOperation({ summary: 'Choose a password with the token from an invitation; signs in' })
  async acceptInvite(@Body() body: AcceptInviteDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<CurrentUser> {
    this.limits.takeLinkRedemption(clientAddress(request));
    const session = await this.commands.execute(new AcceptInvitationCommand(body.token, body.password, clientOf(request)));
    await startBrowserSession(request, response, this.config, this.commands, session);
    return session.user;
  }
}
