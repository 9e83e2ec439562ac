import { CONSISTENCY_HEADER, VALIDATION_MESSAGES, type MemberPage } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe('member phone numbers', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@demo.church');
  });
  afterAll(() => t.close());

  const register = (body: Record<string, unknown>) =>
    t
      .http()
      .post('/api/members')
      .set('Cookie', admin)
      .send({ ministry: 'Youth', role: 'member', ...body });
  const search = (text: string, position?: string) => {
    const request = t
      .http()
      .get(`/api/members?search=${encodeURIComponent(text)}`)
      .set('Cookie', admin);
    return (position ? request.set(CONSISTENCY_HEADER, position) : request).expect(200);
  };

  it('successful-phone: stored in E.164, and found by its digits whatever the punctuation', async () => {
    const created = await register({ fullName: 'Priscilla Tentmaker', phone: '630-555-1273' }).expect(201);
    const member = (await t.http().get(`/api/members/${created.body.id}`).set('Cookie', admin).set(CONSISTENCY_HEADER, created.body.position).expect(200)).body;
    expect(member.phone).toBe('+16305551273');
    for (const typed of ['630-555-1273', '630 555 1273', '(630) 555-1273', '+1 630 555 1273', '6305551273']) {
      const page = (await search(typed)).body as MemberPage;
      expect([typed, page.items.map((m) => m.id)]).toEqual([typed, [created.body.id]]);
    }
    // Global search (Ctrl+K) reads the same way.
    const global = (
      await t
        .http()
        .get(`/api/search?q=${encodeURIComponent('(630) 555-1273')}`)
        .set('Cookie', admin)
        .expect(200)
    ).body;
    expect(JSON.stringify(global)).toContain(created.body.id);
  });

  it("successful-phone: a number without a country code is read in the church's country, once the administrator sets it", async () => {
    const set = await t.http().put('/api/admin/church-settings').set('Cookie', admin).send({ country: 'gb' }).expect(200);
    expect((await t.http().get('/api/organisation/settings').set('Cookie', admin).set(CONSISTENCY_HEADER, set.body.position).expect(200)).body).toEqual({
      country: 'GB',
      selfUpdatesNeedApproval: false,
      currency: 'USD',
      legalName: '',
      timeZone: 'America/Chicago',
    });
    const created = await register({ fullName: 'Aquila Tentmaker', phone: '020 7946 0958' }).expect(201);
    const updated = await t.http().patch(`/api/members/${created.body.id}`).set('Cookie', admin).send({ phone: '07911 123456' }).expect(200);
    const member = (await t.http().get(`/api/members/${created.body.id}`).set('Cookie', admin).set(CONSISTENCY_HEADER, updated.body.position).expect(200)).body;
    expect(member.phone).toBe('+447911123456');
    const history = (await t.http().get(`/api/members/${created.body.id}/history`).set('Cookie', admin).expect(200)).body;
    expect(history[0].changes).toEqual([{ field: 'phone', from: '+442079460958', to: '+447911123456' }]);
    await t.http().put('/api/admin/church-settings').set('Cookie', admin).send({ country: 'US' }).expect(200);
  });

  it('failing-phone: a number that is not valid is refused with the catalogue message and nothing is recorded', async () => {
    const refused = await register({ fullName: 'Nobody Recorded', phone: '+1 555 0100' }).expect(400);
    expect(refused.body.details.fields).toEqual([{ field: 'phone', message: VALIDATION_MESSAGES.phone }]);
    expect((await search('nobody recorded')).body.total).toBe(0);
    const created = await register({ fullName: 'Silas Companion', phone: '(217) 555-0199' }).expect(201);
    const update = await t.http().patch(`/api/members/${created.body.id}`).set('Cookie', admin).send({ phone: '(999) 555-0100' }).expect(400);
    expect(update.body.details.fields).toEqual([{ field: 'phone', message: VALIDATION_MESSAGES.phone }]);
    const history = (
      await t.http().get(`/api/members/${created.body.id}/history`).set('Cookie', admin).set(CONSISTENCY_HEADER, created.body.position).expect(200)
    ).body;
    expect(history).toHaveLength(1);
  });

  it('failing-church-settings: a country that is not one, or from someone without settings.manage, is refused', async () => {
    for (const country of ['XX', 'USA', '', 42]) {
      const response = await t.http().put('/api/admin/church-settings').set('Cookie', admin).send({ country }).expect(400);
      expect(response.body.details.fields).toEqual([{ field: 'country', message: VALIDATION_MESSAGES.choice }]);
    }
    const member = await t.signIn('member@demo.church');
    expect((await t.http().put('/api/admin/church-settings').set('Cookie', member).send({ country: 'GB' })).status).toBe(403);
    expect((await t.http().get('/api/organisation/settings').set('Cookie', member).expect(200)).body).toEqual({
      country: 'US',
      selfUpdatesNeedApproval: false,
      currency: 'USD',
      legalName: '',
      timeZone: 'America/Chicago',
    });
  });
});
