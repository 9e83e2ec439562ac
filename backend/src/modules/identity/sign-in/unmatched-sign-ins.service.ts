import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import type { AppConfig } from '../../../platform/config/app-config';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { RateLimiter } from '../../../platform/http/rate-limiter';
import { LOCKOUT, lockAfter, lockedUntilFor, noLockout, withFailure, withLock, type LockoutState } from '../domain/lockout.policy';
import { signInAttemptDecider, signInAttemptStream, type SignInAttemptsFailed } from '../domain/sign-in-attempt.decider';
import type { UserDocument } from '../projections/users.projection';
import { recordedIp, recordedSource, recordedUserAgent, type ClientInfo } from '../sessions/client-info.type';

type Tally = SignInAttemptsFailed['data'];

/** How often windows that have ended are looked for, to write their tallies. */
const CLOSE_EVERY_MS = 60 * 1000;
const CAP_KEY = 'unknown-accounts';

const ms = (iso: string) => new Date(iso).getTime();
const normalised = (email: string) => email.trim().toLowerCase().slice(0, 254);

/**
 * Failed sign-ins for addresses with no usable account (none, deactivated, or invited and not
 * yet accepted). Two jobs, both in this process's memory:
 *
 * - **The same answers as a real account**: each address runs the lockout's own rules
 *   (`lockout.policy`), so it answers INVALID_CREDENTIALS four times and then ACCOUNT_LOCKED, with
 *   a lockedUntil, from the same source, exactly as an account would — lockout no longer tells
 *   who has one.
 * - **Counted, not written one by one**: per address and source, the first failure is written at
 *   once (the security center sees it live) and the rest of the lockout window as one tally when
 *   the window ends. A cap over all sources bounds it all: past it, failures here are only summed
 *   (one tally), and every failed sign-in — against real accounts too, or the difference would
 *   tell which addresses have one — answers RATE_LIMITED until the window moves on.
 *
 * Several app instances each keep their own counts, as the rate limits do.
 */
@Injectable()
export class UnmatchedSignIns implements OnModuleDestroy {
  private readonly logger = new Logger('UnmatchedSignIns');
  private readonly cap: RateLimiter;
  /** The simulated lockout of each address. */
  private readonly lockouts = new Map<string, LockoutState>();
  /** Per address and source: when its window ends, and the failures since its first was written. */
  private readonly windows = new Map<string, { endsAt: number; pending: Tally | null }>();
  /** Failures past the cap, of every address and source together. */
  private overflow: Tally | null = null;
  private readonly writes = new Set<Promise<void>>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly executor: CommandExecutor,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cap = new RateLimiter(config.signInLimits.unknownAccounts.limit, config.signInLimits.unknownAccounts.windowMs);
    this.timer = setInterval(() => this.closeEnded(Date.now()), CLOSE_EVERY_MS);
    this.timer.unref();
  }

  /** RATE_LIMITED while failures against unknown addresses are past the cap: for every failed sign-in. */
  assertUnderCap(): void {
    if (this.cap.spent(CAP_KEY)) throw new DomainError('RATE_LIMITED');
  }

  /**
   * Counts one failure; answers when the simulated lock holding against this client ends (null:
   * none, so INVALID_CREDENTIALS), or throws RATE_LIMITED past the cap.
   */
  async record(email: string, user: UserDocument | null, client: ClientInfo): Promise<string | null> {
    const now = new Date().toISOString();
    const address = normalised(email);
    const attempt: Tally = {
      email: address,
      userId: user?._id ?? null,
      reason: user ? 'inactive-account' : 'unknown-account',
      source: recordedSource(client),
      ip: recordedIp(client),
      userAgent: recordedUserAgent(client),
      attempts: 1,
      firstAt: now,
      lastAt: now,
    };
    if (!this.cap.take(CAP_KEY)) {
      this.overflow = added(this.overflow, { ...attempt, email: null, userId: null, reason: 'unknown-account', source: null, ip: '', userAgent: '' });
      throw new DomainError('RATE_LIMITED');
    }
    const until = this.simulate(address, client.source, now);
    await this.tally(attempt);
    return until;
  }

  /** Writes every tally not yet written (at shutdown; tests call it to read the log). */
  async flush(): Promise<void> {
    const pending = [...this.windows.values()].flatMap((window) => (window.pending ? [window.pending] : []));
    for (const window of this.windows.values()) window.pending = null;
    if (this.overflow) pending.push(this.overflow);
    this.overflow = null;
    for (const tally of pending) this.write(tally);
    await Promise.all([...this.writes]);
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** The lockout's rules, for an address that has no account to keep them on. */
  private simulate(address: string, source: string, now: string): string | null {
    const state = this.lockouts.get(address) ?? noLockout();
    const holding = lockedUntilFor(state, source, now);
    if (holding !== null) return holding;
    const counted = withFailure(state, source, now);
    const lock = lockAfter(counted, source, now);
    this.lockouts.set(address, lock ? withLock(counted, lock) : counted);
    return lock?.until ?? null;
  }

  private async tally(attempt: Tally): Promise<void> {
    const key = `${attempt.email}\n${attempt.source}`;
    const window = this.windows.get(key);
    if (window && window.endsAt > ms(attempt.lastAt)) {
      window.pending = added(window.pending, attempt);
      return;
    }
    if (window?.pending) this.write(window.pending);
    this.windows.set(key, { endsAt: ms(attempt.lastAt) + LOCKOUT.windowMs, pending: null });
    // The first of a window is written before answering: the log shows an attempt as it happens.
    await this.executor.execute(signInAttemptStream(randomUUID()), signInAttemptDecider, { type: 'RecordUnmatchedSignIns', ...attempt }, { actorId: null });
  }

  /** Writes the tallies of windows that have ended, and forgets what no longer counts. */
  private closeEnded(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.endsAt > now) continue;
      if (window.pending) this.write(window.pending);
      this.windows.delete(key);
    }
    if (this.overflow && ms(this.overflow.firstAt) + LOCKOUT.windowMs <= now) {
      this.write(this.overflow);
      this.overflow = null;
    }
    const at = new Date(now).toISOString();
    for (const [address, state] of this.lockouts) {
      const stale = state.failures.every((failure) => ms(failure.at) + LOCKOUT.windowMs <= now) && state.sourceLocks.every((lock) => ms(lock.until) <= now);
      if (stale && lockedUntilFor(state, null, at) === null) this.lockouts.delete(address);
    }
  }

  private write(tally: Tally): void {
    const task = this.executor
      .execute(signInAttemptStream(randomUUID()), signInAttemptDecider, { type: 'RecordUnmatchedSignIns', ...tally }, { actorId: null })
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error(`Could not write a tally of failed sign-ins: ${String(error)}`));
    this.writes.add(task);
    void task.finally(() => this.writes.delete(task));
  }
}

/** One more failure in a tally: the count, the time span, and the latest address and browser. */
function added(tally: Tally | null, attempt: Tally): Tally {
  if (!tally) return attempt;
  return { ...tally, ip: attempt.ip, userAgent: attempt.userAgent, attempts: tally.attempts + attempt.attempts, lastAt: attempt.lastAt };
}
