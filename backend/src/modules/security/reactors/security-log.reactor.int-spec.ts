import { SqliteEventStore } from '../../../platform/event-store/sqlite-event-store';
import { EVENT_STORE, READ_STORE } from '../../../platform/platform.tokens';
import type { EventStore, RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { ReactorRunner } from '../../../platform/reactors/reactor-runner.service';
import { RealtimeService } from '../../../platform/realtime/realtime.service';
import { eventually } from '../../../testing/eventually.util';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';
import { SECURITY_LOG_STREAM, type SecurityLogEntry } from '../domain/security-log.events';
import { SecurityLogRuleRegistry } from '../../../platform/security-log/security-log-rules.registry';
import { SecurityLogKeys } from '../security-log-keys.service';
import { SecurityQueries } from '../security-queries.service';
import { SecurityLogReactor } from './security-log.reactor';

/** What the log should hold: for every security-relevant event in the store, its entries, in order. */
async function expectedSources(store: EventStore, rules: SecurityLogRuleRegistry): Promise<string[]> {
  const all = await store.readAll();
  return all.filter((e) => e.stream !== SECURITY_LOG_STREAM).flatMap((e) => rules.entriesFor(e).map(() => e.position.toString()));
}

async function loggedSources(store: EventStore): Promise<string[]> {
  return (await store.readStream(SECURITY_LOG_STREAM)).map((e) => (e.data as unknown as SecurityLogEntry).source.position);
}

/** Waits until the log holds exactly one entry per expected one: no duplicates, no gaps. */
async function logMatchesStore(store: EventStore, rules: SecurityLogRuleRegistry): Promise<string[]> {
  return eventually(async () => {
    const [expected, logged] = [await expectedSources(store, rules), await loggedSources(store)];
    expect(logged).toEqual(expected);
    return logged;
  });
}

const failure = (userId: string, at: string) => ({
  type: 'UserSignInFailed',
  data: { userId, at, ip: '198.51.100.7' },
  metadata: { actorId: null, correlationId: 'offline', causationId: null, occurredAt: at, schemaVersion: 1 },
});

describe('security log reactor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const store = () => t.app.get<EventStore>(EVENT_STORE);
  const rules = () => t.app.get(SecurityLogRuleRegistry);
  const wrongPassword = (email: string) => t.http().post('/api/auth/login').send({ email, password: 'wrong-password-9' });

  it('logs every security-relevant event of the store once, in order, from catch-up to live', async () => {
    await wrongPassword('leader@demo.church').expect(401);
    await wrongPassword('ghost@demo.church').expect(401);
    const logged = await logMatchesStore(store(), rules());
    expect(logged.length).toBeGreaterThan(7);
    expect(
      (
        (
          await t
            .http()
            .post('/api/security/verify-chain')
            .set('Cookie', await t.signIn())
            .expect(200)
        ).body as { ok: boolean }
      ).ok,
    ).toBe(true);
  });

  it('after a restart, logs what happened while it was down, and nothing twice', async () => {
    const before = await logMatchesStore(store(), rules());
    const leader = (await store().readAll()).find(
      (e: RecordedEvent) => e.type === 'UserRegistered' && (e.data as { email: string }).email === 'leader@demo.church',
    )!;
    const userId = (leader.data as { userId: string }).userId;
    await t.restart(async () => {
      // Another instance (or a command-line tool) writes while this one is down.
      const offline = new SqliteEventStore((t.config.eventStore as { path: string }).path);
      const current = (await offline.readStream(`user-${userId}`)).length - 1;
      await offline.append(`user-${userId}`, [failure(userId, '2026-11-22T10:00:00.000Z'), failure(userId, '2026-11-22T10:00:01.000Z')], current);
      await offline.close();
    });
    const after = await logMatchesStore(store(), rules());
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.length).toBe(before.length + 2);

    // A second restart with nothing new adds nothing.
    await t.restart();
    await wrongPassword('auditor@demo.church').expect(401);
    const again = await logMatchesStore(store(), rules());
    expect(again.length).toBe(after.length + 1);
  });

  it('shares the log with a second instance racing it: no entry twice, no fork of the chain', async () => {
    // A second instance: its own reactor on its own runner, over the same stores.
    const second = new SecurityLogReactor(store(), t.app.get(RealtimeService), t.app.get(SecurityQueries), rules(), t.app.get(SecurityLogKeys));
    const secondRunner = new ReactorRunner(store(), t.app.get<ReadStore>(READ_STORE));
    secondRunner.register(second);
    await secondRunner.start();
    try {
      await Promise.all(['leader', 'staff', 'pastor', 'member', 'ghost-1', 'ghost-2'].map((name) => wrongPassword(`${name}@demo.church`).expect(401)));
      await logMatchesStore(store(), rules());
      await eventually(async () => {
        const head = await store().headPosition();
        expect(second.position).toBe(t.app.get(SecurityLogReactor).position);
        expect(head).toBeGreaterThan(0n);
      });
    } finally {
      await secondRunner.stop();
    }
    const verified = (
      await t
        .http()
        .post('/api/security/verify-chain')
        .set('Cookie', await t.signIn())
        .expect(200)
    ).body as { ok: boolean; checked: number };
    expect(verified.ok).toBe(true);
    expect(verified.checked).toBe((await loggedSources(store())).length);
  });
});
