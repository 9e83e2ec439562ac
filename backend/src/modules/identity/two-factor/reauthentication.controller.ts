import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ReauthenticateDto } from '@koinonia/contracts';
import { SignedIn } from '../../../platform/auth/access.decorator';
import type { AuthenticatedRequest } from '../../../platform/auth/authenticated-request.type';
import { clientOf } from '../sessions/session-cookie.util';
import { ReauthenticateCommand } from './commands/reauthenticate/reauthenticate.command';
import { AllowedDuringTwoFactorSetup } from './two-factor-setup.decorator';

/** "Sudo mode": proving again who one is, which sensitive actions ask for (REAUTHENTICATION_REQUIRED). */
@ApiTags('auth')
@Controller('auth')
export class ReauthenticationController {
  constructor(private readonly commands: CommandBus) {}

  // Allowed while setting up two-step verification: its enrolment asks for it.
  @Post('reauthenticate')
  @HttpCode(204)
  @SignedIn()
  @AllowedDuringTwoFactorSetup()
  @ApiOperation({ summary: 'Prove again who I am (my password, or a current code): sensitive actions accept this session for five minutes' })
  async reauthenticate(@Body() body: ReauthenticateDto, @Req() request: AuthenticatedRequest): Promise<void> {
    await this.commands.execute(new ReauthenticateCommand(request.user, request.sessionId, body, clientOf(request)));
  }
}
