import {
  CONSISTENCY_HEADER,
  VALIDATION_MESSAGES,
  type MemberHistoryEntry,
  type MemberPage,
  type MemberPrivacy,
  type MemberView,
  type SearchResponse,
} from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

const NOTHING_SHARED: MemberPrivacy = { listed: true, shareEmail: false, sharePhone: false, shareAddress: false };

describe("members' privacy choices", () => {
  let t: TestApp;
  let staff: string;
  let ruth: string;
  let ruthId: string;
  /** A second member account (Tabitha), linked to her own record. */
  let tabitha: string;
  let tabithaId: string;
  /** Listed, sharing only her phone. */
  let salome: MemberView;
  /** Not listed, though she shares her phone. */
  let zilpah: MemberView;
  /** The newest command's position, sent with every read so it sees the writes before it. */
  let position = '0';

  const get = (path: string, cookie: string) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const putPrivacy = (id: string, body: unknown, cookie: string) =>
    t
      .http()
      .put(`/api/members/${id}/privacy`)
      .set('Cookie', cookie)
      .send(body as object);
  async function choose(id: string, privacy: Partial<MemberPrivacy>, cookie = staff): Promise<void> {
    const response = await putPrivacy(id, { ...NOTHING_SHARED, ...privacy }, cookie).expect(200);
    position = response.body.position;
  }
  async function register(fullName: string, email: string, phone: string): Promise<MemberView> {
    const response = await t
      .http()
      .post('/api/members')
      .set('Cookie', staff)
      .send({ fullName, email, phone, address: '4 Well Street, Springfield', ministry: 'Care', role: 'member' })
      .expect(201);
    position = response.body.position;
    return (await get(`/api/members/${response.body.id}`, staff).expect(200)).body;
  }
  const ids = (page: MemberPage) => page.items.map((m) => m.id);

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    ruth = await t.signIn('member@demo.church');
    ruthId = (await get('/api/members/me', ruth).expect(200)).body.id;

    const admin = await t.signIn('admin@demo.church');
    const record = await register('Tabitha Joppa', 'tabitha@joppa.example', '(217) 555-0160');
    tabithaId = record.id;
    await t
      .http()
      .post('/api/admin/users')
      .set('Cookie', admin)
      .send({ email: 'tabitha@joppa.example', displayName: 'Tabitha Joppa', roles: ['member'], memberId: tabithaId })
      .expect(201);
    const { token } = await t.linkFromOutbox('tabitha@joppa.example', '/accept-invite');
    const accepted = await t.http().post('/api/auth/accept-invite').send({ token, password: 'full-of-good-works-9' }).expect(200);
    tabitha = ([] as string[]).concat(accepted.headers['set-cookie'])[0].split(';')[0];

    salome = await register('Salome Galilee', 'salome@galilee.example', '(217) 555-0171');
    await choose(salome.id, { sharePhone: true });
    zilpah = await register('Zilpah Hidden', 'zilpah@hidden.example', '(217) 555-0182');
    await choose(zilpah.id, { listed: false, sharePhone: true, shareEmail: true });
  });
  afterAll(() => t.close());

  it('gives a new record the privacy-first default: listed, no contact detail shared', async () => {
    const record = await register('Phoebe Cenchreae', 'phoebe@cenchreae.example', '(217) 555-0193');
    expect(record.privacy).toEqual(NOTHING_SHARED);
    const seenByRuth = (await get(`/api/members/${record.id}`, ruth).expect(200)).body as MemberView;
    expect(seenByRuth).toMatchObject({ id: record.id, fullName: 'Phoebe Cenchreae', ministry: 'Care', privacy: NOTHING_SHARED });
    expect('email' in seenByRuth || 'phone' in seenByRuth || 'address' in seenByRuth).toBe(false);
  });

  it('successful-privacy: a member shares their phone; other members then see it, and still not their address', async () => {
    const before = (await get('/api/members/me', ruth).expect(200)).body as MemberView;
    const response = await putPrivacy(ruthId, { ...before.privacy, sharePhone: true }, ruth).expect(200);
    expect(response.body).toEqual({ id: ruthId, revision: before.revision + 1, position: expect.stringMatching(/^\d+$/) });
    position = response.body.position;
    const seen = (await get(`/api/members/${ruthId}`, tabitha).expect(200)).body as MemberView;
    expect(seen.phone).toBe('+13125550105');
    expect('address' in seen || 'email' in seen).toBe(false);
    const history = (await get(`/api/members/${ruthId}/history`, ruth).expect(200)).body as MemberHistoryEntry[];
    expect(history[0]).toMatchObject({
      type: 'privacy-changed',
      actor: { name: 'Ruth Anderson' },
      privacyChanges: [{ field: 'sharePhone', from: false, to: true }],
    });
  });

  it("successful-privacy: staff change a member's choice; saving the same choice again records nothing", async () => {
    const record = await register('Lois Lystra', 'lois@lystra.example', '(217) 555-0104');
    const first = await putPrivacy(record.id, { ...NOTHING_SHARED, shareEmail: true }, staff).expect(200);
    const again = await putPrivacy(record.id, { ...NOTHING_SHARED, shareEmail: true }, staff).expect(200);
    expect(again.body.revision).toBe(first.body.revision);
    position = again.body.position;
    expect((await get(`/api/members/${record.id}/history`, staff).expect(200)).body.map((h: MemberHistoryEntry) => h.type)).toEqual([
      'privacy-changed',
      'registered',
    ]);
    expect((await get(`/api/members/${record.id}`, ruth).expect(200)).body.email).toBe('lois@lystra.example');
  });

  it('failing-privacy: another member, a leader or an auditor is refused with AUTHORIZATION and nothing changes', async () => {
    const leader = await t.signIn('leader@demo.church');
    const auditor = await t.signIn('auditor@demo.church');
    for (const cookie of [tabitha, leader, auditor]) {
      const response = await putPrivacy(salome.id, { listed: false, shareEmail: true, sharePhone: true, shareAddress: true }, cookie);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('AUTHORIZATION');
    }
    expect((await putPrivacy(salome.id, NOTHING_SHARED, await t.signIn('vendor@demo.church'))).status).toBe(403);
    expect((await t.http().put(`/api/members/${salome.id}/privacy`).send(NOTHING_SHARED)).status).toBe(401);
    const now = (await get(`/api/members/${salome.id}`, staff).expect(200)).body as MemberView;
    expect(now).toMatchObject({ revision: salome.revision + 1, privacy: { ...NOTHING_SHARED, sharePhone: true } });
  });

  it('failing-privacy: a record hidden from the member answers MEMBER_NOT_FOUND, as its profile does', async () => {
    const response = await putPrivacy(zilpah.id, NOTHING_SHARED, tabitha);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('MEMBER_NOT_FOUND');
    const unknown = await putPrivacy('5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21', NOTHING_SHARED, staff);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('MEMBER_NOT_FOUND');
  });

  it.each([
    ['a missing choice', { listed: true, shareEmail: false, sharePhone: false }, 'shareAddress', VALIDATION_MESSAGES.choice],
    ['a word for a yes', { ...NOTHING_SHARED, sharePhone: 'yes' }, 'sharePhone', VALIDATION_MESSAGES.choice],
    ['an unknown choice', { ...NOTHING_SHARED, shareBirthday: true }, 'shareBirthday', VALIDATION_MESSAGES.unknownField],
    ['an array', [NOTHING_SHARED], null, null],
  ])('failing-privacy: %s gets 400 VALIDATION_ERROR and changes nothing', async (_label, body, field, message) => {
    const before = (await get('/api/members/me', tabitha).expect(200)).body as MemberView;
    const response = await putPrivacy(tabithaId, body, tabitha);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    if (field) expect(response.body.details.fields).toEqual(expect.arrayContaining([{ field, message }]));
    expect((await get('/api/members/me', tabitha).expect(200)).body.revision).toBe(before.revision);
  });

  it('failing-privacy: a stale If-Match is a 409 conflict', async () => {
    const me = (await get('/api/members/me', tabitha).expect(200)).body as MemberView;
    const stale = await putPrivacy(tabithaId, { ...me.privacy, shareAddress: !me.privacy.shareAddress }, tabitha).set('If-Match', String(me.revision + 5));
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONCURRENCY_CONFLICT');
  });

  describe('reads as a member and as staff', () => {
    beforeAll(async () => {
      // Tabitha leaves the directory: Ruth no longer finds her, she still finds herself.
      await choose(tabithaId, { listed: false }, tabitha);
    });

    it('successful-list: a member sees listed members and themselves, staff see everyone; totals agree', async () => {
      const asTabitha = (await get('/api/members?pageSize=100', tabitha).expect(200)).body as MemberPage;
      const asRuth = (await get('/api/members?pageSize=100', ruth).expect(200)).body as MemberPage;
      const asStaff = (await get('/api/members?pageSize=100', staff).expect(200)).body as MemberPage;
      expect(ids(asStaff)).toEqual(expect.arrayContaining([tabithaId, zilpah.id, salome.id, ruthId]));
      expect(ids(asTabitha)).toEqual(expect.arrayContaining([tabithaId, salome.id, ruthId]));
      expect(ids(asTabitha)).not.toContain(zilpah.id);
      expect(ids(asRuth)).not.toContain(tabithaId);
      expect(asRuth.total).toBe(asRuth.items.length);
      expect(asStaff.total).toBe(asStaff.items.length);
      expect(asRuth.total).toBe(asStaff.items.filter((m) => m.privacy.listed || m.id === ruthId).length);
      expect(asRuth.total).toBeLessThanOrEqual(asStaff.total - 2);
      // Only the count reaches the dashboard card: it must agree with the list.
      expect((await get('/api/members?pageSize=1', ruth).expect(200)).body.total).toBe(asRuth.total);
    });

    it('successful-list: what a member did not share is absent from the list; staff get it all', async () => {
      const asRuth = (await get('/api/members?pageSize=100', ruth).expect(200)).body as MemberPage;
      const salomeSeen = asRuth.items.find((m) => m.id === salome.id)!;
      expect(salomeSeen.phone).toBe('+12175550171');
      expect('email' in salomeSeen || 'address' in salomeSeen).toBe(false);
      expect(asRuth.items.find((m) => m.id === ruthId)).toMatchObject({ email: 'member@demo.church', address: '97 Birch Road, Springfield, IL 62701' });
      const asStaff = (await get('/api/members?pageSize=100', staff).expect(200)).body as MemberPage;
      expect(asStaff.items.find((m) => m.id === salome.id)).toMatchObject({
        email: 'salome@galilee.example',
        phone: '+12175550171',
        address: '4 Well Street, Springfield',
      });
    });

    it('successful-get: a member sees their own record whole, even when not listed', async () => {
      const own = (await get(`/api/members/${tabithaId}`, tabitha).expect(200)).body as MemberView;
      expect(own).toMatchObject({ email: 'tabitha@joppa.example', phone: '+12175550160', address: '4 Well Street, Springfield', privacy: { listed: false } });
      expect((await get('/api/members/me', tabitha).expect(200)).body).toEqual(own);
    });

    it('failing-get: a record that is not listed answers MEMBER_NOT_FOUND to a member, and is there for staff', async () => {
      for (const id of [zilpah.id, tabithaId]) {
        const response = await get(`/api/members/${id}`, ruth);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ code: 'MEMBER_NOT_FOUND', message: 'Member information could not be found.' });
      }
      expect((await get(`/api/members/${zilpah.id}`, staff).expect(200)).body.email).toBe('zilpah@hidden.example');
      expect((await get('/api/members/me', await t.signIn('auditor@demo.church'))).body.code).toBe('MEMBER_NOT_FOUND');
    });

    it("successful-history: a member reads their own history; staff and auditors read anyone's", async () => {
      expect((await get(`/api/members/${tabithaId}/history`, tabitha).expect(200)).body[0].type).toBe('privacy-changed');
      expect((await get(`/api/members/${salome.id}/history`, staff).expect(200)).body).toHaveLength(2);
      expect((await get(`/api/members/${salome.id}/history`, await t.signIn('auditor@demo.church')).expect(200)).body).toHaveLength(2);
    });

    it("failing-history: another member's history is refused to a member (hidden ones stay not found)", async () => {
      const listed = await get(`/api/members/${salome.id}/history`, ruth);
      expect(listed.status).toBe(403);
      expect(listed.body.code).toBe('AUTHORIZATION');
      const hidden = await get(`/api/members/${zilpah.id}/history`, ruth);
      expect(hidden.status).toBe(404);
      expect(hidden.body.code).toBe('MEMBER_NOT_FOUND');
    });

    it('failing-search: a hidden phone number or email finds nobody for a member, in the directory and in global search', async () => {
      // Salome shares her phone, not her email; Zilpah shares both but is not listed; Tabitha is not listed.
      for (const query of ['salome@galilee', 'galilee.example', '2175550182', 'zilpah', '2175550160', 'tabitha@joppa']) {
        const directory = (await get(`/api/members?search=${encodeURIComponent(query)}`, ruth).expect(200)).body as MemberPage;
        expect({ query, total: directory.total }).toEqual({ query, total: 0 });
        const global = (await get(`/api/search?q=${encodeURIComponent(query)}`, ruth).expect(200)).body as SearchResponse;
        expect({ query, results: global.results }).toEqual({ query, results: [] });
      }
    });

    it('successful-search: a member finds others by what they share and themselves by anything; staff find everyone', async () => {
      const byPhone = (await get('/api/members?search=2175550171', ruth).expect(200)).body as MemberPage;
      expect(ids(byPhone)).toEqual([salome.id]);
      expect(ids((await get('/api/members?search=tabitha@joppa', tabitha).expect(200)).body)).toEqual([tabithaId]);
      const global = (await get('/api/search?q=salome', ruth).expect(200)).body as SearchResponse;
      // Without a shared email, the subtitle is her ministry.
      expect(global.results).toEqual([{ kind: 'member', id: salome.id, title: 'Salome Galilee', subtitle: 'Care', path: `/members/${salome.id}` }]);
      expect(ids((await get('/api/members?search=salome@galilee', staff).expect(200)).body)).toEqual([salome.id]);
      expect((await get('/api/search?q=2175550182', staff).expect(200)).body.results.map((r: { id: string }) => r.id)).toEqual([zilpah.id]);
    });

    it('successful-list: ordering by email places only the emails a member shares', async () => {
      const asRuth = (await get('/api/members?sort=-email&pageSize=100', ruth).expect(200)).body as MemberPage;
      const shared = asRuth.items.filter((m) => m.id !== ruthId).map((m) => m.email ?? '');
      expect(shared).toEqual([...shared].sort().reverse());
    });
  });
});
