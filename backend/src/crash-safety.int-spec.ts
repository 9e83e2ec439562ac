import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CONSISTENCY_HEADER, LANGUAGES, type ChainVerification, type Language, type NotificationList, type UserPreferences } from '@koinonia/contracts';
import { CONTEXT_MODULES } from './app.module';
import { projectionsOf } from './platform/context/context-module.decorator';
import type { RecordedEvent } from './platform/event-store/event-store.port';
import { SqliteEventStore } from './platform/event-store/sqlite-event-store';
import { ProjectionRunner } from './platform/projections/projection-runner.service';
import { EmbeddedReadStore } from './platform/read-store/embedded-read-store';
import type { ReadStore } from './platform/read-store/read-store.port';
import { eventually } from './testing/eventually.util';
import { seededRandom } from './testing/seeded-random.util';

/**
 * The built app (backend/dist/main.js, as `npm start` runs it) in a child process on a temp data
 * folder, on 127.0.0.1 and a port it picks itself, takes a storm of concurrent writes — members,
 * preferences, announcements that become notifications — and is killed with SIGKILL at a random
 * (seeded) moment, three times. After each restart every acknowledged write is in the event store
 * and behind the API, the security log verifies, and the read models equal a rebuild from the
 * events. `npm test` builds before jest; without a build this suite is skipped, and says so.
 */
const MAIN = resolve(__dirname, '../dist/main.js');
const BUILT = existsSync(MAIN);
const SEED = Number(process.env.CRASH_SEED ?? 11072026);
const ROUNDS = 3;
const ADMIN = { email: 'office@crash.example', password: 'storm-proof-2026' };

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

interface Acks {
  members: Array<{ id: string; position: string; fullName: string }>;
  announcements: Array<{ id: string; position: string; title: string }>;
  /** The language before the storm, then those set one after another and acknowledged; and the one asked for when the kill came. */
  languages: Language[];
  inFlightLanguage: Language | null;
}

const suite = BUILT ? describe : describe.skip;
jest.setTimeout(240_000);

suite(BUILT ? 'crash safety: SIGKILL during a storm of writes' : 'crash safety (skipped: no backend/dist/main.js — run `npm run build` first)', () => {
  const root = mkdtempSync(join(tmpdir(), 'koinonia-crash-'));
  const dataDir = join(root, 'data');
  const random = seededRandom(SEED);
  let running: Running | null = null;

  afterAll(async () => {
    if (running?.child.exitCode === null) await stop(running, 'SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  async function start(): Promise<Running> {
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        NO_COLOR: '1',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        ANCHOR_DIR: join(root, 'anchors'),
        FRONTEND_DIST: join(root, 'no-frontend'),
        EVENT_STORE: 'sqlite',
        READ_STORE: 'embedded',
        DEMO_MODE: 'false',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        APP_SECRET: 'a crash test secret, 32 characters or more',
        SIGN_IN_LIMIT_PER_IP: '10000',
        SIGN_IN_LIMIT_PER_ACCOUNT: '10000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const port = await new Promise<number>((resolvePort, reject) => {
      const timer = setTimeout(() => reject(new Error(`The app did not start in 60 s:\n${output}`)), 60_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /Listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (listening) {
          clearTimeout(timer);
          resolvePort(Number(listening[1]));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The app exited with ${code}:\n${output}`));
      });
    });
    const base = `http://127.0.0.1:${port}`;
    await eventually(async () => expect((await fetch(`${base}/api/health`)).status).toBe(200), 60_000, 100);
    running = { child, base, output: () => output };
    return running;
  }

  async function stop(app: Running, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    if (app.child.exitCode !== null || app.child.signalCode !== null) return;
    const exited = new Promise<void>((done) => app.child.once('exit', () => done()));
    app.child.kill(signal);
    await exited;
  }

  async function signIn(base: string): Promise<string> {
    const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    expect(response.status).toBe(200);
    return response.headers.getSetCookie()[0].split(';')[0];
  }

  const post = (base: string, cookie: string, path: string, body: unknown, method = 'POST') =>
    fetch(`${base}${path}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  /** Concurrent writers until the kill: six registering members, one changing preferences (one at a time), one announcing. */
  async function storm(app: Running, cookie: string, round: number, killAfterMs: number, language: Language): Promise<Acks> {
    const acks: Acks = { members: [], announcements: [], languages: [language], inFlightLanguage: null };
    let killed = false;
    let n = 0;
    const loop = async (write: () => Promise<void>) => {
      while (!killed) {
        try {
          await write();
        } catch {
          // The connection died with the process: this write was never acknowledged.
        }
      }
    };
    const member = async () => {
      const i = n++;
      const fullName = `Storm ${round}-${i}`;
      const response = await post(app.base, cookie, '/api/members', { fullName, email: `storm-${round}-${i}@crash.example`, ministry: 'Care', role: 'member' });
      if (response.status === 201) acks.members.push({ ...((await response.json()) as { id: string; position: string }), fullName });
    };
    const preferences = async () => {
      const language = LANGUAGES[(LANGUAGES.indexOf(acks.languages.at(-1)!) + 1) % LANGUAGES.length];
      acks.inFlightLanguage = language;
      const response = await post(app.base, cookie, '/api/preferences', { language }, 'PUT');
      if (response.status === 200) acks.languages.push(((await response.json()) as UserPreferences).language);
      acks.inFlightLanguage = null;
    };
    const announce = async () => {
      const title = `Announcement ${round}-${n++}`;
      const response = await post(app.base, cookie, '/api/announcements', { title, message: 'Still standing.', priority: 'normal', audience: 'everyone' });
      if (response.status === 201) acks.announcements.push({ ...((await response.json()) as { id: string; position: string }), title });
      // A few per round: the centre lists the newest 50.
      await new Promise((r) => setTimeout(r, 150));
    };
    const writers = [...Array.from({ length: 6 }, () => loop(member)), loop(preferences), loop(announce)];
    await new Promise((r) => setTimeout(r, killAfterMs));
    await stop(app, 'SIGKILL');
    killed = true;
    await Promise.all(writers);
    return acks;
  }

  /** Straight from the event store's file, the app dead: each acknowledged write's event at the position it answered. */
  async function expectInEventStore(acks: Acks): Promise<void> {
    const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    try {
      const byPosition = new Map<string, RecordedEvent>((await store.readAll()).map((event) => [event.position.toString(), event]));
      for (const { id, position } of acks.members) expect(byPosition.get(position)?.stream).toBe(`member-${id}`);
      for (const { id, position } of acks.announcements) expect(byPosition.get(position)?.stream).toBe(`announcement-${id}`);
    } finally {
      await store.close();
    }
  }

  /** Through the restarted app's API: the members, the last language, each announcement once in the centre, the chain. */
  async function expectBehindTheApi(app: Running, acks: Acks): Promise<Language> {
    const cookie = await signIn(app.base);
    const highest = [...acks.members, ...acks.announcements].reduce((max, ack) => (BigInt(ack.position) > max ? BigInt(ack.position) : max), 0n);
    const get = (path: string) => fetch(`${app.base}${path}`, { headers: { cookie, [CONSISTENCY_HEADER]: highest.toString() } });
    for (const { id, fullName } of acks.members) {
      const response = await get(`/api/members/${id}`);
      expect({ id, status: response.status }).toEqual({ id, status: 200 });
      expect(((await response.json()) as { fullName: string }).fullName).toBe(fullName);
    }
    const language = ((await (await get('/api/preferences')).json()) as UserPreferences).language;
    expect([acks.languages.at(-1), acks.inFlightLanguage]).toContain(language);
    await eventually(
      async () => {
        const titles = ((await (await get('/api/notifications')).json()) as NotificationList).items.map((item) => item.title);
        for (const { title } of acks.announcements) expect(titles.filter((t) => t === title)).toEqual([title]);
      },
      30_000,
      100,
    );
    const verification = (await (await post(app.base, cookie, '/api/security/verify-chain', {})).json()) as ChainVerification;
    expect(verification).toMatchObject({ ok: true });
    expect(verification.checked).toBeGreaterThan(0);
    return language;
  }

  /** With the app stopped cleanly: its read models, as left on disk, against a rebuild from the events. */
  async function expectReadModelsEqualARebuild(): Promise<void> {
    const snapshot = async (store: ReadStore) => {
      const result: Record<string, unknown[]> = {};
      for (const projection of projectionsOf(CONTEXT_MODULES))
        result[projection.collection] = await store.collection(projection.collection).find({}, { sort: { _id: 1 } });
      return result;
    };
    const events = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    const live = new EmbeddedReadStore(join(dataDir, 'read-models.sqlite'));
    const rebuilt = new EmbeddedReadStore(':memory:');
    try {
      const runner = new ProjectionRunner(events, rebuilt);
      for (const projection of projectionsOf(CONTEXT_MODULES)) runner.register(projection);
      await runner.rebuild();
      const liveModels = await snapshot(live);
      expect(liveModels.members.length).toBeGreaterThan(0);
      expect(liveModels).toEqual(await snapshot(rebuilt));
    } finally {
      await rebuilt.close();
      await live.close();
      await events.close();
    }
  }

  it(`keeps every acknowledged write, a verifying security log and read models equal to a rebuild, across ${ROUNDS} kills (seed ${SEED})`, async () => {
    let app = await start();
    let language: Language = 'en';
    for (let round = 1; round <= ROUNDS; round++) {
      const killAfterMs = 200 + Math.floor(random() * 1300);
      const acks = await storm(app, await signIn(app.base), round, killAfterMs, language);
      expect(acks.members.length).toBeGreaterThan(0);

      await expectInEventStore(acks);
      app = await start();
      language = await expectBehindTheApi(app, acks);
      await stop(app, 'SIGTERM');
      await expectReadModelsEqualARebuild();
      if (round < ROUNDS) app = await start();
    }
  });
});
