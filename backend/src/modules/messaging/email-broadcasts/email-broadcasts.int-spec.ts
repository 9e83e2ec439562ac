import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { CommandBus } from '@nestjs/cqrs';
import { SMTPServer } from 'smtp-server';
import type { EmailAudiencePreview, EmailBroadcastRecipientPage, EmailBroadcastView } from '@koinonia/contracts';
import { bySystem } from '../../../platform/commands/command-actor.type';
import { eventually } from '../../../testing/eventually.util';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';
import { RegisterMemberCommand } from '../../members';
import { AddMinistryCommand, ChurchQuery } from '../../organisation';
import { EmailBroadcastSender } from './jobs/email-broadcast-sender.service';

interface Received {
  to: string;
  messageId: string;
  raw: string;
  at: number;
}

/** A real SMTP server on a loopback port, keeping what it receives; it refuses for good any address at bounce.example. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A broadcast's pool keeps several connections open at once.
    maxClients: 50,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@bounce.example')) callback(Object.assign(new Error('550 5.1.1 No such mailbox'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(<[^>]*>)/im.exec(raw)?.[1] ?? '';
        for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, messageId, raw, at: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const PEOPLE = 10_000;
const MINISTRY = 'Harvest Mailing';

describe('email broadcasts over a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let staff: string;
  let member: string;
  const ministries = new Set<string>();

  /** People registered through the members context's own command, a few at a time. */
  async function register(people: Array<{ fullName: string; email: string; ministry: string }>): Promise<string[]> {
    const bus = t.app.get(CommandBus);
    const ids: string[] = [];
    const churchId = await t.app.get(ChurchQuery).id();
    for (const ministry of new Set(people.map((p) => p.ministry)))
      if (!ministries.has(ministry)) {
        await bus.execute(new AddMinistryCommand(churchId, randomUUID(), ministry, '', bySystem()));
        ministries.add(ministry);
      }
    for (let start = 0; start < people.length; start += 50) {
      await Promise.all(
        people.slice(start, start + 50).map(async (person) => {
          const id = randomUUID();
          ids.push(id);
          await bus.execute(
            new RegisterMemberCommand(id, { ...person, phone: '', address: '', role: 'member', membershipStep: 'member' } as never, bySystem()),
          );
        }),
      );
    }
    return ids;
  }

  const preview = async (audience: object) =>
    (await t.http().post('/api/email/broadcasts/preview').set('Cookie', staff).send({ audience }).expect(200)).body as EmailAudiencePreview;
  const broadcast = async (id: string) => (await t.http().get(`/api/email/broadcasts/${id}`).set('Cookie', staff).expect(200)).body as EmailBroadcastView;
  // Asked every half second: a poll every 25 ms would take its share of the CPU the sending needs.
  const finished = (id: string, timeoutMs = 20_000) =>
    eventually(
      async () => {
        const view = await broadcast(id);
        expect(view.status).toBe('sent');
        return view;
      },
      timeoutMs,
      500,
    );

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://grace.example', EMAIL_BROADCAST_PER_SECOND: '0' },
    });
    staff = await t.signIn('staff@demo.church');
    member = await t.signIn('member@demo.church');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it(`successful-broadcast: sends ${PEOPLE.toLocaleString('en')} people one email each, merged, with its own Message-ID and unsubscribe headers`, async () => {
    await register(Array.from({ length: PEOPLE }, (_, i) => ({ fullName: `Person${i} Harvest`, email: `person${i}@harvest.example`, ministry: MINISTRY })));
    await register([{ fullName: 'Nobody Noemail', email: '', ministry: MINISTRY }]);
    // Every projection and reactor takes in the 10,000 registrations: minutes on a loaded machine.
    await t.settled(180_000);
    expect(await preview({ kind: 'ministry', ministry: MINISTRY })).toEqual({ recipients: PEOPLE, withoutEmail: 1, unsubscribed: 0 });

    const sent = await t
      .http()
      .post('/api/email/broadcasts')
      .set('Cookie', staff)
      .send({ audience: { kind: 'ministry', ministry: MINISTRY }, subject: 'Harvest supper, {firstName}', text: 'Dear {firstName},\n\nJoin us on Saturday.' })
      .expect(201);
    const id = sent.body.id as string;
    const view = await finished(id, 240_000);
    expect(view.counts).toEqual({ total: PEOPLE, queued: 0, sent: PEOPLE, failed: 0 });
    expect(view.excluded).toEqual({ withoutEmail: 1, unsubscribed: 0 });

    const mine = smtp.received.filter((m) => m.messageId.startsWith(`<${id}.`));
    expect(mine).toHaveLength(PEOPLE);
    expect(new Set(mine.map((m) => m.to)).size).toBe(PEOPLE);
    expect(new Set(mine.map((m) => m.messageId)).size).toBe(PEOPLE);
    const one = mine.find((m) => m.to === 'person42@harvest.example')!;
    expect(one.raw).toMatch(/^Subject: Harvest supper, Person42$/m);
    expect(one.raw).toContain('Dear Person42,');
    expect(one.raw).toMatch(/^List-Unsubscribe:\s*<https:\/\/grace\.example\/api\/email\/unsubscribe\?token=/m);
    expect(one.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    const page = (await t.http().get(`/api/email/broadcasts/${id}/recipients?status=sent&pageSize=5`).set('Cookie', staff).expect(200))
      .body as EmailBroadcastRecipientPage;
    expect(page.total).toBe(PEOPLE);
    expect(page.items[0]).toMatchObject({ status: 'sent', reason: null, sentAt: expect.any(String), email: expect.stringMatching(/@harvest\.example$/) });
  }, 480_000);

  it('failing-broadcast: a member may neither preview nor send, and an audience that names no kind is a 400 that records nothing', async () => {
    const before = (await t.http().get('/api/email/broadcasts').set('Cookie', staff).expect(200)).body as EmailBroadcastView[];
    const refused = await t
      .http()
      .post('/api/email/broadcasts')
      .set('Cookie', member)
      .send({ audience: { kind: 'everyone' }, subject: 'x', text: 'y' });
    expect(refused.status).toBe(403);
    await t
      .http()
      .post('/api/email/broadcasts/preview')
      .set('Cookie', member)
      .send({ audience: { kind: 'everyone' } })
      .expect(403);
    const bad = await t
      .http()
      .post('/api/email/broadcasts')
      .set('Cookie', staff)
      .send({ audience: { kind: 'planet' }, subject: 'x', text: 'y' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    const noGroup = await t
      .http()
      .post('/api/email/broadcasts')
      .set('Cookie', staff)
      .send({ audience: { kind: 'group', groupId: randomUUID() }, subject: 'x', text: 'y' });
    expect(noGroup.status).toBe(404);
    expect((await t.http().get('/api/email/broadcasts').set('Cookie', staff).expect(200)).body).toEqual(before);
  });

  it('successful-unsubscribe: the one-click link in an email unsubscribes its reader without signing in, and later broadcasts leave them out', async () => {
    const [ruthId] = await register([
      { fullName: 'Ruth Moabite', email: 'ruth@moab.example', ministry: 'Gleaners' },
      { fullName: 'Boaz Ephrathite', email: 'boaz@bounce.example', ministry: 'Gleaners' },
    ]);
    await t.settled();
    const first = (
      await t
        .http()
        .post('/api/email/broadcasts')
        .set('Cookie', staff)
        .send({ audience: { kind: 'ministry', ministry: 'Gleaners' }, subject: 'Gleaning', text: 'Hello {firstName}' })
        .expect(201)
    ).body.id as string;
    const view = await finished(first);
    expect(view.counts).toEqual({ total: 2, queued: 0, sent: 1, failed: 1 });
    const failed = (await t.http().get(`/api/email/broadcasts/${first}/recipients?status=failed`).set('Cookie', staff).expect(200))
      .body as EmailBroadcastRecipientPage;
    expect(failed.items).toEqual([
      expect.objectContaining({ email: 'boaz@bounce.example', status: 'failed', reason: expect.stringContaining('No such mailbox') }),
    ]);

    const email = smtp.received.find((m) => m.to === 'ruth@moab.example')!;
    const link = /^List-Unsubscribe:\s*<https:\/\/grace\.example(\/api\/email\/unsubscribe\?token=[^>]+)>/m.exec(email.raw)![1];
    await t.http().post(link).type('form').send('List-Unsubscribe=One-Click').expect(200, { unsubscribed: true });
    // Twice is as once.
    await t.http().post(link).type('form').send('List-Unsubscribe=One-Click').expect(200);
    await t.settled();
    expect(await preview({ kind: 'people', memberIds: [ruthId] })).toEqual({ recipients: 0, withoutEmail: 0, unsubscribed: 1 });

    // The footer's link opens a page whose button unsubscribes (a scanner following the link unsubscribes no one).
    const boazLink = /href="https:\/\/grace\.example(\/api\/email\/unsubscribe\?token=[^"]+)"/.exec(
      smtp.received
        .find((m) => m.to === 'ruth@moab.example')!
        .raw.replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )![1];
    const page = await t.http().get(boazLink).expect(200);
    expect(page.text).toContain('<form method="post" action="/api/email/unsubscribe/page?token=');
    const confirmed = await t
      .http()
      .post(/action="([^"]+)"/.exec(page.text)![1])
      .type('form')
      .send('')
      .expect(200);
    expect(confirmed.text).toContain('You are unsubscribed');
  });

  it('failing-unsubscribe: a forged or altered token is refused and unsubscribes no one', async () => {
    const forged = await t.http().post(`/api/email/unsubscribe?token=${randomUUID()}.00000000000000000000000000000000`);
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('INVALID_TOKEN');
    await t.http().get(`/api/email/unsubscribe?token=${randomUUID()}.0`).expect(400);
  });

  it('successful-schedule: a broadcast for later waits, and goes out when its time comes', async () => {
    await register([{ fullName: 'Naomi Later', email: 'naomi@later.example', ministry: 'Later' }]);
    await t.settled();
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    const id = (
      await t
        .http()
        .post('/api/email/broadcasts')
        .set('Cookie', staff)
        .send({ audience: { kind: 'ministry', ministry: 'Later' }, subject: 'Later', text: 'Hi {firstName}', sendAt })
        .expect(201)
    ).body.id as string;
    await t.settled();
    expect(await broadcast(id)).toMatchObject({ status: 'scheduled', sendAt, counts: { total: 0, queued: 0, sent: 0, failed: 0 } });
    await t.app.get(EmailBroadcastSender).run(new Date(Date.now() + 3_700_000));
    expect((await finished(id)).counts.sent).toBe(1);
    expect(smtp.received.filter((m) => m.to === 'naomi@later.example')).toHaveLength(1);
  });
});
