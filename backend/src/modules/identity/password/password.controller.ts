import { Body, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ChangePasswordDto, ForgotPasswordDto, negotiateLanguage, ResetPasswordDto } from '@koinonia/contracts';
import type { FastifyRequest } from 'fastify';
import { Public, SignedIn } from '../../../platform/auth/access.decorator';
import type { AuthenticatedRequest } from '../../../platform/auth/authenticated-request.type';
import { OpenDuringMaintenance } from '../../../platform/availability/availability.decorator';
import { clientAddress } from '../../../platform/http/client-address.util';
import { AccountLimits } from '../accounts/account-limits.service';
import { clientOf } from '../sessions/session-cookie.util';
import { ChangePasswordCommand } from './commands/change-password/change-password.command';
import { ResetPasswordCommand } from './commands/reset-password/reset-password.command';
import { PasswordResetRequests } from './password-reset-requests.service';
import { AnswersNothing } from '../../../platform/http/answers.decorator';

/** Changing a password while signed in, and resetting a forgotten one through an emailed link. */
@ApiTags('auth')
@Controller('auth')
export class PasswordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly resets: PasswordResetRequests,
    private readonly limits: AccountLimits,
  ) {}

  @Post('password')
  @HttpCode(204)
  @SignedIn()
  @AnswersNothing({ errors: ['ACCOUNT_LOCKED', 'RATE_LIMITED'] })
  @ApiOperation({ summary: 'Change my password (the current one, then the new one); my other sessions end' })
  async change(@Body() body: ChangePasswordDto, @Req() request: AuthenticatedRequest): Promise<void> {
    this.limits.takePasswordChange(request.user.id);
    await this.commands.execute(new ChangePasswordCommand(request.user, request.sessionId, body.currentPassword, body.newPassword, clientOf(request)));
  }

  // An administrator who forgot the password must be able to get back in during maintenance.
  @Public()
  @OpenDuringMaintenance()
  @Post('forgot-password')
  @HttpCode(202)
  @AnswersNothing({ errors: ['RATE_LIMITED'] })
  @ApiOperation({
    summary:
      "Email a password reset link (in the account holder's saved language, else the Accept-Language); answers the same whether or not the address has an account",
  })
  forgot(@Body() body: ForgotPasswordDto, @Headers('accept-language') acceptLanguage: string | undefined, @Req() request: FastifyRequest): void {
    this.limits.takeResetRequest(clientAddress(request), body.email);
    this.resets.request(body.email, negotiateLanguage(acceptLanguage));
  }

  @Public()
  @OpenDuringMaintenance()
  @Post('reset-password')
  @HttpCode(204)
  @AnswersNothing({ errors: ['INVALID_TOKEN', 'RATE_LIMITED'] })
  @ApiOperation({ summary: 'Set a new password with the token from the emailed link; every session of the account ends' })
  async reset(@Body() body: ResetPasswordDto, @Req() request: FastifyRequest): Promise<void> {
    this.limits.takeLinkRedemption(clientAddress(request));
    await this.commands.execute(new ResetPasswordCommand(body.token, body.password));
  }
}
