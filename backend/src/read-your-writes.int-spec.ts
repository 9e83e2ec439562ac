import { CONSISTENCY_HEADER, type MemberPage } from '@koinonia/contracts';
import { READ_STORE } from './platform/platform.tokens';
import type { ReadStore } from './platform/read-store/read-store.port';
import { ProjectionRunner } from './platform/projections/projection-runner.service';
import { memberDirectoryProjection } from './modules/members';
import { holdWritesTo } from './testing/faults.util';
import { startTestApp, type TestApp } from './testing/test-app.util';

/**
 * Read-your-writes with the read side provably behind: the member directory's writes are held, so
 * a query that answered without waiting would miss the new member.
 */
describe('read-your-writes (X-Consistency-Position)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const register = async (fullName: string) => {
    const tag = Math.random().toString(36).slice(2, 10);
    const body = { fullName: `${fullName} ${tag}`, email: `${tag}@example.org`, ministry: 'Hospitality', role: 'member' };
    const created = (await t.http().post('/api/members').set('Cookie', admin).send(body).expect(201)).body as { id: string; position: string };
    return { ...created, tag };
  };
  const search = (tag: string) => t.http().get(`/api/members?search=${tag}`).set('Cookie', admin);
  const hold = () => holdWritesTo(t.app.get<ReadStore>(READ_STORE), memberDirectoryProjection.collection);
  // The guard reads its limit from the app's config on each request: each test sets the one it needs.

  it('a query with the position of a write does not answer until the projection has applied it', async () => {
    const runner = t.app.get(ProjectionRunner);
    const waitFor = jest.spyOn(runner, 'waitFor');
    // A limit no loaded machine reaches: this test is about the wait, the next one about its limit.
    const limit = t.config.consistencyWaitMs;
    t.config.consistencyWaitMs = 20_000;
    const held = hold();
    let released = false;
    try {
      const created = await register('Phoebe Deacon');
      await held.reached;
      // Without the position the query answers at once, and the member is not there yet: the hold is real.
      expect(((await search(created.tag).expect(200)).body as MemberPage).total).toBe(0);

      let answered = false;
      const answer = search(created.tag)
        .set(CONSISTENCY_HEADER, created.position)
        .then((response) => {
          answered = true;
          return { response, whileHeld: !released };
        });
      // Release only once the query is parked on the runner (or has, wrongly, already answered).
      const position = BigInt(created.position);
      while (!answered && !waitFor.mock.calls.some(([asked]) => asked === position)) await new Promise((resolve) => setTimeout(resolve, 5));
      released = true;
      held.release();
      const { response, whileHeld } = await answer;
      expect(whileHeld).toBe(false);
      expect(response.status).toBe(200);
      expect(response.headers['x-consistency-reached']).toBe('true');
      expect((response.body as MemberPage).items.map((m) => m.id)).toEqual([created.id]);
    } finally {
      held.release();
      waitFor.mockRestore();
      t.config.consistencyWaitMs = limit;
    }
  });

  it('with a short limit it answers when the limit runs out, without the write, and says X-Consistency-Reached: false', async () => {
    const limit = t.config.consistencyWaitMs;
    t.config.consistencyWaitMs = 300;
    const held = hold();
    try {
      const created = await register('Junia Apostle');
      await held.reached;
      const started = Date.now();
      const response = await search(created.tag).set(CONSISTENCY_HEADER, created.position).expect(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(response.headers['x-consistency-reached']).toBe('false');
      expect((response.body as MemberPage).total).toBe(0);

      held.release();
      const after = await search(created.tag).set(CONSISTENCY_HEADER, created.position).expect(200);
      expect(after.headers['x-consistency-reached']).toBe('true');
      expect((after.body as MemberPage).items.map((m) => m.id)).toEqual([created.id]);
    } finally {
      held.release();
      t.config.consistencyWaitMs = limit;
    }
  });
});
