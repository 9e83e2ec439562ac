import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import {
  CONSISTENCY_HEADER,
  type CurrentUser,
  type EventOccurrenceView,
  type NotificationList,
  type VolunteerAssignmentView,
  type VolunteerSlotView,
} from '@koinonia/contracts';
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
      // Apart from the demo church's announcements (broadcasts, each with its List-Unsubscribe).
      const mails = smtp.received.filter((m) => m.to.includes(address) && !/^List-Unsubscribe:/m.test(m.raw));
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
    const declined = await t
      .http()
      .post(`/api/volunteer-assignments/${assignment}/decline-by-link`)
      .send({ token: decline.token, reason: ' ill that week ' })
      .expect(200);
    const shown = await t
      .http()
      .get(`/api/volunteer-assignments/${assignment}/by-link`)
      .query({ token: decline.token })
      .set(CONSISTENCY_HEADER, declined.body.position as string)
      .expect(200);
    expect(shown.body).toMatchObject({ status: 'declined', declineReason: 'ill that week' });
    // Declined: the confirm link no longer takes the place back.
    expect((await t.http().post(`/api/volunteer-assignments/${assignment}/confirm-by-link`).send({ token: confirm.token })).body).toMatchObject({
      code: 'VOLUNTEER_UNAVAILABLE',
      details: { reason: 'declined' },
    });
  });
  describe('a slot follows its occurrence', () => {
    const scheduleOf = async () =>
      (await t.http().get('/api/me/schedule').set('Cookie', member).set(CONSISTENCY_HEADER, position).expect(200)).body as VolunteerAssignmentView[];
    const notices = async (key: string) =>
      ((await t.http().get('/api/notifications').set('Cookie', member).expect(200)).body as NotificationList).items.filter((n) => n.messageKey === key);
    const mailsTo = (subject: string) => smtp.received.filter((m) => m.to.includes('member@demo.church') && plainText(m.raw).includes(subject));

    it('successful-slot-follows: an occurrence moved an hour later takes the slot and its place along, and the volunteer is told in Spanish', async () => {
      const occurrence = occurrences[2];
      const assignment = await assign(occurrence);
      const moved = await t
        .http()
        .patch(`/api/events/${occurrence.eventId}/occurrences/${occurrence.occurrence}`)
        .set('Cookie', staff)
        .send({ scope: 'this', startsAt: '2027-05-16T11:00', endsAt: '2027-05-16T12:30' })
        .expect(200);
      position = moved.body.position as string;
      const now = await eventually(async () => {
        const mine = (await scheduleOf()).find((a) => a.id === assignment);
        expect(mine?.startsAt).not.toBe(occurrence.startsAt);
        return mine!;
      }, 15_000);
      expect(Date.parse(now.startsAt) - Date.parse(occurrence.startsAt)).toBe(3_600_000);
      const slots = (await t.http().get(`/api/volunteer-slots?eventId=${occurrence.eventId}`).set('Cookie', staff).expect(200)).body as VolunteerSlotView[];
      expect(slots.find((slot) => slot.assignments.some((a) => a.id === assignment))?.startsAt).toBe(now.startsAt);
      const mail = await eventually(() => {
        const found = mailsTo('Culto ha cambiado');
        expect(found).toHaveLength(1);
        return found[0];
      }, 15_000);
      expect(plainText(mail.raw)).toContain('ahora sirve como Recepción el domingo, 16 de mayo de 2027');
      await eventually(async () => expect(await notices('volunteerSlotMoved')).toHaveLength(1), 15_000);
    });

    it('failing-slot-follows: a cancelled occurrence cancels its slot; the volunteer loses the place and is told', async () => {
      const occurrence = occurrences[3];
      const assignment = await assign(occurrence);
      await eventually(async () => expect((await scheduleOf()).some((a) => a.id === assignment)).toBe(true), 15_000);
      await send(`/api/events/${occurrence.eventId}/occurrences/${occurrence.occurrence}/cancel`, {}, 200);
      await eventually(async () => expect((await scheduleOf()).some((a) => a.id === assignment)).toBe(false), 15_000);
      const slots = (await t.http().get(`/api/volunteer-slots?eventId=${occurrence.eventId}`).set('Cookie', staff).expect(200)).body as VolunteerSlotView[];
      expect(slots.some((slot) => slot.occurrenceStart === occurrence.occurrenceStart)).toBe(false);
      const mail = await eventually(() => {
        const found = mailsTo('se ha cancelado');
        expect(found).toHaveLength(1);
        return found[0];
      }, 15_000);
      expect(plainText(mail.raw)).toContain('ya no se le necesita como Recepción');
      await eventually(async () => expect(await notices('volunteerSlotCancelled')).toHaveLength(1), 15_000);
    });
    it('successful-slot-follows: "this and following" hands the later slots to the event continuing the series, at its new time', async () => {
      const created = await send(
        '/api/events',
        { title: 'Culto de junio', category: 'worship', startsAt: '2027-06-06T10:00', endsAt: '2027-06-06T11:00', recurrence: 'FREQ=WEEKLY;BYDAY=SU;COUNT=4' },
        201,
      );
      const june = (
        (await t.http().get('/api/events?from=2027-06-01&to=2027-06-30').set('Cookie', staff).set(CONSISTENCY_HEADER, position).expect(200))
          .body as EventOccurrenceView[]
      ).filter((o) => o.eventId === created.body.id);
      const before = await assign(june[0]);
      const after = await assign(june[2]);
      const split = await t
        .http()
        .patch(`/api/events/${created.body.id}/occurrences/${june[1].occurrence}`)
        .set('Cookie', staff)
        .send({ scope: 'following', startsAt: `${june[1].occurrence}T09:00`, endsAt: `${june[1].occurrence}T10:00` })
        .expect(200);
      position = split.body.position as string;
      const continued = split.body.id as string;
      const mine = await eventually(async () => {
        const schedule = await scheduleOf();
        expect(schedule.find((a) => a.id === after)?.eventId).toBe(continued);
        return schedule;
      }, 15_000);
      expect(Date.parse(june[2].startsAt) - Date.parse(mine.find((a) => a.id === after)!.startsAt)).toBe(3_600_000);
      // The occurrence before the split stays where it was, on the event it was on.
      expect(mine.find((a) => a.id === before)).toMatchObject({ eventId: created.body.id, startsAt: june[0].startsAt });
    });
  });
});
