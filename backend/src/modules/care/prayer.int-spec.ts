import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONSISTENCY_HEADER,
  VALIDATION_MESSAGES,
  type CurrentUser,
  type PrayerRequestList,
  type PrayerRequestView,
  type SecurityEventPage,
} from '@koinonia/contracts';
import { READ_STORE } from '../../platform/platform.tokens';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { eventually } from '../../testing/eventually.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';
import { PrayerQueriesService } from './queries/prayer-queries.service';

type Role = 'member' | 'staff' | 'leader' | 'pastor' | 'admin' | 'auditor';
const ROLES: Role[] = ['member', 'staff', 'leader', 'pastor', 'admin', 'auditor'];

/** Every file under a folder, recursively. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('prayer requests', () => {
  let t: TestApp;
  const cookies = new Map<Role, string>();
  let position = '0';

  const list = async (role: Role): Promise<PrayerRequestView[]> =>
    ((await t.http().get('/api/prayer-requests').set('Cookie', cookies.get(role)!).set(CONSISTENCY_HEADER, position).expect(200)).body as PrayerRequestList)
      .items;
  const seen = async (role: Role, id: string) => (await list(role)).find((item) => item.id === id);
  async function submit(role: Role, body: object): Promise<string> {
    const response = await t.http().post('/api/prayer-requests').set('Cookie', cookies.get(role)!).send(body).expect(201);
    expect(response.body).toEqual({ id: expect.any(String), position: expect.any(String), revision: 0 });
    position = response.body.position;
    return response.body.id;
  }
  const post = (role: Role, path: string, body: object = {}) => t.http().post(path).set('Cookie', cookies.get(role)!).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    for (const role of ROLES) cookies.set(role, await t.signIn(`${role}@demo.church`));
  });
  afterAll(() => t.close());

  it('successful-prayer: a member asks for prayer (pastoral by choice); she and the pastors read it, with her name', async () => {
    const id = await submit('member', { request: 'Pray for my mother’s surgery on Tuesday', visibility: 'pastoral' });
    expect(await seen('member', id)).toMatchObject({ request: 'Pray for my mother’s surgery on Tuesday', mine: true, canMarkAnswered: true, status: 'active' });
    expect(await seen('pastor', id)).toMatchObject({ requesterName: 'Ruth Anderson', visibility: 'pastoral', mine: false, canMarkAnswered: true });
  });

  it('failing-prayer: staff, leaders, the administrator and auditors never see a pastoral-only request', async () => {
    const id = await submit('member', { request: 'A private burden', visibility: 'pastoral' });
    for (const role of ['staff', 'leader', 'admin', 'auditor'] as const) expect(await seen(role, id)).toBeUndefined();
    // Nor may they pray over it, or mark it answered: to them it does not exist.
    expect((await post('staff', `/api/prayer-requests/${id}/prayed`).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await post('admin', `/api/prayer-requests/${id}/answered`, { praiseNote: 'x' }).expect(404)).body.code).toBe('NOT_FOUND');
  });

  it('successful-prayer: every read of a pastoral-only request is in the security log', async () => {
    const id = await submit('member', { request: 'For my job interview', visibility: 'pastoral' });
    await seen('pastor', id);
    await seen('member', id);
    const admin = cookies.get('admin')!;
    await eventually(async () => {
      const log = ((await t.http().get('/api/security/events').query({ pageSize: 100 }).set('Cookie', admin).expect(200)).body as SecurityEventPage).items;
      const reads = log.filter((entry) => entry.type === 'prayer-request-read' && entry.details.prayerRequestId === id);
      expect(reads.map((entry) => entry.userEmail).sort()).toEqual(['member@demo.church', 'pastor@demo.church']);
    });
  });

  it('successful-prayer: the prayer team (pastors and leaders) reads requests shared with it; staff and others do not', async () => {
    const id = await submit('member', { request: 'Wisdom for our family', visibility: 'prayer-team' });
    expect(await seen('leader', id)).toMatchObject({ request: 'Wisdom for our family', requesterName: 'Ruth Anderson' });
    expect(await seen('pastor', id)).toBeDefined();
    for (const role of ['staff', 'admin', 'auditor'] as const) expect(await seen(role, id)).toBeUndefined();
  });

  it('successful-prayer: the wall is everyone’s; an anonymous request names its requester only to her and the pastors', async () => {
    const id = await submit('member', { request: 'Healing for a friend', forName: 'Martha', visibility: 'congregation', anonymous: true });
    for (const role of ['staff', 'leader', 'admin', 'auditor'] as const)
      expect(await seen(role, id)).toMatchObject({ request: 'Healing for a friend', forName: 'Martha', anonymous: true, requesterName: null });
    expect(await seen('member', id)).toMatchObject({ requesterName: 'Ruth Anderson' });
    expect(await seen('pastor', id)).toMatchObject({ requesterName: 'Ruth Anderson' });
  });

  it('successful-prayer: "I prayed" counts once per person, and the requester sees the count', async () => {
    const id = await submit('member', { request: 'Safe travels', visibility: 'congregation' });
    for (const role of ['staff', 'leader', 'staff'] as const) position = (await post(role, `/api/prayer-requests/${id}/prayed`).expect(200)).body.position;
    expect(await seen('member', id)).toMatchObject({ prayedCount: 2, prayedByMe: false });
    expect(await seen('staff', id)).toMatchObject({ prayedCount: 2, prayedByMe: true });
  });

  it('successful-prayer: the requester marks it answered with a praise note; the wall shows it answered', async () => {
    const id = await submit('member', { request: 'A new home', visibility: 'congregation' });
    position = (await post('member', `/api/prayer-requests/${id}/answered`, { praiseNote: 'We signed the lease!' }).expect(200)).body.position;
    expect(await seen('auditor', id)).toMatchObject({
      status: 'answered',
      praiseNote: 'We signed the lease!',
      answeredAt: expect.any(String),
      canMarkAnswered: false,
    });
  });

  it('successful-prayer: a pastor marks a member’s request answered', async () => {
    const id = await submit('member', { request: 'Peace in the family', visibility: 'pastoral' });
    position = (await post('pastor', `/api/prayer-requests/${id}/answered`, { praiseNote: 'Reconciled at Christmas' }).expect(200)).body.position;
    expect(await seen('member', id)).toMatchObject({ status: 'answered', praiseNote: 'Reconciled at Christmas' });
  });

  it('failing-prayer: someone who sees a wall request but did not ask for it, and is no pastor, cannot mark it answered', async () => {
    const id = await submit('member', { request: 'Rain for the farm', visibility: 'congregation' });
    expect((await post('leader', `/api/prayer-requests/${id}/answered`, { praiseNote: 'x' }).expect(403)).body.code).toBe('AUTHORIZATION');
    expect(await seen('member', id)).toMatchObject({ status: 'active' });
  });

  it('failing-prayer: a request without words, or for an audience not offered, is refused with the catalogue message', async () => {
    const empty = await post('member', '/api/prayer-requests', { request: '  ', visibility: 'pastoral' }).expect(400);
    expect(empty.body.details.fields).toEqual([{ field: 'request', message: VALIDATION_MESSAGES.required }]);
    const everyone = await post('member', '/api/prayer-requests', { request: 'x', visibility: 'everyone' }).expect(400);
    expect(everyone.body.details.fields).toEqual([{ field: 'visibility', message: VALIDATION_MESSAGES.choice }]);
    const duration = await post('member', '/api/prayer-requests', { request: 'x', visibility: 'pastoral', durationDays: 1000 }).expect(400);
    expect(duration.body.details.fields).toEqual([{ field: 'durationDays', message: VALIDATION_MESSAGES.choice }]);
  });

  it('successful-prayer: a request leaves the wall and the team after its chosen time; its requester and the pastors still have it', async () => {
    const id = await submit('member', { request: 'For this week only', visibility: 'congregation', durationDays: 7 });
    await t.http().get('/api/prayer-requests').set('Cookie', cookies.get('member')!).set(CONSISTENCY_HEADER, position).expect(200);
    const queries = t.app.get(PrayerQueriesService);
    const me = async (role: Role) => (await t.http().get('/api/auth/user').set('Cookie', cookies.get(role)!).expect(200)).body as CurrentUser;
    const inEightDays = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    const ids = async (role: Role, now: Date) => (await queries.list(await me(role), '127.0.0.1', now)).items.map((item) => item.id);
    expect(await ids('leader', new Date())).toContain(id);
    expect(await ids('leader', inEightDays)).not.toContain(id);
    expect(await ids('member', inEightDays)).toContain(id);
    expect(await ids('pastor', inEightDays)).toContain(id);
  });

  it('successful-prayer: the words are encrypted at rest: a unique text is in no file of the event store or the read store', async () => {
    const secret = `prayer-secret-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const plain = `Plainname${Date.now()}`;
    // A member's name is not sealed: the search below must find it, or it could not fail.
    const registered = await t
      .http()
      .post('/api/members')
      .set('Cookie', cookies.get('staff')!)
      .send({ fullName: plain, email: `${plain.toLowerCase()}@example.org`, ministry: 'Care', role: 'member' })
      .expect(201);
    position = registered.body.position;
    const id = await submit('member', { request: secret, forName: `${secret}-for`, visibility: 'congregation' });
    position = (await post('member', `/api/prayer-requests/${id}/answered`, { praiseNote: `${secret}-praise` }).expect(200)).body.position;
    expect(await seen('member', id)).toMatchObject({ request: secret, praiseNote: `${secret}-praise` });
    await t.settled();
    await t.app.get<ReadStore>(READ_STORE).flush();
    const files = filesUnder(t.config.dataDir);
    const holding = (text: string) => files.filter((file) => readFileSync(file).includes(Buffer.from(text, 'utf8')));
    expect(holding(plain).length).toBeGreaterThan(0);
    expect(holding(secret)).toEqual([]);
  });
});
