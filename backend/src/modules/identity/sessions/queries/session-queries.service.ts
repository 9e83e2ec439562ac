import { Inject, Injectable } from '@nestjs/common';
import type { SessionView } from '@koinonia/contracts';
import { READ_STORE } from '../../../../platform/platform.tokens';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { sessionIdOf } from '../../../../platform/auth/session-token.util';
import type { SessionDocument } from '../../projections/sessions.projection';

/** An open session as the security center lists it. */
export interface OpenSession {
  id: string;
  userId: string;
  startedAt: string;
  expiresAt: string;
  idleExpiresAt: string;
  ip: string;
  userAgent: string;
}

const SESSION_ID = /^[0-9a-f]{64}$/;
const isOpen = (session: SessionDocument, iso: string) => session.expiresAt > iso && session.idleExpiresAt > iso;

/** Open sessions, from the `sessions` read model the guard checks. */
@Injectable()
export class SessionQueries {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  private get sessions() {
    return this.readStore.collection<SessionDocument>('sessions');
  }

  async byToken(token: string): Promise<SessionDocument | null> {
    return this.sessions.findOne({ _id: sessionIdOf(token) });
  }

  async byId(sessionId: string): Promise<SessionDocument | null> {
    return SESSION_ID.test(sessionId) ? this.sessions.findOne({ _id: sessionId }) : null;
  }

  /** The user's own open sessions, newest first, marking the one asking. */
  async mine(userId: string, currentSessionId: string, now = new Date()): Promise<SessionView[]> {
    const iso = now.toISOString();
    const sessions = await this.sessions.find({ userId }, { sort: { startedAt: -1, _id: -1 } });
    return sessions
      .filter((s) => isOpen(s, iso))
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

  /** Sessions whose idle or absolute end has passed: what the sweeper takes out of the read model. */
  async runOut(now = new Date()): Promise<SessionDocument[]> {
    const iso = now.toISOString();
    return this.sessions.find({ $or: [{ expiresAt: { $lte: iso } }, { idleExpiresAt: { $lte: iso } }] });
  }

  /** Every open session of every user, newest first (the security center's view). */
  async open(now = new Date()): Promise<OpenSession[]> {
    const iso = now.toISOString();
    const sessions = await this.sessions.find({}, { sort: { startedAt: -1, _id: -1 } });
    return sessions
      .filter((s) => isOpen(s, iso))
      .map((s) => ({
        id: s._id,
        userId: s.userId,
        startedAt: s.startedAt,
        expiresAt: s.expiresAt,
        idleExpiresAt: s.idleExpiresAt,
        ip: s.ip,
        userAgent: s.userAgent,
      }));
  }
}
