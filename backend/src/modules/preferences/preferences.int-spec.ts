import { DEFAULT_PREFERENCES } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe('preferences API', () => {
  let t: TestApp;
  let member: string;
  let pastor: string;

  beforeAll(async () => {
    t = await startTestApp();
    member = await t.signIn('member@demo.church');
    pastor = await t.signIn('pastor@demo.church');
  });
  afterAll(() => t.close());

  it('successful-get: a user who never changed anything gets the defaults', async () => {
    const response = await t.http().get('/api/preferences').set('Cookie', pastor).expect(200);
    expect(response.body).toEqual(DEFAULT_PREFERENCES);
  });

  it('successful-change: saves the fields given, keeps the rest, and follows the user to another session', async () => {
    const changed = await t
      .http()
      .put('/api/preferences')
      .set('Cookie', member)
      .send({ language: 'sw', dashboard: { itemsPerPage: 25 }, display: { highContrast: true } })
      .expect(200);
    expect(changed.body.language).toBe('sw');
    expect(changed.body.dashboard).toEqual({ ...DEFAULT_PREFERENCES.dashboard, itemsPerPage: 25 });
    expect(changed.body.display.highContrast).toBe(true);
    expect(changed.body.display.fontSize).toBe('medium');
    expect(Date.parse(changed.body.lastUpdated)).toBeGreaterThan(Date.now() - 60_000);

    const elsewhere = await t.signIn('member@demo.church');
    const read = await t.http().get('/api/preferences').set('Cookie', elsewhere).expect(200);
    expect(read.body).toEqual(changed.body);
    // Another user's preferences are their own.
    expect((await t.http().get('/api/preferences').set('Cookie', pastor).expect(200)).body.language).toBe('en');
  });

  it('successful-change: a change to what is already saved records nothing and answers the set as saved, stamp and all', async () => {
    const saved = (await t.http().get('/api/preferences').set('Cookie', member).expect(200)).body;
    const again = await t.http().put('/api/preferences').set('Cookie', member).send({ language: saved.language }).expect(200);
    expect(again.body).toEqual(saved);
    // Nobody who never saved gets a stamp from a change to the defaults.
    const untouched = await t.signIn('vendor@demo.church');
    const defaults = await t.http().put('/api/preferences').set('Cookie', untouched).send({ language: 'en' }).expect(200);
    expect(defaults.body).toEqual(DEFAULT_PREFERENCES);
  });

  it('failing-change: a bad value or an unknown field is refused, naming the field, and nothing changes', async () => {
    const before = (await t.http().get('/api/preferences').set('Cookie', member).expect(200)).body;
    for (const body of [
      { dashboard: { itemsPerPage: 7 } },
      { language: 'xx' },
      { display: { blink: true } },
      { timeZone: 'Mars/Olympus' },
      { features: 'off' },
    ]) {
      const response = await t.http().put('/api/preferences').set('Cookie', member).send(body).expect(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(response.body.details.fields.length).toBeGreaterThan(0);
    }
    expect((await t.http().get('/api/preferences').set('Cookie', member).expect(200)).body).toEqual(before);
  });

  it('successful-reset: puts everything back to the defaults', async () => {
    const reset = await t.http().delete('/api/preferences').set('Cookie', member).expect(200);
    expect({ ...reset.body, lastUpdated: null }).toEqual(DEFAULT_PREFERENCES);
  });

  it('failing-get: needs a session', async () => {
    expect(await t.http().get('/api/preferences')).toMatchObject({ status: 401, body: { code: 'AUTH_REQUIRED' } });
    expect(await t.http().put('/api/preferences').send({ language: 'sw' })).toMatchObject({ status: 401, body: { code: 'AUTH_REQUIRED' } });
  });
});
