import { CONSISTENCY_HEADER, VALIDATION_MESSAGES, type ChurchSettingsView, type EventView } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe("the church's time zone", () => {
  let t: TestApp;
  let admin: string;
  const settings = async (cookie = admin) => (await t.http().get('/api/organisation/settings').set('Cookie', cookie).expect(200)).body as ChurchSettingsView;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@demo.church');
  });
  afterAll(() => t.close());

  it('successful-time-zone: an administrator changes it; the settings say it, and new events are scheduled in it', async () => {
    expect((await settings()).timeZone).toBe('America/Chicago');
    await t.http().put('/api/admin/church-settings').set('Cookie', admin).send({ country: 'US', timeZone: 'Europe/Berlin' }).expect(200);
    expect(await settings()).toMatchObject({ country: 'US', timeZone: 'Europe/Berlin' });
    const staff = await t.signIn('staff@demo.church');
    const created = await t
      .http()
      .post('/api/events')
      .set('Cookie', staff)
      .send({ title: 'Gottesdienst', category: 'worship', startsAt: '2027-03-07T10:00', endsAt: '2027-03-07T11:00' })
      .expect(201);
    const event = (await t.http().get(`/api/events/${created.body.id}`).set('Cookie', staff).set(CONSISTENCY_HEADER, created.body.position).expect(200))
      .body as EventView;
    expect(event.timeZone).toBe('Europe/Berlin');
  });

  it('failing-time-zone: a zone that is not one is refused on its field, and none but settings.manage may change it', async () => {
    const response = await t.http().put('/api/admin/church-settings').set('Cookie', admin).send({ country: 'US', timeZone: 'Mars/Olympus' }).expect(400);
    expect(response.body.details.fields).toEqual([{ field: 'timeZone', message: VALIDATION_MESSAGES.choice }]);
    const member = await t.signIn('member@demo.church');
    expect((await t.http().put('/api/admin/church-settings').set('Cookie', member).send({ country: 'US', timeZone: 'Asia/Seoul' })).status).toBe(403);
    expect((await settings()).timeZone).toBe('Europe/Berlin');
  });
});
