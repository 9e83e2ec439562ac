import { CONSISTENCY_HEADER } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe('X-Consistency-Position', () => {
  let t: TestApp;
  let member: string;
  const far = '99999999999999999999';
  beforeAll(async () => {
    t = await startTestApp({ demoMemberCount: 2 });
    // Short, so the signed-in wait below costs little; the rule is the same at any length.
    t.config.consistencyWaitMs = 300;
    member = await t.signIn('member@demo.church');
  });
  afterAll(() => t.close());

  it('is honoured for a signed-in request: it waits (bounded) and says whether the position was reached', async () => {
    const waited = await t.http().get('/api/auth/user').set('Cookie', member).set(CONSISTENCY_HEADER, far).expect(200);
    expect(waited.headers['x-consistency-reached']).toBe('false');
    const malformed = await t.http().get('/api/auth/user').set('Cookie', member).set(CONSISTENCY_HEADER, 'soon');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_ERROR');
  });

  it('is ignored without a session: a public route neither waits nor answers about it', async () => {
    // The guard says whether it reached the position whenever it waited: no header, no wait.
    for (const value of [far, 'soon']) {
      const open = await t.http().get('/api/organisation/status').set(CONSISTENCY_HEADER, value).expect(200);
      expect(open.headers['x-consistency-reached']).toBeUndefined();
    }
  });
});
