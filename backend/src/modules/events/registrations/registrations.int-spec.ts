import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import {
  CONSISTENCY_HEADER,
  type EventRosterView,
  type MemberAttendanceEntry,
  type MemberPage,
  type MemberView,
  type MyRegistrationView,
  type NotificationList,
  type RegistrationResult,
} from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';

/** A real SMTP server on a loopback port, keeping what it receives (decoded enough to read). */
async function startSmtpServer() {
  const received: Array<{ to: string[]; raw: string }> = [];
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

/** A MIME part's text, quoted-printable or base64 as nodemailer chose. */
function decoded(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/((?:=[0-9A-F]{2})+)/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
  const base64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
    Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [qp, ...base64].join('\n');
}

describe('event registrations, the wait list and check-in over HTTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let staff: string;
  let member: string;
  let auditor: string;
  let vendor: string;
  let people: string[];
  let ruth: MemberView;
  let position = '0';

  const get = (path: string, cookie = staff) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const post = async (path: string, body: object, status: number, cookie = staff) => {
    const response = await t.http().post(path).set('Cookie', cookie).send(body);
    expect({ path, status: response.status, body: response.status === status ? null : response.body }).toEqual({ path, status, body: null });
    if (response.body?.position) position = response.body.position as string;
    return response;
  };
  const schedule = async (body: object) =>
    (
      await post(
        '/api/events',
        { title: 'Marriage Retreat', category: 'fellowship', startsAt: '2027-02-13T09:00', endsAt: '2027-02-13T16:00', registration: 'open', ...body },
        201,
      )
    ).body.id as string;
  const register = async (eventId: string, body: object, status = 201, cookie = staff) =>
    (await post(`/api/events/${eventId}/registrations`, body, status, cookie)).body as RegistrationResult;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ demoMemberCount: 30, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    staff = await t.signIn('staff@demo.church');
    member = await t.signIn('member@demo.church');
    auditor = await t.signIn('auditor@demo.church');
    vendor = await t.signIn('vendor@demo.church');
    ruth = (await get('/api/members/me', member).expect(200)).body as MemberView;
    people = ((await get('/api/members?pageSize=40').expect(200)).body as MemberPage).items.map((m) => m.id).filter((id) => id !== ruth.id);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe('successful-registrations', () => {
    it('gives exactly one of twenty registrations racing for the last place a place, and puts the other nineteen on the wait list in order', async () => {
      const id = await schedule({ capacity: 1, title: 'Pastor’s Lunch' });
      const answers = await Promise.all(people.slice(0, 20).map((memberId) => register(id, { memberId })));
      expect(answers.filter((a) => a.status === 'registered')).toHaveLength(1);
      expect(answers.filter((a) => a.status === 'waitlisted')).toHaveLength(19);
      expect(
        answers
          .map((a) => a.waitlistPlace)
          .filter((p) => p !== null)
          .sort((a, b) => a! - b!),
      ).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
      const roster = (await get(`/api/events/${id}/registrations`).expect(200)).body as EventRosterView;
      expect(roster).toMatchObject({ capacity: 1, taken: 1, waiting: 19, occurrence: '2027-02-13' });
      expect(roster.registrations).toHaveLength(20);
    });

    it('promotes the first on the wait list when a place is cancelled, and tells them in the app and by email in their language', async () => {
      await t.http().put('/api/preferences').set('Cookie', member).send({ language: 'es' }).expect(200);
      const id = await schedule({ capacity: 2, title: 'Retiro de Matrimonios' });
      const first = await register(id, { memberId: people[0], party: 2 });
      expect(first).toMatchObject({ status: 'registered', waitlistPlace: null });
      const own = await register(id, {}, 201, member);
      expect(own).toMatchObject({ status: 'waitlisted', waitlistPlace: 1 });
      expect(((await get('/api/me/registrations', member).expect(200)).body as MyRegistrationView[]).find((r) => r.eventId === id)).toMatchObject({
        status: 'waitlisted',
        waitlistPlace: 1,
        occurrence: '2027-02-13',
      });

      await post(`/api/events/${id}/occurrences/2027-02-13/registrations/${first.id}/cancel`, {}, 200);
      await t.settled();
      const mine = ((await get(`/api/events/${id}/registrations/mine`, member).expect(200)).body as MyRegistrationView[])[0];
      expect(mine).toMatchObject({ id: own.id, status: 'registered', waitlistPlace: null });
      const inbox = (await get('/api/notifications', member).expect(200)).body as NotificationList;
      expect(inbox.items.find((n) => n.messageKey === 'registrationPromoted')).toMatchObject({
        params: { event: 'Retiro de Matrimonios', date: '2027-02-13' },
        link: `/events/${id}`,
      });
      // Her mail apart from the demo church's announcements (broadcasts, each with its List-Unsubscribe).
      const mail = smtp.received.filter((m) => m.to.includes('member@demo.church') && !/^List-Unsubscribe:/m.test(m.raw));
      expect(mail).toHaveLength(1);
      const text = decoded(mail[0].raw);
      expect(text).toContain('Se liberó un lugar en Retiro de Matrimonios');
      expect(text).toContain('Hola, Ruth Anderson:');
    });

    it('checks registered people and walk-ins in, recording them in attendance for the occurrence; the rest are no-shows', async () => {
      const id = await schedule({
        title: 'Men’s Breakfast',
        category: 'worship',
        recurrence: 'FREQ=WEEKLY;BYDAY=SA;COUNT=4',
        startsAt: '2027-03-06T08:00',
        endsAt: '2027-03-06T09:30',
      });
      await register(id, { memberId: people[1], occurrence: '2027-03-13' });
      await register(id, { memberId: people[2], occurrence: '2027-03-13' });
      await post(`/api/events/${id}/check-ins`, { memberId: people[1], occurrence: '2027-03-13' }, 201);
      await post(`/api/events/${id}/check-ins`, { memberId: people[1], occurrence: '2027-03-13' }, 201);
      await post(`/api/events/${id}/check-ins`, { memberId: people[3], occurrence: '2027-03-13' }, 201);
      const roster = (await get(`/api/events/${id}/registrations?occurrence=2027-03-13`).expect(200)).body as EventRosterView;
      expect(roster.registrations.map((r) => [r.memberId, r.checkedIn])).toEqual([
        [people[1], true],
        [people[2], false],
      ]);
      expect(roster.walkIns.map((w) => w.memberId)).toEqual([people[3]]);
      for (const person of [people[1], people[3]]) {
        const attended = (await get(`/api/members/${person}/attendance`).expect(200)).body as MemberAttendanceEntry[];
        expect(attended.filter((a) => a.gatheringName === 'Men’s Breakfast')).toEqual([expect.objectContaining({ date: '2027-03-13', kind: 'service' })]);
      }
      const absent = (await get(`/api/members/${people[2]}/attendance`).expect(200)).body as MemberAttendanceEntry[];
      expect(absent.filter((a) => a.gatheringName === 'Men’s Breakfast')).toEqual([]);
    });

    it('lets auditors read a roster', async () => {
      const id = await schedule({ title: 'Auditors’ Roster' });
      await register(id, { memberId: people[4] });
      const roster = (await get(`/api/events/${id}/registrations`, auditor).expect(200)).body as EventRosterView;
      expect(roster.registrations.map((r) => r.memberId)).toEqual([people[4]]);
    });
  });

  describe('failing-registrations', () => {
    it('refuses registering for a closed event, after the deadline, or twice, each with its own error', async () => {
      const closed = await schedule({ registration: 'closed', title: 'Closed Retreat' });
      expect(((await register(closed, {}, 409, member)) as unknown as { code: string }).code).toBe('REGISTRATION_CLOSED');
      const late = await schedule({ registrationDeadline: '2026-01-01T00:00', title: 'Late Retreat' });
      expect(((await register(late, {}, 409, member)) as unknown as { code: string }).code).toBe('REGISTRATION_DEADLINE_PASSED');
      const open = await schedule({ title: 'Open Retreat' });
      await register(open, {}, 201, member);
      expect(((await register(open, {}, 409, member)) as unknown as { code: string }).code).toBe('ALREADY_REGISTERED');
    });

    it('refuses a member registering someone else, reading a roster or checking in; auditors register no one; vendors see nothing', async () => {
      const id = await schedule({ title: 'Guarded Retreat' });
      await register(id, { memberId: people[5] }, 403, member);
      await get(`/api/events/${id}/registrations`, member).expect(403);
      await post(`/api/events/${id}/check-ins`, { memberId: ruth.id }, 403, member);
      await register(id, {}, 403, auditor);
      await register(id, {}, 403, vendor);
      await get('/api/me/registrations', vendor).expect(403);
    });

    it("does not let a member cancel someone else's registration, and refuses a date the event does not meet on", async () => {
      const id = await schedule({ title: 'Kept Retreat' });
      const theirs = await register(id, { memberId: people[6] });
      await post(`/api/events/${id}/occurrences/2027-02-13/registrations/${theirs.id}/cancel`, {}, 404, member);
      const wrong = (await post(`/api/events/${id}/registrations`, { memberId: people[7], occurrence: '2027-02-14' }, 400)).body as {
        details: { fields: unknown[] };
      };
      expect(wrong.details.fields).toEqual([expect.objectContaining({ field: 'occurrence' })]);
    });
  });
});
