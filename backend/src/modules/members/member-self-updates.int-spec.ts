import {
  CONSISTENCY_HEADER,
  type MemberHistoryEntry,
  type MemberHouseholdView,
  type MemberSelfUpdateView,
  type MemberView,
  type NotificationList,
} from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe('members updating their own details', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let ruth: string;
  let ruthId: string;
  let position = '0';

  const get = (path: string, cookie: string) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  async function send(method: 'put' | 'post' | 'patch', path: string, cookie: string, body: object | undefined, status: number) {
    const response = await t.http()[method](path).set('Cookie', cookie).send(body).expect(status);
    if (typeof response.body?.position === 'string' && response.body.position !== '0') position = response.body.position;
    return response.body as Record<string, unknown>;
  }
  const approval = (on: boolean) => send('put', '/api/admin/church-settings', admin, { country: 'US', selfUpdatesNeedApproval: on }, 200);
  const me = async () => (await get('/api/members/me', ruth).expect(200)).body as MemberView;
  const selfUpdates = async () => (await get('/api/members/self-updates', staff).expect(200)).body as MemberSelfUpdateView[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@demo.church');
    staff = await t.signIn('staff@demo.church');
    ruth = await t.signIn('member@demo.church');
    ruthId = (await me()).id;
  });
  afterAll(() => t.close());

  it('successful-self-update: a member changes their own phone, stored in E.164, in their history as theirs and in the staff list', async () => {
    const answer = await send('put', '/api/members/me/details', ruth, { phone: '(630) 555-1273', address: '12 Vine Street, Springfield' }, 200);
    expect(answer).toMatchObject({ id: ruthId, status: 'applied' });
    expect(await me()).toMatchObject({ phone: '+16305551273', address: '12 Vine Street, Springfield' });

    const history = (await get(`/api/members/${ruthId}/history`, ruth).expect(200)).body as MemberHistoryEntry[];
    expect(history[0]).toMatchObject({ type: 'updated', bySelf: true, summary: 'Updated their own details: phone and address' });
    expect(history[0].changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'phone', to: '+16305551273' })]));

    expect((await selfUpdates())[0]).toMatchObject({
      memberId: ruthId,
      memberName: 'Ruth Anderson',
      status: 'applied',
      changes: expect.arrayContaining([expect.objectContaining({ field: 'phone', to: '+16305551273' })]),
    });
    // The same form saved again changes nothing.
    expect(await send('put', '/api/members/me/details', ruth, { phone: '630 555 1273' }, 200)).toMatchObject({ status: 'unchanged' });
  });

  it('failing-self-update: a member cannot change someone else, nor approve; a bad phone and an account without a record are refused', async () => {
    // Someone Ruth can see in the directory: refused as forbidden rather than hidden.
    const others = (await get('/api/members?pageSize=5', ruth).expect(200)).body.items as MemberView[];
    const otherId = (others.find((member) => member.id !== ruthId) as MemberView).id;
    const other = (await get(`/api/members/${otherId}`, staff).expect(200)).body as MemberView;
    expect((await send('patch', `/api/members/${other.id}`, ruth, { phone: '(630) 555-0000' }, 403)).code).toBe('AUTHORIZATION');
    await t.http().put(`/api/members/${other.id}/photo`).set('Cookie', ruth).attach('file', Buffer.from('not an image'), 'x.jpg').expect(403);
    await get('/api/members/self-updates', ruth).expect(403);
    await send('post', '/api/members/self-updates/0b7a1c9e-0000-4000-8000-000000000009/approve', ruth, undefined, 403);

    const invalid = await send('put', '/api/members/me/details', ruth, { phone: '12' }, 400);
    expect(JSON.stringify(invalid)).toContain('Please enter a valid phone number.');
    const auditor = await t.signIn('auditor@demo.church');
    expect((await send('put', '/api/members/me/details', auditor, { phone: '(630) 555-1200' }, 404)).code).toBe('MEMBER_NOT_FOUND');
    expect((await get(`/api/members/${other.id}`, staff).expect(200)).body.phone).toBe(other.phone);
  });

  it("successful-household-address: the household's head changes its shared address; someone in no household cannot", async () => {
    await send('put', '/api/members/me/household-address', ruth, { address: '5 Harvest Road, Springfield' }, 200);
    const household = (await get(`/api/members/${ruthId}/household`, ruth).expect(200)).body as MemberHouseholdView;
    expect(household.household).toMatchObject({ name: 'Anderson family', address: '5 Harvest Road, Springfield' });

    const pastor = await t.signIn('pastor@demo.church');
    const pastorId = ((await get('/api/members/me', pastor).expect(200)).body as MemberView).id;
    expect(((await get(`/api/members/${pastorId}/household`, pastor).expect(200)).body as MemberHouseholdView).household).toBeNull();
    expect((await send('put', '/api/members/me/household-address', pastor, { address: 'x' }, 404)).code).toBe('NOT_FOUND');
    expect((await send('put', '/api/members/me/household-address', ruth, {}, 400)).code).toBe('VALIDATION_ERROR');
  });

  it('successful-approval: with approval on, a change waits, is not applied, and applies when staff approve; the member is told', async () => {
    await approval(true);
    expect(((await get('/api/organisation/settings', ruth).expect(200)).body as { selfUpdatesNeedApproval: boolean }).selfUpdatesNeedApproval).toBe(true);
    expect(await send('put', '/api/members/me/details', ruth, { phone: '(630) 555-1999' }, 200)).toMatchObject({ status: 'pending' });
    expect((await me()).phone).toBe('+16305551273');
    const [pending] = (await get('/api/members/me/self-updates', ruth).expect(200)).body as MemberSelfUpdateView[];
    expect(pending).toMatchObject({ status: 'pending', changes: [{ field: 'phone', from: '+16305551273', to: '+16305551999' }] });
    expect((await selfUpdates())[0]).toMatchObject({ id: pending.id, status: 'pending', memberName: 'Ruth Anderson' });

    await send('post', `/api/members/self-updates/${pending.id}/approve`, staff, undefined, 200);
    // A second click records nothing more.
    await send('post', `/api/members/self-updates/${pending.id}/approve`, staff, undefined, 200);
    expect((await me()).phone).toBe('+16305551999');
    expect((await selfUpdates()).find((update) => update.id === pending.id)?.status).toBe('approved');
    const history = (await get(`/api/members/${ruthId}/history`, ruth).expect(200)).body as MemberHistoryEntry[];
    expect(history.slice(0, 2).map((entry) => entry.type)).toEqual(['updated', 'self-update-requested']);
    expect(history[0]).toMatchObject({ bySelf: true, summary: 'Updated their own details: phone (approved)' });

    await t.settled();
    const inbox = (await get('/api/notifications', ruth).expect(200)).body as NotificationList;
    expect(inbox.items).toEqual(expect.arrayContaining([expect.objectContaining({ messageKey: 'selfUpdateApproved', link: `/members/${ruthId}` })]));
    await approval(false);
  });

  it('failing-approval: a declined change leaves the record unchanged and tells the member why; a decided request cannot be approved', async () => {
    await approval(true);
    await send('put', '/api/members/me/details', ruth, { email: 'ruth.new@example.org' }, 200);
    const [pending] = (await get('/api/members/me/self-updates', ruth).expect(200)).body as MemberSelfUpdateView[];
    expect((await send('post', `/api/members/self-updates/${pending.id}/decline`, staff, {}, 400)).code).toBe('VALIDATION_ERROR');
    await send('post', `/api/members/self-updates/${pending.id}/decline`, staff, { reason: 'Please tell the office in person' }, 200);
    expect((await send('post', `/api/members/self-updates/${pending.id}/approve`, staff, undefined, 404)).code).toBe('NOT_FOUND');
    expect((await me()).email).toBe('member@demo.church');
    const [declined] = (await get('/api/members/me/self-updates', ruth).expect(200)).body as MemberSelfUpdateView[];
    expect(declined).toMatchObject({ id: pending.id, status: 'declined', reason: 'Please tell the office in person' });

    await t.settled();
    const inbox = (await get('/api/notifications', ruth).expect(200)).body as NotificationList;
    expect(inbox.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ messageKey: 'selfUpdateDeclined', params: { reason: 'Please tell the office in person' } })]),
    );
    await approval(false);
  });
});
