import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AdminUserView, CurrentUser, SessionView, UserRole } from '@koinonia/contracts';
import { APP_CONFIG, READ_STORE } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { CommandExecutor } from '../../platform/commands/command-executor.service';
import { claimDecider, claimStream } from '../../platform/commands/unique-claim.decider';
import { DomainError } from '../../platform/errors/domain-error';
import { SecretBox } from '../../platform/crypto/secret-box';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/auth/password.util';
import { newSessionToken, sessionIdOf } from '../../platform/auth/session-token.util';
import { ProjectionRunner } from '../../platform/projections/projection-runner.service';
import { isLocked, userDecider, type SecondFactorProof } from './domain/user.decider';
import { signInAttemptDecider, signInAttemptStream } from './domain/sign-in-attempt.decider';
import { userStream, type SessionEndReason } from './domain/user.events';
import { SECURITY_POLICY_ID, type SecurityPolicyDocument } from './projections/security-policy.projection';
import type { SessionDocument } from './projections/sessions.projection';
import type { UserDocument } from './projections/users.projection';

export const userEmailClaims = claimDecider('DUPLICATE_EMAIL');
export const USER_EMAIL_CLAIMS = 'useremail';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** The second step of signing in must follow the first within this time. */
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const LOGIN_CHALLENGE_PURPOSE = 'login-challenge';

export function needsTwoFactorSetup(user: Pick<UserDocument, 'roles' | 'twoFactorEnabled'>, requiredRoles: readonly UserRole[]): boolean {
  return !user.twoFactorEnabled && user.roles.some((role) => requiredRoles.includes(role));
}

export function toCurrentUser(user: UserDocument, requiredRoles: readonly UserRole[]): CurrentUser {
  return {
    id: user._id,
    email: user.email,
    displayName: user.displayName,
    roles: user.roles,
    memberId: user.memberId,
    twoFactorEnabled: user.twoFactorEnabled,
    twoFactorSetupRequired: needsTwoFactorSetup(user, requiredRoles),
  };
}

/** Ties a sign-in challenge to the password it was earned with: a password change voids it. */
export function passwordVersion(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('hex').slice(0, 16);
}

export type SessionLookup =
  { status: 'valid'; user: CurrentUser; sessionId: string; expiresAt: string; idleExpiresAt: string } | { status: 'missing' } | { status: 'expired' };

export interface OpenedSession {
  token: string;
  user: CurrentUser;
  expiresAt: Date;
}

export type SignInOutcome = ({ kind: 'session' } & OpenedSession) | { kind: 'two-factor'; challenge: string };

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** Accounts, sign-in and sessions. Sign-in and sign-out are events on the user's stream. */
@Injectable()
export class IdentityService {
  private readonly logger = new Logger('IdentityService');

  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    private readonly secrets: SecretBox,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get users() {
    return this.readStore.collection<UserDocument>('users');
  }

  async registerUser(input: {
    email: string;
    displayName: string;
    password: string;
    roles: UserRole[];
    memberId: string | null;
  }): Promise<{ userId: string; position: bigint | null }> {
    const userId = randomUUID();
    const email = input.email.trim().toLowerCase();
    await this.executor.execute(claimStream(USER_EMAIL_CLAIMS, email), userEmailClaims, { type: 'Claim', ownerId: userId, value: email }, { actorId: null });
    const passwordHash = await hashPassword(input.password);
    const outcome = await this.executor.execute(
      userStream(userId),
      userDecider,
      { type: 'RegisterUser', userId, email, displayName: input.displayName, passwordHash, roles: input.roles, memberId: input.memberId },
      { actorId: null },
    );
    return { userId, position: outcome.position };
  }

  /** The roles whose holders must use two-step verification (an administrator's setting). */
  async twoFactorRequiredRoles(): Promise<UserRole[]> {
    const policy = await this.readStore.collection<SecurityPolicyDocument>('securityPolicy').findOne({ _id: SECURITY_POLICY_ID });
    return policy?.twoFactorRequiredRoles ?? [];
  }

  async currentUser(user: UserDocument): Promise<CurrentUser> {
    return toCurrentUser(user, await this.twoFactorRequiredRoles());
  }

  /**
   * Checks the password and opens a session — or, for an account with two-step verification,
   * answers with a challenge for the second step instead. The same answer for an unknown email
   * as for a wrong password; a failure is recorded on the account, and the fifth within fifteen
   * minutes locks it (ACCOUNT_LOCKED, even with the right password) until the lock runs out or
   * an admin unlocks it. With `requireRole`, an account without that role gets no session and no
   * challenge (AUTHORIZATION).
   */
  async signIn(email: string, password: string, client: ClientInfo, options: { requireRole?: UserRole } = {}): Promise<SignInOutcome> {
    const user = await this.users.findOne({ email: email.trim().toLowerCase() });
    if (!user || !user.active || !user.passwordHash) {
      await this.recordUnmatchedSignIn(email, user, client);
      await verifyAgainstDummy(password);
      throw new DomainError('INVALID_CREDENTIALS');
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.recordFailure(user._id, client, 'password');
      throw new DomainError('INVALID_CREDENTIALS');
    }
    if (options.requireRole && !user.roles.includes(options.requireRole)) {
      // A locked account answers ACCOUNT_LOCKED whatever the password, here too: otherwise this
      // refusal would tell a guesser during the lockout that the password was right.
      const { state } = await this.executor.load(userStream(user._id), userDecider);
      if (isLocked(state, new Date().toISOString())) throw new DomainError('ACCOUNT_LOCKED', { lockedUntil: state.lockedUntil });
      throw new DomainError('AUTHORIZATION');
    }
    if (user.twoFactorEnabled) {
      // A lock applies to the first step too: no challenge while locked.
      const { state } = await this.executor.load(userStream(user._id), userDecider);
      if (isLocked(state, new Date().toISOString())) throw new DomainError('ACCOUNT_LOCKED', { lockedUntil: state.lockedUntil });
      const challenge = this.secrets.sealToken(
        { sub: user._id, pwv: passwordVersion(user.passwordHash) },
        LOGIN_CHALLENGE_PURPOSE,
        new Date(Date.now() + LOGIN_CHALLENGE_TTL_MS),
      );
      return { kind: 'two-factor', challenge };
    }
    return { kind: 'session', ...(await this.openSession(user, client)) };
  }

  /** Records a failed check (password or code) and throws ACCOUNT_LOCKED when it was one too many. */
  async recordFailure(userId: string, client: ClientInfo, reason: 'password' | 'two-factor'): Promise<void> {
    const outcome = await this.executor.execute(
      userStream(userId),
      userDecider,
      { type: 'RecordFailedSignIn', userId, ip: client.ip.slice(0, 64), reason },
      { actorId: null, retries: 5 },
    );
    if (isLocked(outcome.state, new Date().toISOString())) throw new DomainError('ACCOUNT_LOCKED', { lockedUntil: outcome.state.lockedUntil });
  }

  /** Starts a session for an account whose credentials were just checked. */
  async openSession(user: UserDocument, client: ClientInfo, secondFactor?: SecondFactorProof): Promise<OpenedSession> {
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
        ip: client.ip.slice(0, 64),
        userAgent: client.userAgent.slice(0, 256),
        ...(secondFactor ? { secondFactor } : {}),
      },
      { actorId: user._id, retries: 5 },
    );
    // The very next request must find the session: wait for the read side to have it.
    await this.settle(outcome.position);
    const fresh = (await this.users.findOne({ _id: user._id })) ?? user;
    return { token, user: await this.currentUser(fresh), expiresAt };
  }

  /** Waits until the read side has an appended position (bounded). */
  async settle(position: bigint | null): Promise<void> {
    if (position !== null) await this.runner.waitFor(position, this.config.consistencyWaitMs);
  }

  /** A failure with no usable account is an event too, so the security log sees every failure. */
  private async recordUnmatchedSignIn(email: string, user: UserDocument | null, client: { ip: string; userAgent: string }): Promise<void> {
    const command = {
      type: 'RecordUnmatchedSignIn' as const,
      email: email.trim().toLowerCase().slice(0, 254),
      userId: user?._id ?? null,
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent.slice(0, 256),
    };
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
      status: u.status,
      createdAt: u.createdAt,
      lastSignInAt: u.lastSignInAt,
      failedLoginAttempts: u.failedLoginAttempts,
      lockedUntil: u.lockedUntil,
      twoFactorEnabled: u.twoFactorEnabled,
      invitationExpiresAt: u.invitationExpiresAt,
    }));
  }

  /** The account of `userId`, or NOT_FOUND (also for anything that is not an id). */
  async findUser(userId: string): Promise<UserDocument> {
    const user = isUuid(userId) ? await this.users.findOne({ _id: userId }) : null;
    if (!user) throw new DomainError('NOT_FOUND');
    return user;
  }

  /** An administrator lifts a lockout. */
  async unlock(userId: string, actorId: string): Promise<{ position: bigint | null; revision: number }> {
    await this.findUser(userId);
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
    await this.settle(outcome.position);
  }

  async resolveSession(token: string | undefined, now = new Date()): Promise<SessionLookup> {
    if (!token || token.length > 128) return { status: 'missing' };
    const session = await this.readStore.collection<SessionDocument>('sessions').findOne({ _id: sessionIdOf(token) });
    if (!session) return { status: 'missing' };
    if (new Date(session.expiresAt).getTime() <= now.getTime() || new Date(session.idleExpiresAt).getTime() <= now.getTime()) return { status: 'expired' };
    const user = await this.users.findOne({ _id: session.userId });
    if (!user || !user.active) return { status: 'missing' };
    this.renewIfDue(session, now);
    // Most accounts have two-step verification or no role that requires it: only they need the policy.
    const requiredRoles = user.twoFactorEnabled ? [] : await this.twoFactorRequiredRoles();
    return {
      status: 'valid',
      user: toCurrentUser(user, requiredRoles),
      sessionId: session._id,
      expiresAt: session.expiresAt,
      idleExpiresAt: session.idleExpiresAt,
    };
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
      .execute(
        userStream(session.userId),
        userDecider,
        { type: 'RenewSession', userId: session.userId, sessionId: session._id, idleExpiresAt: next },
        { actorId: session.userId, retries: 5 },
      )
      .catch((error: unknown) => this.logger.warn(`Could not renew session: ${String(error)}`))
      .finally(() => this.renewing.delete(session._id));
  }

  /** The user's own open sessions, newest first, marking the one asking. */
  async listSessions(userId: string, currentSessionId: string, now = new Date()): Promise<SessionView[]> {
    const sessions = await this.readStore.collection<SessionDocument>('sessions').find({ userId }, { sort: { startedAt: -1, _id: -1 } });
    const iso = now.toISOString();
    return sessions
      .filter((s) => s.expiresAt > iso && s.idleExpiresAt > iso)
      .map((s) => ({
        id: s._id,
        startedAt: s.startedAt,
        expiresAt: s.expiresAt,
        idleExpiresAt: s.idleExpiresAt,
        ip: s.ip,
        userAgent: s.userAgent,
        current: s._id === currentSessionId,
      }));
  }

  /** Ends sessions of `userId`: all but `keep`, or only those named. Waits until the guard sees it. */
  async endSessions(userId: string, sessionIds: 'all' | string[], reason: SessionEndReason, actorId: string, keep?: string): Promise<number> {
    const outcome = await this.executor.execute(
      userStream(userId),
      userDecider,
      { type: 'EndSessions', userId, sessionIds, keep, reason },
      { actorId, retries: 5 },
    );
    await this.settle(outcome.position);
    return outcome.events.length;
  }

  async userExists(userId: string): Promise<boolean> {
    return isUuid(userId) && (await this.users.findOne({ _id: userId })) !== null;
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
