import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { CommandBus } from '@nestjs/cqrs';
import { SMTPServer } from 'smtp-server';
import type { AnnouncementBoard, AnnouncementReach, AnnouncementView, CurrentUser, MemberView } from '@koinonia/contracts';
import { bySystem } from '../../platform/commands/command-actor.type';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { EVENT_STORE } from '../../platform/platform.tokens';
import { eventually } from '../../testing/eventually.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';
import { RegisterMemberCommand } from '../members';
import { SmsSendJob } from '../messaging';
import { AddMinistryCommand, ChurchQuery } from '../organisation';
import { AnnouncementBoardQueries } from './queries/announcement-board-queries.service';

const DAY = 24 * 60 * 60 * 1000;

/** A real SMTP server on a loopback port, keeping who each email went to. */
async function startSmtpServer() {
  const received: Array<{ to: string; raw: string }> = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    maxClients: 50,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address.toLowerCase(), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('announcements reach people: in the app, by email over a real SMTP server, by SMS to those opted in; and the board', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let admin: string;
  let member: string;
  let staff: string;
  let memberEmail: string;
  const MINISTRY = 'Announcement Ushers';
  const nora = { id: randomUUID(), fullName: 'Nora Noaccount', email: 'nora@no-account.example', phone: '+12025550143' };
  const ivan = { id: randomUUID(), fullName: 'Ivan Inministry', email: 'ivan@no-account.example', phone: '' };

  const announce = (cookie: string, body: Record<string, unknown>) => t.http().post('/api/announcements').set('Cookie', cookie).send(body);
  const preview = async (body: Record<string, unknown>) =>
    (await t.http().post('/api/announcements/preview').set('Cookie', admin).send(body).expect(200)).body as AnnouncementReach;
  const board = async (cookie: string) => ((await t.http().get('/api/announcements').set('Cookie', cookie).expect(200)).body as AnnouncementBoard).items;
  const head = () => t.app.get<EventStore>(EVENT_STORE).headPosition();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://grace.example', EMAIL_BROADCAST_PER_SECOND: '0' } });
    [admin, member, staff] = await Promise.all([t.signIn('admin@demo.church'), t.signIn('member@demo.church'), t.signIn('staff@demo.church')]);
    const bus = t.app.get(CommandBus);
    await bus.execute(new AddMinistryCommand(await t.app.get(ChurchQuery).id(), randomUUID(), MINISTRY, '', bySystem()));
    await t.settled();
    for (const person of [nora, ivan])
      await bus.execute(
        new RegisterMemberCommand(
          person.id,
          {
            fullName: person.fullName,
            email: person.email,
            phone: person.phone,
            ministry: MINISTRY,
            address: '',
            role: 'member',
            membershipStep: 'member',
          } as never,
          bySystem(),
        ),
      );
    // Nora opts in to SMS; the member with an account turns email notifications off.
    await t.http().put(`/api/sms/consents/${nora.id}`).set('Cookie', staff).send({ optedIn: true, source: 'paper-form' }).expect(200);
    await t
      .http()
      .put('/api/preferences')
      .set('Cookie', member)
      .send({ notifications: { emailNotifications: false } })
      .expect(200);
    const me = (await t.http().get('/api/auth/user').set('Cookie', member).expect(200)).body as CurrentUser;
    memberEmail = ((await t.http().get(`/api/members/${me.memberId}`).set('Cookie', staff).expect(200)).body as MemberView).email?.toLowerCase() ?? '';
    await t.settled();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('successful-preview: counts per channel over people, with or without an account', async () => {
    expect(await preview({ to: { kind: 'ministry', ministry: MINISTRY } })).toEqual({ people: 2, inApp: 0, email: 2, sms: 1 });
    const everyone = await preview({ audience: 'everyone' });
    expect(everyone.people).toBeGreaterThan(2);
    expect(everyone.inApp).toBeGreaterThan(1);
    // Everyone with an address but the member who turned email off.
    expect(everyone.email).toBeLessThan(everyone.people);
    expect(everyone.sms).toBeGreaterThanOrEqual(1);
    expect(
      (
        await t
          .http()
          .post('/api/announcements/preview')
          .set('Cookie', admin)
          .send({ to: { kind: 'group', groupId: randomUUID() } })
      ).status,
    ).toBe(404);
  });

  it('successful-send: everyone gets it as the preview said — a person without an account by email exactly once, not the one who turned email off', async () => {
    const expected = await preview({ audience: 'everyone' });
    const sent = await announce(admin, { title: 'Harvest supper', message: 'Saturday at six, {firstName}.', priority: 'normal', audience: 'everyone' }).expect(
      201,
    );
    const id = sent.body.id as string;
    await t.settled();
    await t.app.get(SmsSendJob).run(new Date(Date.now() + DAY));
    const done = await eventually(async () => {
      const view = (await board(admin)).find((a) => a.id === id) as AnnouncementView;
      expect(view.delivery?.email.queued).toBe(0);
      expect(view.delivery?.sms.queued).toBe(0);
      expect(view.delivery?.inApp.queued).toBe(0);
      return view;
    });
    expect(done.reach).toEqual(expected);
    expect(done.delivery).toEqual({
      inApp: { queued: 0, sent: expected.inApp, failed: 0 },
      email: { queued: 0, sent: expected.email, failed: 0 },
      sms: { queued: 0, sent: expected.sms, failed: 0 },
    });
    const mine = smtp.received.filter((m) => m.raw.includes('Harvest supper'));
    expect(mine.length).toBe(expected.email);
    expect(mine.filter((m) => m.to === nora.email)).toHaveLength(1);
    expect(mine.find((m) => m.to === nora.email)?.raw).toContain('Saturday at six, Nora.');
    expect(memberEmail).not.toBe('');
    expect(mine.filter((m) => m.to === memberEmail)).toHaveLength(0);
    // The member still has it in the app, and on the board (without the senders' counts).
    const seen = (await board(member)).find((a) => a.id === id);
    expect(seen).toMatchObject({ title: 'Harvest supper', audience: 'everyone', reach: null, delivery: null });
  });

  it('successful-board: an announcement stays on the board until its end date, not after (in-app copies keep their own expiry)', async () => {
    const endsAt = new Date(Date.now() + 2 * DAY).toISOString();
    const id = (await announce(admin, { title: 'Roof appeal', message: 'Two days only.', priority: 'low', to: { kind: 'everyone' }, endsAt }).expect(201)).body
      .id as string;
    await t.settled();
    const queries = t.app.get(AnnouncementBoardQueries);
    const viewer = (await t.http().get('/api/auth/user').set('Cookie', member).expect(200)).body as CurrentUser;
    expect((await board(member)).find((a) => a.id === id)).toMatchObject({ endsAt });
    expect((await queries.board(viewer, new Date(Date.now() + DAY))).items.map((a) => a.id)).toContain(id);
    expect((await queries.board(viewer, new Date(Date.now() + 2 * DAY + 60_000))).items.map((a) => a.id)).not.toContain(id);
    // Without an end date: a week.
    const week = (await announce(admin, { title: 'A week long', message: 'x', priority: 'low', audience: 'everyone' }).expect(201)).body.id as string;
    await t.settled();
    expect((await queries.board(viewer, new Date(Date.now() + 6 * DAY))).items.map((a) => a.id)).toContain(week);
    expect((await queries.board(viewer, new Date(Date.now() + 7 * DAY + 60_000))).items.map((a) => a.id)).not.toContain(week);
  });

  it('successful-targeted: to a ministry, only its people; those without an account only by email and SMS', async () => {
    const id = (
      await announce(admin, { title: 'Ushers meet', message: 'Sunday 8:30.', priority: 'normal', to: { kind: 'ministry', ministry: MINISTRY } }).expect(201)
    ).body.id as string;
    await t.settled();
    await t.app.get(SmsSendJob).run(new Date(Date.now() + DAY));
    const view = await eventually(async () => {
      const found = (await board(admin)).find((a) => a.id === id) as AnnouncementView;
      expect(found.delivery?.email).toEqual({ queued: 0, sent: 2, failed: 0 });
      return found;
    });
    expect(view).toMatchObject({ to: { kind: 'ministry', ministry: MINISTRY }, audienceLabel: MINISTRY, reach: { people: 2, inApp: 0, email: 2, sms: 1 } });
    expect(
      smtp.received
        .filter((m) => m.raw.includes('Ushers meet'))
        .map((m) => m.to)
        .sort(),
    ).toEqual([ivan.email, nora.email]);
    // Not for the member: not on their board.
    expect((await board(member)).map((a) => a.id)).not.toContain(id);
  });

  it('failing-send: an end date in the past or over a year away is 400 with nothing recorded; a member may not send nor preview (403)', async () => {
    const before = await head();
    for (const endsAt of [new Date(Date.now() - 60_000).toISOString(), new Date(Date.now() + 400 * DAY).toISOString(), 'next week']) {
      const response = await announce(admin, { title: 'Too late', message: 'x', priority: 'low', audience: 'everyone', endsAt }).expect(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
    }
    const refused = await announce(member, { title: 'Hi', message: 'There', priority: 'high', to: { kind: 'everyone' } }).expect(403);
    expect(refused.body.code).toBe('AUTHORIZATION');
    expect((await t.http().post('/api/announcements/preview').set('Cookie', member).send({ audience: 'everyone' })).status).toBe(403);
    expect(await head()).toBe(before);
    expect((await board(admin)).map((a) => a.title)).not.toContain('Too late');
  });
});
