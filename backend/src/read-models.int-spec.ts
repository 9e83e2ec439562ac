import { EVENT_STORE, READ_STORE } from './platform/platform.tokens';
import { sessionIdOf } from './platform/auth/session-token.util';
import type { ReadStore } from './platform/read-store/read-store.port';
import type { EventStore } from './platform/event-store/event-store.port';
import { CONTEXT_MODULES } from './app.module';
import { projectionsOf } from './platform/context/context-module.decorator';
import { startTestApp, type TestApp } from './testing/test-app.util';
import { ProjectionRunner } from './platform/projections/projection-runner.service';
import { SessionSweeper } from './modules/identity';

async function snapshot(store: ReadStore): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const projection of projectionsOf(CONTEXT_MODULES)) {
    result[projection.collection] = await store.collection(projection.collection).find({}, { sort: { _id: 1 } });
  }
  return result;
}

describe('projection runner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demoMemberCount: 40 });
  });
  afterAll(() => t.close());

  it('keeps every projection the contexts declare, and only those', () => {
    const declared = projectionsOf(CONTEXT_MODULES).map((p) => p.name);
    expect(t.app.get(ProjectionRunner).names.sort()).toEqual([...declared].sort());
    expect(declared).toContain('member-directory');
  });

  it('live read models equal a rebuild from scratch', async () => {
    const cookie = await t.signIn();
    const created = await t
      .http()
      .post('/api/members')
      .set('Cookie', cookie)
      .send({ fullName: 'Phoebe Deacon', email: 'phoebe@example.org', ministry: 'Care', role: 'member' })
      .expect(201);
    await t.http().patch(`/api/members/${created.body.id}`).set('Cookie', cookie).send({ role: 'leader' }).expect(200);
    await t.http().post(`/api/members/${created.body.id}/archive`).set('Cookie', cookie).expect(200);
    const adminId = ((await t.http().get('/api/auth/user').set('Cookie', cookie).expect(200)).body as { id: string }).id;
    await t.http().post('/api/auth/logout').set('Cookie', cookie).expect(204);
    const stillOpen = await t.signIn('member@demo.church');
    // Sessions that ran out leave the read model by an event, so a rebuild leaves them out too.
    // The security log's reactor writes its sign-out entry after the answer: compare once it is in.
    await t.settled();
    const runner = t.app.get(ProjectionRunner);
    const swept = await t.app.get(SessionSweeper).run(new Date(Date.now() + t.config.session.ttlMs));
    expect(swept).toBeGreaterThan(0);
    await runner.waitFor(await t.app.get<EventStore>(EVENT_STORE).headPosition(), 5000);
    const store = t.app.get<ReadStore>(READ_STORE);
    const live = await snapshot(store);
    expect(live.members.length).toBeGreaterThan(40);
    expect(live.security_events).toContainEqual(expect.objectContaining({ type: 'sign-out', userId: adminId }));
    expect(live.sessions.map((s) => (s as { _id: string })._id)).not.toContain(sessionIdOf(stillOpen.split('=')[1]));

    const { events } = await runner.rebuild();
    expect(events).toBeGreaterThan(80);
    expect(await snapshot(store)).toEqual(live);
  });

  it('a restart resumes from the checkpoints instead of replaying everything', async () => {
    const runner = t.app.get(ProjectionRunner);
    const before = runner.checkpointOf('member-directory');
    expect(before).toBeGreaterThan(0n);
    await t.restart();
    const restarted = t.app.get(ProjectionRunner);
    expect(restarted.checkpointOf('member-directory')).toBe(before);
    // Only the events the last session wrote after its final flush may need replaying, never all of them.
    expect(restarted.replayedOnStart).toBeLessThan(5);
  });
});
