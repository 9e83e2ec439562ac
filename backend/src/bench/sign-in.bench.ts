import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from '../app.factory';
import { readConfig } from '../platform/config/app-config';
import { CommandExecutor } from '../platform/commands/command-executor.service';
import { SNAPSHOTS } from '../platform/commands/snapshot.util';
import type { EventStore, NewEvent } from '../platform/event-store/event-store.port';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { EVENT_STORE, READ_STORE } from '../platform/platform.tokens';
import { ProjectionRunner } from '../platform/projections/projection-runner.service';
import { DEMO_PASSWORD } from '../modules/demo';
import { UserAdminQueries, userDecider, userStream } from '../modules/identity';
import { median, round } from './stats.util';

/** Medians in ms, and the long stream's over the new account's. */
interface Compared {
  fresh: number;
  long: number;
  longWithoutSnapshot: number;
  ratio: number;
  ratioWithoutSnapshot: number;
}

export interface SignInFigures {
  events: number;
  rounds: number;
  /** POST /api/auth/login, answered (argon2, the decision, the append, the wait for the session to be readable). */
  http: Compared;
  /** The executor's part alone: load the user's stream and decide StartSession. */
  executor: Compared;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const elapsed = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

function compared(fresh: number[], long: number[], without: number[]): Compared {
  const [f, l, w] = [median(fresh), median(long), median(without)];
  return { fresh: round(f), long: round(l), longWithoutSnapshot: round(w), ratio: round(l / f), ratioWithoutSnapshot: round(w / f) };
}

/** `count` events of the real types on the user's stream: sign-ins, each followed by its sign-out, appended directly. */
async function growStream(store: EventStore, userId: string, count: number): Promise<void> {
  const stream = userStream(userId);
  let revision = (await store.readStream(stream)).length - 1;
  const metadata = { actorId: userId, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 };
  for (let done = 0; done < count;) {
    const batch: NewEvent[] = [];
    for (; batch.length < 1000 && done < count; done += 2) {
      const sessionId = randomBytes(32).toString('hex');
      const at = new Date(Date.now() - (count - done) * 60_000).toISOString();
      const expiresAt = new Date(Date.parse(at) + 12 * 3600_000).toISOString();
      batch.push({ type: 'UserSignedIn', data: { userId, sessionId, at, expiresAt, idleExpiresAt: at, ip: '203.0.113.7', userAgent: 'bench' }, metadata });
      batch.push({ type: 'UserSignedOut', data: { userId, sessionId, reason: 'signed-out', by: userId }, metadata });
    }
    revision = (await store.append(stream, batch, revision)).revision;
  }
}

/** Until nothing more is being appended (the security log's reactor works through the new events) and the read side has it all. */
async function quiesce(store: EventStore, runner: ProjectionRunner): Promise<void> {
  let last = -1n;
  for (let still = 0; still < 3;) {
    await pause(1000);
    const head = await store.headPosition();
    still = head === last && runner.position >= head ? still + 1 : 0;
    last = head;
  }
}

/**
 * Sign-in for an account with a handful of events against one whose stream holds `events` more
 * (the real app, HTTP), with the user decider's snapshots and without them (the snapshot removed
 * before each of those sign-ins, so it folds the whole stream). Rounds alternate the three.
 */
export async function benchSignIn(dir: string, events = 100_000, rounds = 30, log: (line: string) => void = console.log): Promise<SignInFigures> {
  const dataDir = mkdtempSync(join(dir, 'sign-in-'));
  const limit = String(rounds * 10);
  const config = readConfig({ DATA_DIR: dataDir, FRONTEND_DIST: join(dataDir, 'none'), SIGN_IN_LIMIT_PER_IP: limit, SIGN_IN_LIMIT_PER_ACCOUNT: limit });
  const app = await createApp(config, { logger: false, demoMemberCount: 20 });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  try {
    const store = app.get<EventStore>(EVENT_STORE);
    const snapshots = app.get<ReadStore>(READ_STORE).collection(SNAPSHOTS);
    const executor = app.get(CommandExecutor);
    const accounts = await app.get(UserAdminQueries).list();
    const fresh = accounts.find((u) => u.email === 'staff@demo.church')!;
    const long = accounts.find((u) => u.email === 'member@demo.church')!;

    const started = Date.now();
    await growStream(store, long.id, events);
    await quiesce(store, app.get(ProjectionRunner));
    log(
      `  ${events.toLocaleString('en')} events appended to ${long.email}'s stream, and taken in by the read side and reactors, in ${Date.now() - started} ms`,
    );

    const signIn = async (email: string): Promise<number> => {
      const begun = process.hrtime.bigint();
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      const ms = elapsed(begun);
      if (response.status !== 200) throw new Error(`Sign-in of ${email} answered ${response.status}: ${await response.text()}`);
      // Signed out again, untimed: the open sessions stay as few as a real person's.
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
      await fetch(`${url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
      return ms;
    };
    const forget = () => snapshots.deleteMany({});
    const withoutSnapshots = { ...userDecider, snapshot: undefined };
    const decide = async (userId: string, decider: typeof userDecider): Promise<number> => {
      const begun = process.hrtime.bigint();
      const { state } = await executor.load(userStream(userId), decider);
      const command = {
        type: 'StartSession' as const,
        userId,
        sessionId: 'bench',
        expiresAt: '2999-01-01T00:00:00.000Z',
        idleExpiresAt: '2999-01-01T00:00:00.000Z',
      };
      decider.decide({ ...command, ip: '', source: '', userAgent: '', passwordHash: state.passwordHash }, state, {
        now: new Date().toISOString(),
        actorId: userId,
      });
      return elapsed(begun);
    };

    const http = { fresh: [] as number[], long: [] as number[], without: [] as number[] };
    const load = { fresh: [] as number[], long: [] as number[], without: [] as number[] };
    // Two rounds of warm-up (JIT, caches, the first snapshot), not counted.
    for (let i = -2; i < rounds; i++) {
      const f = await signIn(fresh.email);
      await forget();
      const w = await signIn(long.email);
      const l = await signIn(long.email);
      const lf = await decide(fresh.id, userDecider);
      const lw = await decide(long.id, withoutSnapshots);
      const ll = await decide(long.id, userDecider);
      if (i < 0) continue;
      http.fresh.push(f);
      http.without.push(w);
      http.long.push(l);
      load.fresh.push(lf);
      load.without.push(lw);
      load.long.push(ll);
    }
    return {
      events,
      rounds,
      http: compared(http.fresh, http.long, http.without),
      executor: compared(load.fresh, load.long, load.without),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
