import { Inject, Injectable } from '@nestjs/common';
import {
  SECURITY_EVENTS_PAGE_SIZE,
  VALIDATION_MESSAGES,
  type ActiveSessionView,
  type FailedSignInRange,
  type FailedSignInSeries,
  type SecurityAccountView,
  type SecurityEventPage,
  type SecurityEventsQueryDto,
  type SecurityEventView,
} from '@koinonia/contracts';
import { READ_STORE } from '../../platform/platform.tokens';
import type { Filter, ReadStore } from '../../platform/read-store/read-store.port';
import { DomainError } from '../../platform/errors/domain-error';
import { USER_DIRECTORY, type UserDirectory } from '../../platform/auth/user-directory.port';
import { SessionQueries, UserAdminQueries } from '../identity';
import type { SecurityLogEntry } from './domain/security-log.events';
import type { SecurityEventDocument } from './projections/security-events.projection';

const HOUR_MS = 60 * 60 * 1000;
const RANGES: Record<FailedSignInRange, { bucket: 'hour' | 'day'; count: number }> = {
  '24h': { bucket: 'hour', count: 24 },
  '7d': { bucket: 'day', count: 7 },
  '30d': { bucket: 'day', count: 30 },
};

type EntryFields = Pick<SecurityLogEntry, 'seq' | 'type' | 'occurredAt' | 'userId' | 'actorId' | 'ip' | 'details' | 'hash'>;

/** What the security center reads: the log's entries, failures over time, accounts, sessions. */
@Injectable()
export class SecurityQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    private readonly accountsList: UserAdminQueries,
    private readonly openSessions: SessionQueries,
  ) {}

  private get events() {
    return this.readStore.collection<SecurityEventDocument>('security_events');
  }

  /** Newest first, filtered by kind, account and time ([from, to)). */
  async page(query: SecurityEventsQueryDto): Promise<SecurityEventPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? SECURITY_EVENTS_PAGE_SIZE.default;
    const filter: Filter = {};
    if (query.type) filter.type = query.type;
    if (query.userId) filter.userId = query.userId;
    const from = query.from ? new Date(query.from).toISOString() : undefined;
    const to = query.to ? new Date(query.to).toISOString() : undefined;
    if (from && to && from >= to) throw DomainError.validation([{ field: 'to', message: VALIDATION_MESSAGES.dateOrder }]);
    if (from || to) filter.occurredAt = { ...(from ? { $gte: from } : {}), ...(to ? { $lt: to } : {}) };
    const [documents, total] = await Promise.all([
      this.events.find(filter, { sort: { seq: -1 }, skip: (page - 1) * pageSize, limit: pageSize }),
      this.events.countDocuments(filter),
    ]);
    return { items: await this.viewsOf(documents), total, page, pageSize };
  }

  /** Entries as screens show them, with the names of the people in them looked up now. */
  async viewsOf(entries: EntryFields[]): Promise<SecurityEventView[]> {
    const names = await this.directory.namesOf(entries.flatMap((e) => [e.userId, e.actorId]).filter((id): id is string => id !== null));
    return entries.map((e) => ({
      seq: e.seq,
      type: e.type,
      occurredAt: e.occurredAt,
      userId: e.userId,
      actorId: e.actorId,
      userName: e.userId ? (names.get(e.userId)?.displayName ?? null) : null,
      userEmail: e.userId ? (names.get(e.userId)?.email ?? null) : null,
      actorName: e.actorId ? (names.get(e.actorId)?.displayName ?? null) : null,
      ip: e.ip,
      details: e.details,
      hash: e.hash,
    }));
  }

  /** Failed sign-ins per hour (a day) or per day (a week, a month), in the asker's time zone. */
  async failedSignIns(range: FailedSignInRange, timeZone: string, now = new Date()): Promise<FailedSignInSeries> {
    const { bucket, count } = RANGES[range];
    const keyOf = bucketKeyer(timeZone, bucket);
    // Walk back an hour at a time until `count` distinct local buckets are seen: exact across DST.
    const keys: string[] = [];
    let earliest = now.getTime();
    for (let t = now.getTime(); ; t -= HOUR_MS) {
      const key = keyOf(new Date(t));
      if (keys[0] !== key) {
        if (keys.length === count) break;
        keys.unshift(key);
      }
      earliest = t;
    }
    const counts = new Map(keys.map((k) => [k, 0]));
    const since = new Date(earliest - (bucket === 'day' ? 24 : 1) * HOUR_MS).toISOString();
    const failures = await this.events.find({ type: 'sign-in-failed', occurredAt: { $gte: since } }, { projection: { occurredAt: 1, details: 1 } });
    let total = 0;
    for (const failure of failures) {
      const key = keyOf(new Date(failure.occurredAt));
      const current = counts.get(key);
      if (current === undefined) continue;
      // A tally of failures against unknown addresses counts as many as it tallies.
      const attempts = typeof failure.details?.attempts === 'number' ? failure.details.attempts : 1;
      counts.set(key, current + attempts);
      total += attempts;
    }
    return { range, bucket, timeZone, points: keys.map((key) => ({ key, count: counts.get(key)! })), total };
  }

  async accounts(): Promise<SecurityAccountView[]> {
    return (await this.accountsList.list()).map(({ id, email, displayName, roles, active, failedLoginAttempts, lockedUntil, lastSignInAt }) => ({
      id,
      email,
      displayName,
      roles,
      active,
      failedLoginAttempts,
      lockedUntil,
      lastSignInAt,
    }));
  }

  async sessions(currentSessionId: string, now = new Date()): Promise<ActiveSessionView[]> {
    const sessions = await this.openSessions.open(now);
    const names = await this.directory.namesOf(sessions.map((s) => s.userId));
    return sessions.map((s) => ({
      id: s.id,
      userId: s.userId,
      userName: names.get(s.userId)?.displayName ?? null,
      userEmail: names.get(s.userId)?.email ?? null,
      startedAt: s.startedAt,
      expiresAt: s.expiresAt,
      idleExpiresAt: s.idleExpiresAt,
      ip: s.ip,
      userAgent: s.userAgent,
      current: s.id === currentSessionId,
    }));
  }
}

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH` of an instant, local to `timeZone`. Throws VALIDATION_ERROR for a zone Intl does not know. */
export function bucketKeyer(timeZone: string, bucket: 'hour' | 'day'): (date: Date) => string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
  } catch {
    throw DomainError.validation([{ field: 'timeZone', message: VALIDATION_MESSAGES.choice }]);
  }
  return (date) => {
    const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
    const day = `${parts.year}-${parts.month}-${parts.day}`;
    return bucket === 'day' ? day : `${day}T${parts.hour}`;
  };
}
