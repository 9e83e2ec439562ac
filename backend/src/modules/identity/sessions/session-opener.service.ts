import { Inject, Injectable } from '@nestjs/common';
import type { CurrentUser } from '@koinonia/contracts';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import type { AppConfig } from '../../../platform/config/app-config';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { newSessionToken, sessionIdOf } from '../../../platform/auth/session-token.util';
import { AccountQueries } from '../accounts/account-queries.service';
import { ReadSideWait } from '../accounts/read-side-wait.service';
import { userDecider, type SecondFactorProof } from '../domain/user.decider';
import { userStream } from '../domain/user.events';
import type { UserDocument } from '../projections/users.projection';
import { recordedIp, recordedSource, recordedUserAgent, type ClientInfo } from './client-info.type';

export interface OpenedSession {
  token: string;
  user: CurrentUser;
  expiresAt: Date;
}

/**
 * Starts a session once credentials were checked (a password, a second step, an accepted
 * invitation). The start is `UserSignedIn` on the user's stream, decided with the account: the
 * lockout, a TOTP step or recovery code used once, and a password changed in the meantime all
 * hold; and an "end every session" decided after it on the same stream sees it.
 */
@Injectable()
export class SessionOpener {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly accounts: AccountQueries,
    private readonly readSide: ReadSideWait,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `user.passwordHash`: the hash the password was checked against. */
  async open(user: UserDocument, client: ClientInfo, secondFactor?: SecondFactorProof): Promise<OpenedSession> {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + this.config.session.ttlMs);
    const idleExpiresAt = new Date(Math.min(expiresAt.getTime(), Date.now() + this.config.session.idleMs)).toISOString();
    const outcome = await this.executor.execute(
      userStream(user._id),
      userDecider,
      {
        type: 'StartSession',
        userId: user._id,
        sessionId: sessionIdOf(token),
        expiresAt: expiresAt.toISOString(),
        idleExpiresAt,
        ip: recordedIp(client),
        source: recordedSource(client),
        userAgent: recordedUserAgent(client),
        passwordHash: user.passwordHash,
        ...(secondFactor ? { secondFactor } : {}),
      },
      { actorId: user._id, retries: 5 },
    );
    // Waits: the very next request must find the session, and the guard reads the sessions read model.
    await this.readSide.reach(outcome.position);
    const fresh = (await this.accounts.byId(user._id)) ?? user;
    return { token, user: await this.accounts.asCurrentUser(fresh), expiresAt };
  }
}
