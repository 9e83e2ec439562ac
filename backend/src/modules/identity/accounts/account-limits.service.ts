import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error';
import { RateLimiter } from '../../../platform/http/rate-limiter';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Reset emails per address and per client address; link redemptions per client address; password changes per user. */
const ACCOUNT_LIMITS = { resetPerEmail: 5, resetPerIp: 20, linksPerIp: 30, passwordChangesPerUser: 10 } as const;

/**
 * The rate limits of the account routes, each in a sliding fifteen minutes. One instance for the
 * module: redeeming an invitation and a reset link share one budget per client address.
 */
@Injectable()
export class AccountLimits {
  private readonly resetPerEmail = new RateLimiter(ACCOUNT_LIMITS.resetPerEmail, FIFTEEN_MINUTES);
  private readonly resetPerIp = new RateLimiter(ACCOUNT_LIMITS.resetPerIp, FIFTEEN_MINUTES);
  private readonly linksPerIp = new RateLimiter(ACCOUNT_LIMITS.linksPerIp, FIFTEEN_MINUTES);
  private readonly changesPerUser = new RateLimiter(ACCOUNT_LIMITS.passwordChangesPerUser, FIFTEEN_MINUTES);

  /** RATE_LIMITED when this client has asked for too many reset emails, or this address has been sent too many. */
  takeResetRequest(client: string, email: string): void {
    // Both counters take the request, so a client cannot probe one limit while under the other.
    const ipAllowed = this.resetPerIp.take(client);
    const emailAllowed = this.resetPerEmail.take(email);
    if (!ipAllowed || !emailAllowed) throw new DomainError('RATE_LIMITED');
  }

  /** An emailed link (an invitation, a reset) redeemed from this client address. */
  takeLinkRedemption(client: string): void {
    if (!this.linksPerIp.take(client)) throw new DomainError('RATE_LIMITED');
  }

  takePasswordChange(userId: string): void {
    if (!this.changesPerUser.take(userId)) throw new DomainError('RATE_LIMITED');
  }
}
