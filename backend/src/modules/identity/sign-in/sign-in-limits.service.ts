import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import type { AppConfig } from '../../../platform/config/app-config';
import { DomainError } from '../../../platform/errors/domain-error';
import { RateLimiter } from '../../../platform/http/rate-limiter';

/**
 * Sign-in attempts per client (its address bucket: `clientAddress`) and per account from one
 * client, shared by every sign-in route (app and admin). Per account *from one client*: a count
 * over all clients would let anyone hold up an account's holder everywhere by hammering it from
 * one place; guessing spread over many clients meets the account-wide lockout instead.
 */
@Injectable()
export class SignInLimits {
  private readonly perIp: RateLimiter;
  private readonly perAccount: RateLimiter;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.perIp = new RateLimiter(config.signInLimits.perIp.limit, config.signInLimits.perIp.windowMs);
    this.perAccount = new RateLimiter(config.signInLimits.perAccount.limit, config.signInLimits.perAccount.windowMs);
  }

  /** Counts one attempt; RATE_LIMITED when either limit is spent. */
  take(client: string, email: string): void {
    // Both counters take the attempt, so a client cannot probe one limit while under the other.
    const ipAllowed = this.perIp.take(`ip:${client}`);
    const accountAllowed = this.perAccount.take(`account:${email}\n${client}`);
    if (!ipAllowed || !accountAllowed) throw new DomainError('RATE_LIMITED');
  }

  /** Counts one attempt of a step that names no account (a two-step verification code). */
  takeAddress(client: string): void {
    if (!this.perIp.take(`ip:${client}`)) throw new DomainError('RATE_LIMITED');
  }
}
