import { Injectable } from '@nestjs/common';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { newLinkToken } from '../accounts/account-tokens.util';
import { lockedUntil, userDecider } from '../domain/user.decider';
import { TOKEN_TTL, userStream, type UserEvent, type UserUnlockLinkIssued } from '../domain/user.events';
import { recordedIp, recordedSource, type ClientInfo } from '../sessions/client-info.type';
import { LockoutNotices } from './lockout-notices.service';

/**
 * Failed checks of who someone is — a password, a code, at sign-in or when asked again — and the
 * lockout they lead to. A failure is decided on the account's stream, so five racing wrong
 * guesses count five; a lock holds against the client's source (or, past the higher count,
 * every source), and its holder is told by email, with a link that lifts it.
 */
@Injectable()
export class SignInFailures {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly notices: LockoutNotices,
  ) {}

  /** Records a failed check; answers when the lock now holding against this client ends, or null. */
  async record(userId: string, client: ClientInfo, reason: 'password' | 'two-factor'): Promise<string | null> {
    // A link for the holder in case this failure locks; unused (and forgotten) otherwise.
    const link = newLinkToken();
    const unlockLink = { tokenHash: link.tokenHash, expiresAt: new Date(Date.now() + TOKEN_TTL.unlockMs).toISOString() };
    const outcome = await this.executor.execute(
      userStream(userId),
      userDecider,
      { type: 'RecordFailedSignIn', userId, ip: recordedIp(client), source: recordedSource(client), reason, unlockLink },
      { actorId: null, retries: 5 },
    );
    const issued = (outcome.events as UserEvent[]).find((event): event is UserUnlockLinkIssued => event.type === 'UserUnlockLinkIssued');
    if (issued) this.notices.send(link.token, issued.data);
    return lockedUntil(outcome.state, recordedSource(client), new Date().toISOString());
  }

  /** Records a failed check and refuses: ACCOUNT_LOCKED when it locked (or a lock held), else `refusal`. */
  async refuse(userId: string, client: ClientInfo, reason: 'password' | 'two-factor', refusal: DomainError): Promise<never> {
    const until = await this.record(userId, client, reason);
    if (until !== null) throw new DomainError('ACCOUNT_LOCKED', { lockedUntil: until });
    throw refusal;
  }

  /** ACCOUNT_LOCKED while a lock holds against this client. */
  async assertNotLocked(userId: string, client: ClientInfo): Promise<void> {
    const { state } = await this.executor.load(userStream(userId), userDecider);
    const until = lockedUntil(state, recordedSource(client), new Date().toISOString());
    if (until !== null) throw new DomainError('ACCOUNT_LOCKED', { lockedUntil: until });
  }
}
