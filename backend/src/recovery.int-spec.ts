import { CONSISTENCY_HEADER, type HealthReport, type NotificationList, type SecurityEventPage } from '@koinonia/contracts';
import { EVENT_STORE, READ_STORE } from './platform/platform.tokens';
import type { EventStore } from './platform/event-store/event-store.port';
import type { ReadStore } from './platform/read-store/read-store.port';
import { ProjectionRunner } from './platform/projections/projection-runner.service';
import { SECURITY_LOG_STREAM } from './modules/security';
import { eventually } from './testing/eventually.util';
import { refuseAppendsTo, refuseReadStoreWrites } from './testing/faults.util';
import { startTestApp, type TestApp } from './testing/test-app.util';

// Recovery waits out the runners' backoff (capped at 10 s) on a loaded machine.
jest.setTimeout(120_000);
const RECOVERY_MS = 60_000;

/** The stores fail for a moment; the app recovers without a restart. */
describe('recovery without a restart', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@demo.church');
    member = await t.signIn('member@demo.church');
  });
  afterAll(() => t.close());

  /** What an administrator sees; the public answer is the same code with the status alone. */
  const health = async () => {
    const response = await t.http().get('/api/health/details').set('Cookie', admin);
    const open = await t.http().get('/api/health');
    expect({ code: open.status, body: open.body }).toEqual({ code: response.status, body: { status: (response.body as HealthReport).status } });
    return { code: response.status, report: response.body as HealthReport };
  };
  const failedSignInsOf = async (email: string) => {
    const page = (await t.http().get('/api/security/events').query({ type: 'sign-in-failed', pageSize: 100 }).set('Cookie', admin).expect(200))
      .body as SecurityEventPage;
    return page.items.filter((entry) => entry.userEmail === email);
  };
  const healthy = () =>
    eventually(async () => {
      const { code, report } = await health();
      expect({ code, status: report.status }).toEqual({ code: 200, status: 'ok' });
      for (const entry of [...report.projections, ...report.reactors]) expect(entry).toMatchObject({ status: 'running', lastError: null });
      return report;
    }, RECOVERY_MS);

  it('while the read store refuses writes, health answers 503 naming the failing projection; then the read side catches up and health answers 200', async () => {
    expect((await health()).code).toBe(200);
    const restore = refuseReadStoreWrites(t.app.get<ReadStore>(READ_STORE), new Error('not writable primary (test)'));
    let memberId: string;
    let position: string;
    try {
      await t.http().post('/api/auth/login').send({ email: 'leader@demo.church', password: 'wrong-password-9' }).expect(401);
      const created = await t
        .http()
        .post('/api/members')
        .set('Cookie', admin)
        .send({ fullName: 'Lydia Purple', email: 'lydia@example.org', ministry: 'Hospitality', role: 'member' })
        .expect(201);
      memberId = (created.body as { id: string }).id;
      await t
        .http()
        .post('/api/announcements')
        .set('Cookie', admin)
        .send({ title: 'Back in a moment', message: 'The read side recovers.', priority: 'normal', audience: 'everyone' })
        .expect(201)
        .then((response) => (position = (response.body as { position: string }).position));

      const down = await eventually(async () => {
        const { code, report } = await health();
        expect({ code, status: report.status }).toEqual({ code: 503, status: 'degraded' });
        const failing = report.projections.filter((p) => p.lastError !== null);
        expect(failing).toEqual([expect.objectContaining({ status: 'retrying', lastError: 'not writable primary (test)', retryingSince: expect.any(String) })]);
        return report;
      }, RECOVERY_MS);
      expect(t.app.get(ProjectionRunner).names).toContain(down.projections.find((p) => p.lastError !== null)!.name);
      // One subscription feeds every projection: all wait for the failing one.
      for (const projection of down.projections) expect(projection.status).toBe('retrying');

      // A read-your-writes wait is bounded as ever, and says it was not reached.
      const waited = await t.http().get(`/api/members/${memberId}`).set('Cookie', admin).set(CONSISTENCY_HEADER, position!);
      expect(waited.headers['x-consistency-reached']).toBe('false');
    } finally {
      restore();
    }

    await healthy();
    const read = await t.http().get(`/api/members/${memberId}`).set('Cookie', admin).set(CONSISTENCY_HEADER, position!).expect(200);
    expect(read.headers['x-consistency-reached']).toBe('true');
    expect(read.body).toMatchObject({ fullName: 'Lydia Purple' });
    await eventually(async () => expect(await failedSignInsOf('leader@demo.church')).toHaveLength(1), RECOVERY_MS);
    await eventually(async () => {
      const list = (await t.http().get('/api/notifications').set('Cookie', member).expect(200)).body as NotificationList;
      expect(list.items.filter((n) => n.title === 'Back in a moment')).toHaveLength(1);
    }, RECOVERY_MS);
  });

  it('while the event store refuses the security log its appends, health answers 503 naming the reactor; then it logs what it missed, once', async () => {
    await healthy();
    const restore = refuseAppendsTo(t.app.get<EventStore>(EVENT_STORE), SECURITY_LOG_STREAM, new Error('append refused (test)'));
    try {
      await t.http().post('/api/auth/login').send({ email: 'staff@demo.church', password: 'wrong-password-9' }).expect(401);
      const down = await eventually(async () => {
        const { code, report } = await health();
        expect(code).toBe(503);
        expect(report.reactors.find((r) => r.name === 'security-log')).toMatchObject({ status: 'retrying', lastError: 'append refused (test)' });
        return report;
      }, RECOVERY_MS);
      // The others carry on.
      for (const reactor of down.reactors.filter((r) => r.name !== 'security-log')) expect(reactor.status).toBe('running');
    } finally {
      restore();
    }

    await healthy();
    await eventually(async () => expect(await failedSignInsOf('staff@demo.church')).toHaveLength(1), RECOVERY_MS);
    const verified = (await t.http().post('/api/security/verify-chain').set('Cookie', admin).expect(200)).body as { ok: boolean };
    expect(verified.ok).toBe(true);
  });
});
