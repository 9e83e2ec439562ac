import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AdminUserView, CurrentUser, SessionView, UserRole } from '@koinonia/contracts';
import { APP_CONFIG, READ_STORE } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { CommandExecutor } from '../../platform/commands/command-executor.service';
import { claimDecider, claimStream } from '../../platform/commands/unique-claim.decider';
import { DomainError } from '../../platform/errors/domain-error';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/auth/password.util';
import { newSessionToken, sessionIdOf } from '../../platform/auth/session-token.util';
import { ProjectionRunner } from '../../platform/projections/projection-runner.service';
import { isLocked, userDecider } from './domain/user.decider';
import { signInAttemptDecider, signInAttemptStream } from './domain/sign-in-attempt.decider';
import { userStream, type SessionEndReason } from './domain/user.events';
import type { SessionDocument } from './projections/sessions.projection';
import type { UserDocument } from './projections/users.projection';

const userEmailClaims = claimDecider('DUPLICATE_EMAIL');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toCurrentUser(user: UserDocument): CurrentUser {
  return { id: user._id, email: user.email, displayName: user.displayName, roles: user.roles, memberId: user.memberId };
}

export type SessionLookup =
  | { status: 'valid'; user: CurrentUser; sessionId: string; expiresAt: string; idleExpiresAt: string }
  | { status: 'missing' }
  | { status: 'expired' };

/** Accounts, sign-in and sessions. Sign-in and sign-out are events on the user's stream. */
@Injectable()
export class IdentityService {
  private readonly logger = new Logger('IdentityService');

  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get users() {
    return this.readStore.collection<UserDocument>('users');
  }

  async registerUser(input: { email: string; displayName: string; password: string; roles: UserRole[]; memberId: string | null }): Promise<{ userId: string; position: bigint | null }> {
    const userId = randomUUID();
    const email = input.email.trim().toLowerCase();
    await this.executor.execute(claimStream('useremail', email), userEmailClaims, { type: 'Claim', ownerId: userId, value: email }, { actorId: null });
    const passwordHash = await hashPassword(input.password);
    const outcome = await this.executor.execute(
      userStream(userId),
      userDecider,
      { type: 'RegisterUser', userId, email, displayName: input.displayName, passwordHash, roles: input.roles, memberId: input.memberId },
      { actorId: null },
    );
    return { userId, position: outcome.position };
  }

  /**
   * Checks the password and opens a session. The same answer for an unknown email as for a
   * wrong password; a failure is recorded on the account, and the fifth within fifteen minutes
   * locks it (ACCOUNT_LOCKED, even with the right password) until the lock runs out or an
   * admin unlocks it.
   */
  async signIn(email: string, password: string, client: { ip: string; userAgent: string }): Promise<{ token: string; user: CurrentUser; expiresAt: Date }> {
    const user = await this.users.findOne({ email: email.trim().toLowerCase() });
    if (!user || !user.active) {
      await this.recordUnmatchedSignIn(email, user, client);
      await verifyAgainstDummy(password);
      throw new DomainError('INVALID_CREDENTIALS');
    }
    const ip = client.ip.slice(0, 64);
    if (!(await verifyPassword(user.passwordHash, password))) {
      const outcome = await this.executor.execute(userStream(user._id), userDecider, { type: 'RecordFailedSignIn', userId: user._id, ip }, { actorId: null, retries: 5 });
      const now = new Date().toISOString();
      if (isLocked(outcome.state, now)) throw new DomainError('ACCOUNT_LOCKED', { lockedUntil: outcome.state.lockedUntil });
      throw new DomainError('INVALID_CREDENTIALS');
    }

    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + this.config.session.ttlMs);
    const idleExpiresAt = new Date(Math.min(expiresAt.getTime(), Date.now() + this.config.session.idleMs)).toISOString();
    const outcome = await this.executor.execute(
      userStream(user._id),
      userDecider,
      { type: 'StartSession', userId: user._id, sessionId: sessionIdOf(token), expiresAt: expiresAt.toISOString(), idleExpiresAt, ip, userAgent: client.userAgent.slice(0, 256) },
      { actorId: user._id, retries: 5 },
    );
    // The very next request must find the session: wait for the read side to have it.
    if (outcome.position !== null) await this.runner.waitFor(outcome.position, this.config.consistencyWaitMs);
    return { token, user: toCurrentUser(user), expiresAt };
  }

  /** A failure with no usable account is an event too, so the security log sees every failure. */
  private async recordUnmatchedSignIn(email: string, user: UserDocument | null, client: { ip: string; userAgent: string }): Promise<void> {
    const command = { type: 'RecordUnmatchedSignIn' as const, email: email.trim().toLowerCase().slice(0, 254), userId: user?._id ?? null, ip: client.ip.slice(0, 64), userAgent: client.userAgent.slice(0, 256) };
    await this.executor.execute(signInAttemptStream(), signInAttemptDecider, command, { actorId: null });
  }

  async listUsers(): Promise<AdminUserView[]> {
    const users = await this.users.find({}, { sort: { displayName: 1, _id: 1 } });
    return users.map((u) => ({
      id: u._id,
      email: u.email,
      displayName: u.displayName,
      roles: u.roles,
      memberId: u.memberId,
      active: u.active,
      createdAt: u.createdAt,
      lastSignInAt: u.lastSignInAt,
      failedLoginAttempts: u.failedLoginAttempts,
      lockedUntil: u.lockedUntil,
    }));
  }

  /** An administrator lifts a lockout. */
  async unlock(userId: string, actorId: string): Promise<{ position: bigint | null; revision: number }> {
    if (!UUID.test(userId) || !(await this.users.findOne({ _id: userId }))) throw new DomainError('NOT_FOUND');
    const outcome = await this.executor.execute(userStream(userId), userDecider, { type: 'Unlock', userId }, { actorId, retries: 5 });
    return { position: outcome.position, revision: outcome.revision };
  }

  async signOut(token: string): Promise<void> {
    const session = await this.readStore.collection<SessionDocument>('sessions').findOne({ _id: sessionIdOf(token) });
    if (!session) return;
    const outcome = await this.executor.execute(
      userStream(session.userId),
      userDecider,
      { type: 'EndSession', userId: session.userId, sessionId: session._id },
      { actorId: session.userId },
    );
    if (outcome.position !== null) await this.runner.waitFor(outcome.position, this.config.consistencyWaitMs);
  }

  async resolveSession(token: string | undefined, now = new Date()): Promise<SessionLookup> {
    if (!token || token.length > 128) return { status: 'missing' };
    const session = await this.readStore.collection<SessionDocument>('sessions').findOne({ _id: sessionIdOf(token) });
    if (!session) return { status: 'missing' };
    if (new Date(session.expiresAt).getTime() <= now.getTime() || new Date(session.idleExpiresAt).getTime() <= now.getTime()) return { status: 'expired' };
    const user = await this.users.findOne({ _id: session.userId });
    if (!user || !user.active) return { status: 'missing' };
    this.renewIfDue(session, now);
    return { status: 'valid', user: toCurrentUser(user), sessionId: session._id, expiresAt: session.expiresAt, idleExpiresAt: session.idleExpiresAt };
  }

  private readonly renewing = new Set<string>();

  /** Activity keeps a session alive: push its idle end forward, at most once per renewal period. */
  private renewIfDue(session: SessionDocument, now: Date): void {
    const { idleMs, renewEveryMs } = this.config.session;
    const idleEnd = new Date(session.idleExpiresAt).getTime();
    if (idleEnd - now.getTime() > idleMs - renewEveryMs || this.renewing.has(session._id)) return;
    const next = new Date(Math.min(new Date(session.expiresAt).getTime(), now.getTime() + idleMs)).toISOString();
    if (next <= session.idleExpiresAt) return;
    this.renewing.add(session._id);
    // The request need not wait: a lost renewal only means the next request renews instead.
    this.executor
      .execute(userStream(session.userId), userDecider, { type: 'RenewSession', userId: session.userId, sessionId: session._id, idleExpiresAt: next }, { actorId: session.userId, retries: 5 })
      .catch((error: unknown) => this.logger.warn(`Could not renew session: ${String(error)}`))
      .finally(() => this.renewing.delete(session._id));
  }

  /** The user's own open sessions, newest first, marking the one asking. */
  async listSessions(userId: string, currentSessionId: string, now = new Date()): Promise<SessionView[]> {
    const sessions = await this.readStore.collection<SessionDocument>('sessions').find({ userId }, { sort: { startedAt: -1, _id: -1 } });
    const iso = now.toISOString();
    return sessions
      .filter((s) => s.expiresAt > iso && s.idleExpiresAt > iso)
      .map((s) => ({ id: s._id, startedAt: s.startedAt, expiresAt: s.expiresAt, idleExpiresAt: s.idleExpiresAt, ip: s.ip, userAgent: s.userAgent, current: s._id === currentSessionId }));
  }

  /** Ends sessions of `userId`: all but `keep`, or only those named. Waits until the guard sees it. */
  async endSessions(userId: string, sessionIds: 'all' | string[], reason: SessionEndReason, actorId: string, keep?: string): Promise<number> {
    const outcome = await this.executor.execute(userStream(userId), userDecider, { type: 'EndSessions', userId, sessionIds, keep, reason }, { actorId, retries: 5 });
    if (outcome.position !== null) await this.runner.waitFor(outcome.position, this.config.consistencyWaitMs);
    return outcome.events.length;
  }

  async userExists(userId: string): Promise<boolean> {
    return UUID.test(userId) && (await this.users.findOne({ _id: userId })) !== null;
  }

  /** Names and emails of some accounts, for screens that show who did what. */
  async namesOf(userIds: Iterable<string>): Promise<Map<string, { displayName: string; email: string }>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const users = await this.users.find({ _id: { $in: ids } }, { projection: { displayName: 1, email: 1 } });
    return new Map(users.map((u) => [u._id, { displayName: u.displayName, email: u.email }]));
  }

  /** Every open session of every user, newest first (the security center's view). */
  async listOpenSessions(now = new Date()): Promise<SessionDocument[]> {
    const iso = now.toISOString();
    const sessions = await this.readStore.collection<SessionDocument>('sessions').find({}, { sort: { startedAt: -1, _id: -1 } });
    return sessions.filter((s) => s.expiresAt > iso && s.idleExpiresAt > iso);
  }

  /** An administrator ends one session of whoever holds it. */
  async revokeSession(sessionId: string, actorId: string): Promise<number> {
    const session = /^[0-9a-f]{64}$/.test(sessionId) ? await this.readStore.collection<SessionDocument>('sessions').findOne({ _id: sessionId }) : null;
    if (!session) throw new DomainError('NOT_FOUND');
    const ended = await this.endSessions(session.userId, [sessionId], 'revoked', actorId);
    if (ended === 0) throw new DomainError('NOT_FOUND');
    return ended;
  }
}
