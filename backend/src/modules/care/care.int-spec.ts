import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONSISTENCY_HEADER,
  VALIDATION_MESSAGES,
  type CareAssigneeView,
  type CareCommunicationList,
  type CareRequestList,
  type CareRequestView,
  type MemberPage,
  type NotificationList,
  type PastoralNoteList,
  type PrayerRequestList,
  type SecurityEventPage,
} from '@koinonia/contracts';
import { READ_STORE } from '../../platform/platform.tokens';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { eventually } from '../../testing/eventually.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';
import { CareFollowUpReminders } from './care-follow-up-reminders.service';

type Role = 'member' | 'staff' | 'leader' | 'pastor' | 'admin' | 'auditor';
const ROLES: Role[] = ['member', 'staff', 'leader', 'pastor', 'admin', 'auditor'];
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('pastoral care', () => {
  let t: TestApp;
  const cookies = new Map<Role, string>();
  let position = '0';
  let memberId: string;
  let pastorId: string;
  let leaderId: string;

  const get = (role: Role, path: string) => t.http().get(path).set('Cookie', cookies.get(role)!).set(CONSISTENCY_HEADER, position);
  const send = (role: Role, method: 'post' | 'patch', path: string, body: object) => t.http()[method](path).set('Cookie', cookies.get(role)!).send(body);
  async function open(body: object, role: Role = 'staff'): Promise<string> {
    const response = await send(role, 'post', '/api/care-requests', { type: 'hospital-visit', urgency: 'high', memberId, ...body }).expect(201);
    position = response.body.position;
    return response.body.id;
  }
  const requests = async (role: Role = 'pastor') => ((await get(role, '/api/care-requests').expect(200)).body as CareRequestList).items;
  const requestById = async (id: string) => (await requests()).find((item) => item.id === id) as CareRequestView;

  beforeAll(async () => {
    t = await startTestApp();
    for (const role of ROLES) cookies.set(role, await t.signIn(`${role}@demo.church`));
    const people = (await get('staff', '/api/members?pageSize=3&sort=name').expect(200)).body as MemberPage;
    memberId = people.items[0].id;
    const me = async (role: Role) => (await get(role, '/api/auth/user').expect(200)).body.id as string;
    pastorId = await me('pastor');
    leaderId = await me('leader');
  });
  afterAll(() => t.close());

  it('successful-care: the demo church has care alive: prayer of each visibility, answered and prayed for; requests in each status; notes and a log', async () => {
    const prayers = ((await get('pastor', '/api/prayer-requests').expect(200)).body as PrayerRequestList).items;
    expect(new Set(prayers.map((p) => p.visibility))).toEqual(new Set(['pastoral', 'prayer-team', 'congregation']));
    expect(prayers.some((p) => p.status === 'answered' && p.praiseNote !== '')).toBe(true);
    expect(prayers.some((p) => p.prayedCount > 1)).toBe(true);
    const cared = await requests();
    expect(new Set(cared.map((r) => r.status))).toEqual(new Set(['open', 'in-progress', 'resolved']));
    expect(cared.some((r) => r.overdue)).toBe(true);
    expect(((await get('pastor', '/api/care-communications').expect(200)).body as CareCommunicationList).items.length).toBeGreaterThanOrEqual(4);
    const withNotes = cared.find((r) => r.type === 'bereavement')!;
    const notes = ((await get('pastor', `/api/pastoral-notes?memberId=${withNotes.memberId}`).expect(200)).body as PastoralNoteList).items;
    expect(notes.length).toBeGreaterThan(0);
  });

  it('successful-care: staff open a care request assigned to the pastor; it is listed with the person and the assignee', async () => {
    const id = await open({ assignedTo: pastorId, followUpOn: day(3) });
    expect(await requestById(id)).toMatchObject({
      type: 'hospital-visit',
      urgency: 'high',
      status: 'open',
      memberId,
      memberName: expect.any(String),
      assignedTo: pastorId,
      assigneeName: 'Daniel Mensah',
      overdue: false,
    });
    expect((await requestById(id)).memberName).not.toBe('');
  });

  it('failing-care: members, leaders, the administrator and auditors read no care request', async () => {
    for (const role of ['member', 'leader', 'admin', 'auditor'] as const) {
      expect((await get(role, '/api/care-requests').expect(403)).body.code).toBe('AUTHORIZATION');
      expect((await get(role, '/api/care-communications').expect(403)).body.code).toBe('AUTHORIZATION');
    }
    expect((await send('member', 'post', '/api/care-requests', { type: 'meal', urgency: 'low', memberId }).expect(403)).body.code).toBe('AUTHORIZATION');
  });

  it('successful-care: a request moves open → in progress → resolved, and an overdue one stands first', async () => {
    const late = await open({ type: 'meal', urgency: 'normal', assignedTo: pastorId, followUpOn: day(-2) });
    const listed = await requests();
    expect(listed[0]).toMatchObject({ id: late, overdue: true });
    position = (await send('staff', 'patch', `/api/care-requests/${late}`, { status: 'in-progress' }).expect(200)).body.position;
    expect(await requestById(late)).toMatchObject({ status: 'in-progress', overdue: true });
    position = (await send('pastor', 'patch', `/api/care-requests/${late}`, { status: 'resolved' }).expect(200)).body.position;
    expect(await requestById(late)).toMatchObject({ status: 'resolved', overdue: false });
  });

  it('failing-care: a resolved request does not go back to in progress, and a stale If-Match changes nothing', async () => {
    const id = await open({ type: 'counselling' });
    position = (await send('staff', 'patch', `/api/care-requests/${id}`, { status: 'resolved' }).expect(200)).body.position;
    const refused = await send('staff', 'patch', `/api/care-requests/${id}`, { status: 'in-progress' }).expect(400);
    expect(refused.body.details.fields).toEqual([{ field: 'status', message: VALIDATION_MESSAGES.choice }]);
    const stale = await t.http().patch(`/api/care-requests/${id}`).set('Cookie', cookies.get('staff')!).set('If-Match', '0').send({ status: 'open' });
    expect(stale.status).toBe(409);
    expect(await requestById(id)).toMatchObject({ status: 'resolved' });
  });

  it('failing-care: a person who is not in the directory, or an assignee who may not read care, is refused on that field', async () => {
    const nobody = await send('staff', 'post', '/api/care-requests', { type: 'meal', urgency: 'low', memberId: '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21' }).expect(
      400,
    );
    expect(nobody.body.details.fields).toEqual([{ field: 'memberId', message: VALIDATION_MESSAGES.choice }]);
    const leader = await send('staff', 'post', '/api/care-requests', { type: 'meal', urgency: 'low', memberId, assignedTo: leaderId }).expect(400);
    expect(leader.body.details.fields).toEqual([{ field: 'assignedTo', message: VALIDATION_MESSAGES.choice }]);
    const assignees = (await get('staff', '/api/care-assignees').expect(200)).body as CareAssigneeView[];
    expect(assignees.map((a) => a.displayName)).toEqual(['Daniel Mensah', 'Maria Lopez']);
  });

  it('successful-care: the assignee is told, and reminded once when the follow-up date comes', async () => {
    const id = await open({ type: 'bereavement', assignedTo: pastorId, followUpOn: day(0) });
    const reminders = t.app.get(CareFollowUpReminders);
    // The job reads the read side, as it does hourly: let it have the new request.
    await t.settled();
    expect(await reminders.remindDue()).toBeGreaterThanOrEqual(1);
    await t.settled();
    expect(await reminders.remindDue()).toBe(0);
    await eventually(async () => {
      const inbox = ((await get('pastor', '/api/notifications').expect(200)).body as NotificationList).items;
      expect(inbox.filter((n) => n.messageKey === 'careRequestAssigned').length).toBeGreaterThanOrEqual(1);
      expect(inbox.find((n) => n.messageKey === 'careFollowUpDue' && n.params?.date === day(0))).toMatchObject({ link: '/congregation-care' });
    });
    expect(await requestById(id)).toMatchObject({ status: 'open' });
  });

  it('successful-care: the pastor writes and reads confidential notes; every read is in the security log', async () => {
    const requestId = await open({ type: 'counselling', assignedTo: pastorId });
    const written = await send('pastor', 'post', '/api/pastoral-notes', {
      memberId,
      careRequestId: requestId,
      text: 'Grieving; wants to talk on Sundays.',
    }).expect(201);
    position = written.body.position;
    const notes = ((await get('pastor', `/api/pastoral-notes?memberId=${memberId}`).expect(200)).body as PastoralNoteList).items;
    expect(notes.find((note) => note.id === written.body.id)).toMatchObject({
      text: 'Grieving; wants to talk on Sundays.',
      careRequestId: requestId,
      authorName: 'Daniel Mensah',
    });
    await eventually(async () => {
      const log = ((await get('admin', '/api/security/events').query({ pageSize: 100 }).expect(200)).body as SecurityEventPage).items;
      expect(log.find((entry) => entry.type === 'pastoral-note-read' && entry.details.pastoralNoteId === written.body.id)).toMatchObject({
        userEmail: 'pastor@demo.church',
        details: { memberId },
      });
    });
  });

  it('failing-care: staff, leaders, the administrator and auditors neither read nor write pastoral notes', async () => {
    for (const role of ['staff', 'leader', 'admin', 'auditor', 'member'] as const) {
      expect((await get(role, `/api/pastoral-notes?memberId=${memberId}`).expect(403)).body.code).toBe('AUTHORIZATION');
      expect((await send(role, 'post', '/api/pastoral-notes', { memberId, text: 'x' }).expect(403)).body.code).toBe('AUTHORIZATION');
    }
  });

  it('successful-care: the communications log keeps who, when and what, per person', async () => {
    const logged = await send('staff', 'post', '/api/care-communications', { memberId, kind: 'call', summary: 'Called about the meal rota.' }).expect(201);
    position = logged.body.position;
    const mine = ((await get('pastor', `/api/care-communications?memberId=${memberId}`).expect(200)).body as CareCommunicationList).items;
    expect(mine.find((entry) => entry.id === logged.body.id)).toMatchObject({
      kind: 'call',
      summary: 'Called about the meal rota.',
      byName: 'Maria Lopez',
      occurredAt: expect.any(String),
    });
    const bad = await send('staff', 'post', '/api/care-communications', { memberId, kind: 'fax', summary: '' }).expect(400);
    expect(bad.body.details.fields).toEqual(
      expect.arrayContaining([
        { field: 'kind', message: VALIDATION_MESSAGES.choice },
        { field: 'summary', message: VALIDATION_MESSAGES.required },
      ]),
    );
  });

  it('successful-care: notes and communications are encrypted at rest: their unique texts are in no file of the stores', async () => {
    const secret = `care-secret-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const plain = `Careplain${Date.now()}`;
    position = (
      await send('staff', 'post', '/api/members', { fullName: plain, email: `${plain.toLowerCase()}@example.org`, ministry: 'Care', role: 'member' }).expect(
        201,
      )
    ).body.position;
    position = (await send('pastor', 'post', '/api/pastoral-notes', { memberId, text: `${secret}-note` }).expect(201)).body.position;
    position = (await send('staff', 'post', '/api/care-communications', { memberId, kind: 'visit', summary: `${secret}-visit` }).expect(201)).body.position;
    expect(((await get('pastor', `/api/care-communications?memberId=${memberId}`).expect(200)).body as CareCommunicationList).items[0].summary).toBe(
      `${secret}-visit`,
    );
    await t.settled();
    await t.app.get<ReadStore>(READ_STORE).flush();
    const files = filesUnder(t.config.dataDir);
    const holding = (text: string) => files.filter((file) => readFileSync(file).includes(Buffer.from(text, 'utf8')));
    expect(holding(plain).length).toBeGreaterThan(0);
    expect(holding(secret)).toEqual([]);
  });
});
