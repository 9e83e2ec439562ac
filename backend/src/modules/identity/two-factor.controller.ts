import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConfirmTwoFactorDto, ReauthenticateDto, type RecoveryCodesView, type TwoFactorEnrolmentView, type TwoFactorStatusView } from '@koinonia/contracts';
import { SignedIn } from '../../platform/auth/access.decorator';
import type { AuthenticatedRequest } from '../../platform/auth/authenticated-request.type';
import { clientOf } from './session-cookie.util';
import { AllowedDuringTwoFactorSetup } from './two-factor-setup.decorator';
import { TwoFactorService } from './two-factor.service';

@ApiTags('auth')
@Controller('auth/two-factor')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  @SignedIn()
  @AllowedDuringTwoFactorSetup()
  @ApiOperation({ summary: 'Whether two-step verification is on for me, recovery codes left, and whether my role requires it' })
  status(@Req() request: AuthenticatedRequest): Promise<TwoFactorStatusView> {
    return this.twoFactor.status(request.user.id);
  }

  @Post('start')
  @HttpCode(200)
  @SignedIn()
  @AllowedDuringTwoFactorSetup()
  @ApiOperation({ summary: 'A new secret for an authenticator app (with its QR code); nothing changes until confirmed' })
  start(@Req() request: AuthenticatedRequest): Promise<TwoFactorEnrolmentView> {
    return this.twoFactor.startEnrolment(request.user.id);
  }

  @Post('confirm')
  @HttpCode(200)
  @SignedIn()
  @AllowedDuringTwoFactorSetup()
  @ApiOperation({ summary: 'Turn two-step verification on with a first code; answers ten recovery codes, shown once' })
  async confirm(@Body() body: ConfirmTwoFactorDto, @Req() request: AuthenticatedRequest): Promise<RecoveryCodesView & { position: string }> {
    const { recoveryCodes, position } = await this.twoFactor.confirmEnrolment(request.user.id, body.enrolmentToken, body.code);
    return { recoveryCodes, position: (position ?? 0n).toString() };
  }

  @Post('disable')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({ summary: 'Turn two-step verification off (needs my password or a current code)' })
  async disable(@Body() body: ReauthenticateDto, @Req() request: AuthenticatedRequest): Promise<void> {
    await this.twoFactor.disable(request.user.id, body, clientOf(request));
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Ten new recovery codes, the old ones void (needs my password or a current code)' })
  regenerate(@Body() body: ReauthenticateDto, @Req() request: AuthenticatedRequest): Promise<RecoveryCodesView> {
    return this.twoFactor.regenerateRecoveryCodes(request.user.id, body, clientOf(request));
  }
}
