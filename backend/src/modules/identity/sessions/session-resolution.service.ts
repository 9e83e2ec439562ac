import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import type { AppConfig } from '../../../platform/config/app-config';
import type { ResolvedSession, SessionResolver } from '../../../platform/auth/session-resolver.token';
import { AccountQueries } from '../accounts/account-queries.service';
import { toCurrentUser } from '../accounts/account.util';
import type { SessionDocument } from '../projections/sessions.projection';
import { TwoFactorPolicyQuery } from '../two-factor/queries/two-factor-policy.query';
import { RenewSessionCommand } from './commands/renew-session/renew-session.command';
import { SessionQueries } from './queries/session-queries.service';

/**
 * Which session a cookie holds, for the session guard and (as SESSION_RESOLVER) the realtime
 * handshake, the availability guard and the client-error log: a live session of an active
 * account, or why not. Activity renews the session's idle end as it goes.
 */
@Injectable()
export class SessionResolution implements SessionResolver {
  private readonly logger = new Logger('SessionResolution');
  private readonly renewing = new Set<string>();

  constructor(
    private readonly sessions: SessionQueries,
    private readonly accounts: AccountQueries,
    private readonly policy: TwoFactorPolicyQuery,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async resolveSession(token: string | undefined, now = new Date()): Promise<ResolvedSession> {
    if (!token || token.length > 128) return { status: 'missing' };
    const session = await this.sessions.byToken(token);
    if (!session) return { status: 'missing' };
    if (new Date(session.expiresAt).getTime() <= now.getTime() || new Date(session.idleExpiresAt).getTime() <= now.getTime()) return { status: 'expired' };
    const user = await this.accounts.byId(session.userId);
    if (!user || !user.active) return { status: 'missing' };
    this.renewIfDue(session, now);
    // Most accounts have two-step verification or no role that requires it: only they need the policy.
    const [requiredRoles, memberId] = await Promise.all([user.twoFactorEnabled ? [] : this.policy.requiredRoles(), this.accounts.memberOf(user)]);
    return {
      status: 'valid',
      user: toCurrentUser(user, requiredRoles, memberId),
      sessionId: session._id,
      expiresAt: session.expiresAt,
      idleExpiresAt: session.idleExpiresAt,
    };
  }

  /** Activity keeps a session alive: push its idle end forward, at most once per renewal period. */
  private renewIfDue(session: SessionDocument, now: Date): void {
    const { idleMs, renewEveryMs } = this.config.session;
    const idleEnd = new Date(session.idleExpiresAt).getTime();
    if (idleEnd - now.getTime() > idleMs - renewEveryMs || this.renewing.has(session._id)) return;
    const next = new Date(Math.min(new Date(session.expiresAt).getTime(), now.getTime() + idleMs)).toISOString();
    if (next <= session.idleExpiresAt) return;
    this.renewing.add(session._id);
    // The request need not wait: a lost renewal only means the next request renews instead.
    this.commands
      .execute(new RenewSessionCommand(session.userId, session._id, next))
      .catch((error: unknown) => this.logger.warn(`Could not renew session: ${String(error)}`))
      .finally(() => this.renewing.delete(session._id));
  }
}
