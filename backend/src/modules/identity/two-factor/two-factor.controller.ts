import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConfirmTwoFactorDto, ReauthenticateDto, type RecoveryCodesView, type TwoFactorEnrolmentView, type TwoFactorStatusView } from '@koinonia/contracts';
import { SignedIn } from '../../../platform/auth/access.decorator';
import type { AuthenticatedRequest } from '../../../platform/auth/authenticated-request.type';
import { clientOf } from '../sessions/session-cookie.util';
import { ConfirmTwoFactorCommand } from './commands/confirm-two-factor/confirm-two-factor.command';
import { DisableTwoFactorCommand } from './commands/disable-two-factor/disable-two-factor.command';
import { RegenerateRecoveryCodesCommand } from './commands/regenerate-recovery-codes/regenerate-recovery-codes.command';
import { TwoFactorStatusQuery } from './queries/two-factor-status.query';
import { AllowedDuringTwoFactorSetup } from './two-factor-setup.decorator';
import { TwoFactorEnrolment } from './two-factor-enrolment.service';
import { Answers, AnswersNothing } from '../../../platform/http/answers.decorator';

/** The signed-in user's own two-step verification. */
@ApiTags('auth')
@Controller('auth/two-factor')
export class TwoFactorController {
  constructor(
    private readonly commands: CommandBus,
    private readonly status: TwoFactorStatusQuery,
    private readonly enrolment: TwoFactorEnrolment,
  ) {}

  @Get()
  @SignedIn()
  @AllowedDuringTwoFactorSetup()
  @Answers('TwoFactorStatusView')
  @ApiOperation({ summary: 'Whether two-step verification is on for me, recovery codes left, and whether my role requires it' })
  get(@Req() request: AuthenticatedRequest): Promise<TwoFactorStatusView> {
    return this.status.of(request.user.id);
  }

  @Post('start')
  @HttpCode(200)
  @SignedIn()
  @AllowedDuringTwoFactorSetup()
  @Answers('TwoFactorEnrolmentView', { errors: ['TWO_FACTOR_ALREADY_ENABLED'] })
  @ApiOperation({
    summary:
      'A new secret for an authenticator app (with its QR code); nothing changes until confirmed. Needs a sign-in or re-authentication within the last five minutes (REAUTHENTICATION_REQUIRED)',
  })
  start(@Req() request: AuthenticatedRequest): Promise<TwoFactorEnrolmentView> {
    return this.enrolment.start(request.user.id, request.sessionId);
  }

  @Post('confirm')
  @HttpCode(200)
  @SignedIn()
  @AllowedDuringTwoFactorSetup()
  @Answers('TwoFactorConfirmation', { errors: ['INVALID_TOKEN', 'TWO_FACTOR_ALREADY_ENABLED'] })
  @ApiOperation({ summary: 'Turn two-step verification on with a first code; answers ten recovery codes, shown once; my other sessions end' })
  async confirm(@Body() body: ConfirmTwoFactorDto, @Req() request: AuthenticatedRequest): Promise<RecoveryCodesView & { position: string }> {
    const { recoveryCodes, position } = await this.commands.execute(
      new ConfirmTwoFactorCommand(request.user, request.sessionId, body.enrolmentToken, body.code),
    );
    return { recoveryCodes, position: (position ?? 0n).toString() };
  }

  @Post('disable')
  @HttpCode(204)
  @SignedIn()
  @AnswersNothing({ errors: ['TWO_FACTOR_NOT_ENABLED'] })
  @ApiOperation({ summary: 'Turn two-step verification off (needs my password or a current code)' })
  async disable(@Body() body: ReauthenticateDto, @Req() request: AuthenticatedRequest): Promise<void> {
    await this.commands.execute(new DisableTwoFactorCommand(request.user, request.sessionId, body, clientOf(request)));
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @SignedIn()
  @Answers('RecoveryCodesView', { errors: ['TWO_FACTOR_NOT_ENABLED'] })
  @ApiOperation({ summary: 'Ten new recovery codes, the old ones void (needs my password or a current code)' })
  async regenerate(@Body() body: ReauthenticateDto, @Req() request: AuthenticatedRequest): Promise<RecoveryCodesView> {
    const { recoveryCodes } = await this.commands.execute(new RegenerateRecoveryCodesCommand(request.user, request.sessionId, body, clientOf(request)));
    return { recoveryCodes };
  }
}
