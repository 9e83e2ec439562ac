import twilio from 'twilio';
import type { MemberPage, SmsAudiencePreview, SmsConsentView, SmsSendDetail, SmsSendView } from '@koinonia/contracts';
import { REFUSED_NUMBER, TwilioStandIn } from '../../../testing/twilio-stand-in.util';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';
import { SmsSendJob } from './jobs/sms-send.job';

describe('SMS over HTTP, through the Twilio SDK against a local stand-in for its API', () => {
  const standIn = new TwilioStandIn();
  let t: TestApp;
  let staff: string;
  let member: string;
  let people: Array<{ id: string; fullName: string; phone: string }>;

  /** A webhook as Twilio sends it: form fields, signed with the SDK's own helper over PUBLIC_URL + path. */
  const webhook = (path: string, params: Record<string, string>, signedParams = params) =>
    t
      .http()
      .post(path)
      .set('content-type', 'application/x-www-form-urlencoded')
      .set('x-twilio-signature', twilio.getExpectedTwilioSignature(standIn.authToken, `${t.config.publicUrl}${path}`, signedParams))
      .send(new URLSearchParams(params).toString());
  const consentOf = async (id: string) => (await t.http().get(`/api/sms/consents/${id}`).set('Cookie', staff).expect(200)).body as SmsConsentView;
  const optIn = (id: string) => t.http().put(`/api/sms/consents/${id}`).set('Cookie', staff).send({ optedIn: true, source: 'paper-form' }).expect(200);
  const preview = async (memberIds: string[]) =>
    (
      await t
        .http()
        .post('/api/sms/audience-preview')
        .set('Cookie', staff)
        .send({ audience: { kind: 'members', memberIds } })
        .expect(200)
    ).body as SmsAudiencePreview;
  const sendNow = async (body: string, memberIds: string[]) => {
    const id = (
      await t
        .http()
        .post('/api/sms/sends')
        .set('Cookie', staff)
        .send({ audience: { kind: 'members', memberIds }, body })
        .expect(201)
    ).body.id as string;
    await t.settled();
    await t.app.get(SmsSendJob).run(new Date(Date.now() + 24 * 3_600_000));
    await t.settled();
    return (await t.http().get(`/api/sms/sends/${id}`).set('Cookie', staff).expect(200)).body as SmsSendDetail;
  };

  const messagesOf = (sendId: string) => standIn.messages.filter((m) => String(m.params.StatusCallback).includes(`sendId=${sendId}&`));

  beforeAll(async () => {
    await standIn.start();
    t = await startTestApp({ env: standIn.env() });
    [staff, member] = await Promise.all([t.signIn('staff@demo.church'), t.signIn('member@demo.church')]);
    const page = (await t.http().get('/api/members?pageSize=100').set('Cookie', staff).expect(200)).body as MemberPage;
    // People the demo church has not opted in, each with a number of their own.
    const phones = new Set<string>();
    people = [];
    for (const m of page.items.filter((item) => item.phone?.startsWith('+1'))) {
      if (phones.has(m.phone!) || people.length >= 3 || (await consentOf(m.id)).optedIn) continue;
      phones.add(m.phone!);
      people.push({ id: m.id, fullName: m.fullName, phone: m.phone! });
    }
    expect(people.length).toBe(3);
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  it('successful-consent: staff record consent with its source; only opted-in people count as recipients', async () => {
    const [a, b, c] = people;
    expect(await preview([a.id, b.id, c.id])).toMatchObject({ recipients: 0, inAudience: 3 });
    expect(await consentOf(a.id)).toMatchObject({ optedIn: false, state: 'never-asked', source: null, changedAt: null });
    await optIn(a.id);
    await optIn(b.id);
    await t.settled();
    expect(await consentOf(a.id)).toMatchObject({ optedIn: true, state: 'opted-in', source: 'paper-form', phone: a.phone });
    expect(await preview([a.id, b.id, c.id])).toMatchObject({ recipients: 2, inAudience: 3 });
  });

  it('successful-withdrawal: staff record consent withdrawn by word of mouth; the number is opted out, not "never asked"', async () => {
    const [, , c] = people;
    await t.http().put(`/api/sms/consents/${c.id}`).set('Cookie', staff).send({ optedIn: false, source: 'verbal' }).expect(200);
    await t.settled();
    const view = await consentOf(c.id);
    expect(view).toMatchObject({ optedIn: false, state: 'opted-out', source: 'verbal', phone: c.phone });
    expect(view.changedAt).toEqual(expect.any(String));
  });

  it("failing-consent: members may neither read nor record another person's consent; a source staff may not give is 400", async () => {
    const [a] = people;
    await t.http().get(`/api/sms/consents/${a.id}`).set('Cookie', member).expect(403);
    await t.http().put(`/api/sms/consents/${a.id}`).set('Cookie', member).send({ optedIn: true, source: 'verbal' }).expect(403);
    const bad = await t.http().put(`/api/sms/consents/${a.id}`).set('Cookie', staff).send({ optedIn: true, source: 'keyword' }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    const vendor = await t.signIn('vendor@demo.church');
    expect((await t.http().get('/api/sms/consents/me').set('Cookie', vendor).expect(404)).body.code).toBe('MEMBER_NOT_FOUND');
  });

  it('successful-send: sends each opted-in person their merged message through Twilio, and records who it went to', async () => {
    const [a, b, c] = people;
    const send = await sendNow('Hi {firstName}, see you Sunday 🙏', [a.id, b.id, c.id]);
    expect(send).toMatchObject({ status: 'completed', encoding: 'UCS-2', total: 2, counts: { sent: 2, queued: 0 } });
    // The job also sends whatever else is queued (the demo church's announcements): only this send's messages.
    const sent = messagesOf(send.id);
    expect(sent.map((m) => m.params.To).sort()).toEqual([a.phone, b.phone].sort());
    expect(sent.find((m) => m.params.To === a.phone)?.params.Body).toBe(`Hi ${a.fullName.split(' ')[0]}, see you Sunday 🙏`);
    expect(sent[0].params.From).toBe(standIn.from);
    expect(sent[0].params.StatusCallback).toContain(`/api/sms/webhooks/status?sendId=${send.id}&memberId=`);
    const list = (await t.http().get('/api/sms/sends').set('Cookie', staff).expect(200)).body as SmsSendView[];
    expect(list[0]).toMatchObject({ id: send.id, counts: { sent: 2 } });
  });

  it('successful-status: a signed delivery receipt marks the recipient delivered; a failure shows the catalogue message', async () => {
    const [a, b] = people;
    const send = await sendNow('Choir practice moved to 7pm', [a.id, b.id]);
    const callback = (memberId: string) => `/api/sms/webhooks/status?sendId=${send.id}&memberId=${memberId}`;
    await webhook(callback(a.id), { MessageSid: 'SM1', MessageStatus: 'delivered', AccountSid: standIn.accountSid }).expect(204);
    await webhook(callback(b.id), { MessageSid: 'SM2', MessageStatus: 'undelivered', ErrorCode: '30003' }).expect(204);
    await t.settled();
    const after = (await t.http().get(`/api/sms/sends/${send.id}`).set('Cookie', staff).expect(200)).body as SmsSendDetail;
    expect(after.counts).toMatchObject({ delivered: 1, failed: 1 });
    expect(after.recipients.find((r) => r.memberId === b.id)).toMatchObject({ status: 'failed', reason: 'MESSAGE_SEND_FAILED', detail: '30003' });
    expect(after.recipients.find((r) => r.memberId === a.id)?.phone).toBe(`•••${a.phone.slice(-4)}`);
  });

  it('failing-status: a tampered or missing signature is refused with 403 and changes nothing', async () => {
    const [a] = people;
    const send = await sendNow('Tampering test', [a.id]);
    const path = `/api/sms/webhooks/status?sendId=${send.id}&memberId=${a.id}`;
    // Signed for "delivered", sent as "failed": the signature no longer matches.
    await webhook(path, { MessageSid: 'SM3', MessageStatus: 'failed' }, { MessageSid: 'SM3', MessageStatus: 'delivered' }).expect(403);
    await t.http().post(path).set('content-type', 'application/x-www-form-urlencoded').send('MessageStatus=failed').expect(403);
    await t.settled();
    const after = (await t.http().get(`/api/sms/sends/${send.id}`).set('Cookie', staff).expect(200)).body as SmsSendDetail;
    expect(after.recipients[0].status).toBe('sent');
  });

  it('successful-inbound: STOP opts the number out, HELP answers with the church, START opts back in', async () => {
    const [a] = people;
    const help = await webhook('/api/sms/webhooks/inbound', { From: a.phone, Body: 'help', MessageSid: 'SM9' }).expect(200);
    expect(help.headers['content-type']).toContain('text/xml');
    expect(help.text).toContain('<Message>');
    expect(help.text).toContain(t.config.publicUrl);
    const stop = await webhook('/api/sms/webhooks/inbound', { From: a.phone, Body: ' Unsubscribe ', MessageSid: 'SM10' }).expect(200);
    expect(stop.text).toContain('unsubscribed');
    await t.settled();
    expect(await consentOf(a.id)).toMatchObject({ optedIn: false, source: 'keyword' });
    expect((await preview([a.id])).recipients).toBe(0);
    await webhook('/api/sms/webhooks/inbound', { From: a.phone, Body: 'START', MessageSid: 'SM11' }).expect(200);
    await t.settled();
    expect(await consentOf(a.id)).toMatchObject({ optedIn: true, source: 'keyword' });
  });

  it('failing-inbound: a STOP with a bad signature is refused with 403 and the number stays opted in', async () => {
    const [a] = people;
    await t
      .http()
      .post('/api/sms/webhooks/inbound')
      .set('content-type', 'application/x-www-form-urlencoded')
      .set('x-twilio-signature', 'bm90IGEgc2lnbmF0dXJl')
      .send(new URLSearchParams({ From: a.phone, Body: 'STOP' }).toString())
      .expect(403);
    await t.settled();
    expect((await consentOf(a.id)).optedIn).toBe(true);
  });

  it('failing-send: a number Twilio refuses is failed with its code, the others still go', async () => {
    const [, , c] = people;
    // The stand-in refuses this number as Twilio refuses an invalid one: given to c, with consent.
    const details = (await t.http().get(`/api/members/${c.id}`).set('Cookie', staff).expect(200)).body as { revision: number };
    await t.http().patch(`/api/members/${c.id}`).set('Cookie', staff).set('If-Match', `"${details.revision}"`).send({ phone: REFUSED_NUMBER }).expect(200);
    await t.settled();
    await optIn(c.id);
    await t.settled();
    const send = await sendNow('Refused', [people[1].id, c.id]);
    expect(send.counts).toMatchObject({ sent: 1, failed: 1 });
    expect(send.recipients.find((r) => r.memberId === c.id)).toMatchObject({ status: 'failed', reason: 'MESSAGE_SEND_FAILED', detail: '21211' });
  });

  it('successful-preferences: a person turning SMS notifications on in their preferences opts their number in; other changes leave it', async () => {
    const memberId = (await t.http().get('/api/auth/user').set('Cookie', member).expect(200)).body.memberId as string;
    const record = (await t.http().get(`/api/members/${memberId}`).set('Cookie', staff).expect(200)).body as { revision: number };
    await t.http().patch(`/api/members/${memberId}`).set('Cookie', staff).set('If-Match', `"${record.revision}"`).send({ phone: '+12175550142' }).expect(200);
    await t.settled();
    const preferences = (body: object) => t.http().put('/api/preferences').set('Cookie', member).send(body).expect(200);
    await preferences({ notifications: { smsNotifications: true } });
    await t.settled();
    expect(await consentOf(memberId)).toMatchObject({ phone: '+12175550142', optedIn: true, source: 'preferences' });
    // The person sees their own state, as staff do.
    expect((await t.http().get('/api/sms/consents/me').set('Cookie', member).expect(200)).body).toMatchObject({
      memberId,
      phone: '+12175550142',
      state: 'opted-in',
      source: 'preferences',
    });
    await preferences({ language: 'fr' });
    await t.settled();
    expect((await consentOf(memberId)).optedIn).toBe(true);
    await preferences({ notifications: { smsNotifications: false } });
    await t.settled();
    expect(await consentOf(memberId)).toMatchObject({ optedIn: false, source: 'preferences' });
    await preferences({ language: 'en', notifications: { smsNotifications: true } });
    await t.settled();
  });

  it('successful-announcement: an announcement reaches the opted-in people of its audience by SMS, each with a status', async () => {
    const admin = await t.signIn('admin@demo.church');
    await t
      .http()
      .post('/api/announcements')
      .set('Cookie', admin)
      .send({ title: 'Snow day', message: 'No service tonight.', priority: 'high', audience: 'member' })
      .expect((response) => expect(response.status).toBeLessThan(300));
    await t.settled();
    await t.app.get(SmsSendJob).run(new Date(Date.now() + 24 * 3_600_000));
    await t.settled();
    const send = ((await t.http().get('/api/sms/sends').set('Cookie', staff).expect(200)).body as SmsSendView[]).find(
      (s) => s.origin === 'announcement' && s.body.startsWith('Snow day'),
    )!;
    expect(send).toMatchObject({ status: 'completed', body: 'Snow day: No service tonight.', total: 1, counts: { sent: 1 } });
    expect(messagesOf(send.id).map((m) => [m.params.To, m.params.Body])).toEqual([['+12175550142', 'Snow day: No service tonight.']]);
  });

  it('failing-permission: members may not send, and a bad request is 400', async () => {
    await t
      .http()
      .post('/api/sms/sends')
      .set('Cookie', member)
      .send({ audience: { kind: 'everyone' }, body: 'x' })
      .expect(403);
    const bad = await t
      .http()
      .post('/api/sms/sends')
      .set('Cookie', staff)
      .send({ audience: { kind: 'nobody' }, body: '' })
      .expect(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    await t
      .http()
      .post('/api/sms/audience-preview')
      .set('Cookie', staff)
      .send({ audience: { kind: 'group', value: 'nope' } })
      .expect(400);
  });
});
