import { Body, Controller, Headers, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AcceptInviteDto, ChangePasswordDto, ForgotPasswordDto, negotiateLanguage, ResetPasswordDto, type CurrentUser } from '@koinonia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import { Public, SignedIn } from '../../platform/auth/access.decorator';
import { OpenDuringMaintenance } from '../../platform/availability/availability.decorator';
import type { AuthenticatedRequest } from '../../platform/auth/authenticated-request.type';
import { DomainError } from '../../platform/errors/domain-error';
import { RateLimiter } from '../../platform/http/rate-limiter';
import { AccountPasswordService } from './account-password.service';
import { InvitationsService } from './invitations.service';
import { IdentityService } from './identity.service';
import { clientOf, startBrowserSession } from './session-cookie.util';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Reset emails per address and per client address; link redemptions per client address. */
export const ACCOUNT_LIMITS = { resetPerEmail: 5, resetPerIp: 20, linksPerIp: 30, passwordChangesPerUser: 10 } as const;

@ApiTags('auth')
@Controller('auth')
export class AccountController {
  private readonly resetPerEmail = new RateLimiter(ACCOUNT_LIMITS.resetPerEmail, FIFTEEN_MINUTES);
  private readonly resetPerIp = new RateLimiter(ACCOUNT_LIMITS.resetPerIp, FIFTEEN_MINUTES);
  private readonly linksPerIp = new RateLimiter(ACCOUNT_LIMITS.linksPerIp, FIFTEEN_MINUTES);
  private readonly changesPerUser = new RateLimiter(ACCOUNT_LIMITS.passwordChangesPerUser, FIFTEEN_MINUTES);

  constructor(
    private readonly passwords: AccountPasswordService,
    private readonly invitations: InvitationsService,
    private readonly identity: IdentityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('password')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({ summary: 'Change my password (the current one, then the new one); my other sessions end' })
  async change(@Body() body: ChangePasswordDto, @Req() request: AuthenticatedRequest): Promise<void> {
    if (!this.changesPerUser.take(request.user.id)) throw new DomainError('RATE_LIMITED');
    await this.passwords.change(request.user.id, request.sessionId, body.currentPassword, body.newPassword, clientOf(request));
  }

  // An administrator who forgot the password must be able to get back in during maintenance.
  @Public()
  @OpenDuringMaintenance()
  @Post('forgot-password')
  @HttpCode(202)
  @ApiOperation({
    summary:
      "Email a password reset link (in the account holder's saved language, else the Accept-Language); answers the same whether or not the address has an account",
  })
  forgot(@Body() body: ForgotPasswordDto, @Headers('accept-language') acceptLanguage: string | undefined, @Req() request: FastifyRequest): void {
    const ipAllowed = this.resetPerIp.take(request.ip ?? '');
    const emailAllowed = this.resetPerEmail.take(body.email);
    if (!ipAllowed || !emailAllowed) throw new DomainError('RATE_LIMITED');
    this.passwords.requestReset(body.email, negotiateLanguage(acceptLanguage));
  }

  @Public()
  @OpenDuringMaintenance()
  @Post('reset-password')
  @HttpCode(204)
  @ApiOperation({ summary: 'Set a new password with the token from the emailed link; every session of the account ends' })
  async reset(@Body() body: ResetPasswordDto, @Req() request: FastifyRequest): Promise<void> {
    if (!this.linksPerIp.take(request.ip ?? '')) throw new DomainError('RATE_LIMITED');
    await this.passwords.reset(body.token, body.password);
  }

  @Public()
  @Post('accept-invite')
  @HttpCode(200)
  @ApiOperation({ summary: 'Choose a password with the token from an invitation; signs in' })
  async acceptInvite(@Body() body: AcceptInviteDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<CurrentUser> {
    if (!this.linksPerIp.take(request.ip ?? '')) throw new DomainError('RATE_LIMITED');
    const session = await this.invitations.accept(body.token, body.password, clientOf(request));
    await startBrowserSession(request, response, this.config, this.identity, session);
    return session.user;
  }
}
