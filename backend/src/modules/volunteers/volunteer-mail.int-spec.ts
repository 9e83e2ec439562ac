import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { CONSISTENCY_HEADER, type CurrentUser, type EventOccurrenceView, type VolunteerAssignmentView } from '@koinonia/contracts';
import { eventually } from '../../testing/eventually.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';
import { VolunteerReminderJob } from './mail/volunteer-reminder.job';

type Received = { to: string[]; raw: string };

/** A real SMTP server on a loopback port, keeping what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The plain-text part of a MIME message, decoded (quoted-printable, base64 or as it is). */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(raw);
  if (!part) throw new Error(`No text part in ${raw}`);
  const headers = raw.slice(0, part.index + part[0].length - part[1].length);
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(headers.slice(headers.toLowerCase().lastIndexOf('content-type: text/plain')))?.[1].toLowerCase();
  if (encoding === 'base64') return Buffer.from(part[1].replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part[1].replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return part[1];
}

describe('volunteer emails over a real SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let staff: string;
  let member: string;
  let ruth: string;
  let position = '0';
  let occurrences: EventOccurrenceView[];
  let greeter: string;

  const send = async (path: string, body: object, status: number, cookie = staff) => {
    const response = await t.http().post(path).set('Cookie', cookie).send(body);
    expect({ path, status: response.status, body: response.status === status ? null : response.body }).toEqual({ path, status, body: null });
    if (response.body.position) position = response.body.position;
    return response;
  };
  const mailTo = (address: string, count: number) =>
    eventually(() => {
      const mails = smtp.received.filter((m) => m.to.includes(address));
      expect(mails.length).toBeGreaterThanOrEqual(count);
      return mails;
    }, 15_000);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://grace.example' } });
    staff = await t.signIn('staff@demo.church');
    member = await t.signIn('member@demo.church');
    ruth = ((await t.http().get('/api/auth/user').set('Cookie', member).expect(200)).body as CurrentUser).memberId!;
    // Ruth reads her email in Spanish.
    await t.http().put('/api/preferences').set('Cookie', member).send({ language: 'es' }).expect(200);
    const worship = await send(
      '/api/events',
      { title: 'Culto', category: 'worship', startsAt: '2027-05-02T10:00', endsAt: '2027-05-02T11:30', recurrence: 'FREQ=WEEKLY;BYDAY=SU;COUNT=4' },
      201,
    );
    occurrences = (
      (await t.http().get('/api/events?from=2027-05-01&to=2027-05-31').set('Cookie', staff).set(CONSISTENCY_HEADER, position).expect(200))
        .body as EventOccurrenceView[]
    ).filter((o) => o.eventId === worship.body.id);
    const team = (await send('/api/volunteer-teams', { name: 'Bienvenida', leaderIds: [] }, 201)).body.id as string;
    greeter = (await send(`/api/volunteer-teams/${team}/positions`, { name: 'Recepción' }, 201)).body.id as string;
    await t
      .http()
      .put(`/api/volunteer-teams/${team}/members/${ruth}`)
      .set('Cookie', staff)
      .send({ positionIds: [greeter] })
      .expect(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const assign = async (occurrence: EventOccurrenceView) => {
    const slot = (
      await send('/api/volunteer-slots', { eventId: occurrence.eventId, occurrenceStart: occurrence.occurrenceStart, position: greeter, needed: 1 }, 201)
    ).body.id as string;
    return (await send(`/api/volunteer-slots/${slot}/assignments`, { memberId: ruth }, 201)).body.id as string;
  };
  const linkIn = (text: string, answer: string) => {
    const url = new RegExp(`https://grace\\.example/volunteers/answer\\?\\S*answer=${answer}\\S*`).exec(text)?.[0];
    if (!url) throw new Error(`No ${answer} link in ${text}`);
    const params = new URL(url).searchParams;
    return { assignment: params.get('assignment')!, token: params.get('token')! };
  };

  it('successful-volunteer-mail: the assignment email arrives in Spanish, and its confirm link works without signing in', async () => {
    const assignment = await assign(occurrences[0]);
    const [mail] = await mailTo('member@demo.church', 1);
    const text = plainText(mail.raw);
    expect(text).toContain('Hola, Ruth Anderson:');
    expect(text).toContain('Se le ha programado para servir como Recepción en Culto el domingo, 2 de mayo de 2027');
    const confirm = linkIn(text, 'confirm');
    expect(confirm.assignment).toBe(assignment);
    // The page the link opens shows the slot first, without a session.
    const shown = (await t.http().get(`/api/volunteer-assignments/${assignment}/by-link`).query({ token: confirm.token }).expect(200))
      .body as VolunteerAssignmentView;
    expect(shown).toMatchObject({ id: assignment, status: 'pending', positionName: 'Recepción' });
    const answered = await t.http().post(`/api/volunteer-assignments/${assignment}/confirm-by-link`).send({ token: confirm.token }).expect(200);
    const schedule = (
      await t
        .http()
        .get('/api/me/schedule')
        .set('Cookie', member)
        .set(CONSISTENCY_HEADER, answered.body.position as string)
        .expect(200)
    ).body as VolunteerAssignmentView[];
    expect(schedule.find((a) => a.id === assignment)?.status).toBe('confirmed');

    // Two days before, a reminder (once), in Spanish; it carries no links once confirmed.
    await t.settled();
    const job = t.app.get(VolunteerReminderJob);
    const before = new Date(Date.parse(occurrences[0].startsAt) - 3 * 86_400_000);
    expect(await job.run(before)).toBe(0);
    const dayBefore = new Date(Date.parse(occurrences[0].startsAt) - 86_400_000);
    expect(await job.run(dayBefore)).toBe(1);
    expect(await job.run(dayBefore)).toBe(0);
    const reminder = plainText((await mailTo('member@demo.church', 2))[1].raw);
    expect(reminder).toContain('Le recordamos que sirve como Recepción en Culto');
    expect(reminder).not.toContain('token=');
  });

  it('failing-volunteer-mail: a forged token, or the confirm token used to decline, changes nothing', async () => {
    const assignment = await assign(occurrences[1]);
    const mails = await mailTo('member@demo.church', 3);
    const confirm = linkIn(plainText(mails[mails.length - 1].raw), 'confirm');
    expect(confirm.assignment).toBe(assignment);
    expect((await t.http().post(`/api/volunteer-assignments/${assignment}/confirm-by-link`).send({ token: 'forged' })).body.code).toBe('INVALID_TOKEN');
    expect((await t.http().get(`/api/volunteer-assignments/${assignment}/by-link`).query({ token: 'forged' })).body.code).toBe('INVALID_TOKEN');
    expect((await t.http().post(`/api/volunteer-assignments/${assignment}/decline-by-link`).send({ token: confirm.token })).body.code).toBe('INVALID_TOKEN');
    const decline = linkIn(plainText(mails[mails.length - 1].raw), 'decline');
    await t.http().post(`/api/volunteer-assignments/${assignment}/decline-by-link`).send({ token: decline.token }).expect(200);
    // Declined: the confirm link no longer takes the place back.
    expect((await t.http().post(`/api/volunteer-assignments/${assignment}/confirm-by-link`).send({ token: confirm.token })).body).toMatchObject({
      code: 'VOLUNTEER_UNAVAILABLE',
      details: { reason: 'declined' },
    });
  });
});
