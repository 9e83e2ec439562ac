import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { isLocked, userDecider } from '../domain/user.decider';
import { signInAttemptDecider, signInAttemptStream } from '../domain/sign-in-attempt.decider';
import { userStream } from '../domain/user.events';
import type { UserDocument } from '../projections/users.projection';
import { recordedIp, recordedUserAgent, type ClientInfo } from '../sessions/client-info.type';

/**
 * Failed checks of who someone is — a password, a code, at sign-in or when asked again — and the
 * lockout they lead to. A failure is decided on the account's stream, so five racing wrong
 * guesses count five.
 */
@Injectable()
export class SignInFailures {
  constructor(private readonly executor: CommandExecutor) {}

  /** Records a failed check and throws ACCOUNT_LOCKED when it was one too many. */
  async record(userId: string, client: ClientInfo, reason: 'password' | 'two-factor'): Promise<void> {
    const outcome = await this.executor.execute(
      userStream(userId),
      userDecider,
      { type: 'RecordFailedSignIn', userId, ip: recordedIp(client), reason },
      { actorId: null, retries: 5 },
    );
    if (isLocked(outcome.state, new Date().toISOString())) throw new DomainError('ACCOUNT_LOCKED', { lockedUntil: outcome.state.lockedUntil });
  }

  /** A failure with no usable account is an event too, so the security log sees every failure. */
  async recordUnmatched(email: string, user: UserDocument | null, client: ClientInfo): Promise<void> {
    const command = {
      type: 'RecordUnmatchedSignIn' as const,
      email: email.trim().toLowerCase().slice(0, 254),
      userId: user?._id ?? null,
      ip: recordedIp(client),
      userAgent: recordedUserAgent(client),
    };
    await this.executor.execute(signInAttemptStream(randomUUID()), signInAttemptDecider, command, { actorId: null });
  }

  /** ACCOUNT_LOCKED while the account is locked. */
  async assertNotLocked(userId: string): Promise<void> {
    const { state } = await this.executor.load(userStream(userId), userDecider);
    if (isLocked(state, new Date().toISOString())) throw new DomainError('ACCOUNT_LOCKED', { lockedUntil: state.lockedUntil });
  }
}
