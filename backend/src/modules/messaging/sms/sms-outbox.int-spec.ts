import type { MemberPage, SmsOutboxView, SmsSendDetail } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';
import { SmsSendJob } from './jobs/sms-send.job';

describe('SMS without a provider: the outbox', () => {
  let t: TestApp;
  let staff: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    [staff, admin] = await Promise.all([t.signIn('staff@demo.church'), t.signIn('admin@demo.church')]);
  });
  afterAll(() => t.close());

  it('successful-outbox: a sent message is kept, merged, for an administrator to read, newest first; staff may not read it', async () => {
    const page = (await t.http().get('/api/members?pageSize=100').set('Cookie', staff).expect(200)).body as MemberPage;
    const person = page.items.find((m) => m.phone?.startsWith('+1'))!;
    await t.http().put(`/api/sms/consents/${person.id}`).set('Cookie', staff).send({ optedIn: true, source: 'paper-form' }).expect(200);
    await t.settled();
    const text = `Outbox check ${Date.now()}: hi {firstName}`;
    const id = (
      await t
        .http()
        .post('/api/sms/sends')
        .set('Cookie', staff)
        .send({ audience: { kind: 'members', memberIds: [person.id] }, body: text })
        .expect(201)
    ).body.id as string;
    await t.settled();
    await t.app.get(SmsSendJob).run(new Date(Date.now() + 24 * 3_600_000));
    await t.settled();
    const send = (await t.http().get(`/api/sms/sends/${id}`).set('Cookie', staff).expect(200)).body as SmsSendDetail;
    expect(send).toMatchObject({ status: 'completed', counts: { sent: 1 } });

    const outbox = (await t.http().get('/api/sms/outbox').set('Cookie', admin).expect(200)).body as SmsOutboxView;
    expect(outbox.delivery).toBe('outbox');
    const mine = outbox.messages.filter((m) => m.body.startsWith('Outbox check'));
    expect(mine).toEqual([
      {
        id: expect.stringMatching(/^OB[0-9a-f]{32}$/),
        to: person.phone,
        from: 'outbox',
        body: text.replace('{firstName}', person.fullName.split(' ')[0]),
        createdAt: expect.any(String),
      },
    ]);
    const times = outbox.messages.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    expect((await t.http().get('/api/sms/outbox').set('Cookie', staff).expect(403)).body.code).toBe('AUTHORIZATION');
  });
});
