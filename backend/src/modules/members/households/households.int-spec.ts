import {
  CONSISTENCY_HEADER,
  type DuplicatePairPage,
  type HouseholdPage,
  type HouseholdView,
  type MemberHouseholdView,
  type MemberPage,
  type MemberPrivacy,
} from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';

const SHARES_PHONE_AND_ADDRESS: MemberPrivacy = { listed: true, shareEmail: false, sharePhone: true, shareAddress: true };

describe('households', () => {
  let t: TestApp;
  let staff: string;
  /** Ruth, a member (member@demo.church): sees her own household whole, others as the directory shows them. */
  let ruth: string;
  let ruthId: string;
  let position = '0';

  const get = (path: string, cookie = staff) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const send = async (method: 'post' | 'patch' | 'delete', path: string, body: object, cookie = staff, ifMatch?: number) => {
    let request = t.http()[method](path).set('Cookie', cookie);
    if (ifMatch !== undefined) request = request.set('If-Match', String(ifMatch));
    const response = await request.send(body);
    if (response.body?.position) position = response.body.position;
    return response;
  };
  async function register(fullName: string, email: string, phone = '(217) 555-0100', privacy?: MemberPrivacy): Promise<string> {
    const response = await send('post', '/api/members', { fullName, email, phone, address: '4 Well Street', ministry: 'Care', role: 'member' });
    expect(response.status).toBe(201);
    if (privacy) await t.http().put(`/api/members/${response.body.id}/privacy`).set('Cookie', staff).send(privacy).expect(200);
    return response.body.id;
  }
  async function create(name: string, address: string, members: Array<{ memberId: string; relationship: string }>): Promise<string> {
    const response = await send('post', '/api/households', { name, address, members });
    expect(response.status).toBe(201);
    return response.body.id;
  }
  const household = async (id: string, cookie = staff) => (await get(`/api/households/${id}`, cookie).expect(200)).body as HouseholdView;
  const people = (view: HouseholdView) => Object.fromEntries(view.members.map((person) => [person.memberId, person.relationship]));

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    ruth = await t.signIn('member@demo.church');
    ruthId = (await get('/api/members/me', ruth).expect(200)).body.id;
  });
  afterAll(() => t.close());

  it('successful-households: staff create a family, rename it and change its address with the ETag as If-Match', async () => {
    const grace = await register('Grace Okonkwo', 'grace@okonkwo.example');
    const emeka = await register('Emeka Okonkwo', 'emeka@okonkwo.example');
    const id = await create('Okonkwo family', '12 Palm Street', [
      { memberId: grace, relationship: 'head' },
      { memberId: emeka, relationship: 'spouse' },
    ]);
    const read = await get(`/api/households/${id}`).expect(200);
    expect(read.headers.etag).toBe('"2"');
    expect(read.body).toMatchObject({ id, name: 'Okonkwo family', address: '12 Palm Street', status: 'active' });
    expect(people(read.body)).toEqual({ [grace]: 'head', [emeka]: 'spouse' });

    const renamed = await send('patch', `/api/households/${id}`, { name: 'The Okonkwos', address: '1 Cedar Lane' }, staff, 2);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id, revision: 4, position: expect.stringMatching(/^\d+$/) });
    expect(await household(id)).toMatchObject({ name: 'The Okonkwos', address: '1 Cedar Lane', revision: 4 });
    const found = (await get('/api/households?search=OKONKWOS').expect(200)).body as HouseholdPage;
    expect(found.items.map((h) => h.id)).toEqual([id]);
    expect(((await get(`/api/members/${emeka}/household`).expect(200)).body as MemberHouseholdView).household?.id).toBe(id);
  });

  it('successful-households: a person is added, moved to another household, and removed; each household says so', async () => {
    const a = await register('Lydia Thyatira', 'lydia@thyatira.example');
    const b = await register('Priscilla Pontus', 'priscilla@pontus.example');
    const first = await create('Thyatira household', '', [{ memberId: a, relationship: 'head' }]);
    const second = await create('Pontus household', '', []);
    expect((await send('post', `/api/households/${second}/members`, { memberId: b, relationship: 'head' })).status).toBe(200);
    const moved = await send('post', `/api/households/${second}/members`, { memberId: a, relationship: 'other-adult', move: true });
    expect(moved.status).toBe(200);
    expect(people(await household(first))).toEqual({});
    expect(people(await household(second))).toEqual({ [b]: 'head', [a]: 'other-adult' });

    const removed = await send('delete', `/api/households/${second}/members/${a}`, {});
    expect(removed.status).toBe(200);
    expect(people(await household(second))).toEqual({ [b]: 'head' });
    expect(((await get(`/api/members/${a}/household`).expect(200)).body as MemberHouseholdView).household).toBeNull();
    // Free again, they may join any household.
    expect((await send('post', `/api/households/${first}/members`, { memberId: a, relationship: 'head' })).status).toBe(200);
  });

  it('successful-merge: the merged household’s people join the survivor with the chosen address; the merged one closes and points at it', async () => {
    const [h1, s1, h2, c2] = [
      await register('Aquila Rome', 'aquila@rome.example'),
      await register('Prisca Rome', 'prisca@rome.example'),
      await register('Rufus Rome', 'rufus@rome.example'),
      await register('Junia Rome', 'junia@rome.example'),
    ];
    const survivor = await create('Rome family', '1 Appian Way', [
      { memberId: h1, relationship: 'head' },
      { memberId: s1, relationship: 'spouse' },
    ]);
    const merged = await create('Rome household (duplicate)', '9 Tiber Street', [
      { memberId: h2, relationship: 'head' },
      { memberId: c2, relationship: 'child' },
    ]);
    const response = await send('post', `/api/households/${survivor}/merge`, { mergedId: merged, address: 'merged' }, staff, 2);
    expect(response.status).toBe(200);
    const after = await household(survivor);
    expect(after.address).toBe('9 Tiber Street');
    // One head per household: the merged one's head joins as another adult.
    expect(people(after)).toEqual({ [h1]: 'head', [s1]: 'spouse', [h2]: 'other-adult', [c2]: 'child' });
    expect(await household(merged)).toMatchObject({ status: 'merged', mergedInto: survivor, members: [] });
    expect(((await get(`/api/members/${c2}/household`).expect(200)).body as MemberHouseholdView).household?.id).toBe(survivor);
    const listed = (await get('/api/households?search=rome&pageSize=100').expect(200)).body as HouseholdPage;
    expect(listed.items.map((h) => h.id)).toEqual([survivor]);
  });

  it('failing-households: a person already in a household is refused elsewhere without a move, and nothing changes', async () => {
    const person = await register('Tychicus Asia', 'tychicus@asia.example');
    const home = await create('Asia household', '', [{ memberId: person, relationship: 'head' }]);
    const other = await create('Colossae household', '', []);
    const response = await send('post', `/api/households/${other}/members`, { memberId: person, relationship: 'spouse' });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('ALREADY_IN_HOUSEHOLD');
    const creating = await send('post', '/api/households', { name: 'Another', members: [{ memberId: person, relationship: 'head' }] });
    expect(creating.status).toBe(409);
    expect(creating.body.code).toBe('ALREADY_IN_HOUSEHOLD');
    expect(people(await household(other))).toEqual({});
    expect(people(await household(home))).toEqual({ [person]: 'head' });
  });

  it('failing-households: a stale If-Match is a 409 conflict and changes nothing', async () => {
    const id = await create('Philippi household', '3 River Road', []);
    const stale = await send('patch', `/api/households/${id}`, { name: 'Renamed' }, staff, 7);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONCURRENCY_CONFLICT');
    const person = await register('Epaphroditus Philippi', 'epaphroditus@philippi.example');
    expect((await send('post', `/api/households/${id}/members`, { memberId: person, relationship: 'head' }, staff, 9)).status).toBe(409);
    // The refused add left the person's place free.
    expect((await send('post', `/api/households/${id}/members`, { memberId: person, relationship: 'head' }, staff, 0)).status).toBe(200);
    expect(await household(id)).toMatchObject({ name: 'Philippi household', revision: 1 });
  });

  it('failing-households: unknown people and households, a closed household and a merge with itself are refused', async () => {
    const id = await create('Lystra household', '', []);
    const unknown = await send('post', `/api/households/${id}/members`, { memberId: '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21', relationship: 'head' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'MEMBER_NOT_FOUND']);
    const missing = await send('patch', '/api/households/5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21', { name: 'x' });
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await get('/api/households/not-an-id').expect(404)).body.code).toBe('NOT_FOUND');
    const self = await send('post', `/api/households/${id}/merge`, { mergedId: id });
    expect([self.status, self.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const gone = await create('Derbe household', '', []);
    expect((await send('post', `/api/households/${id}/merge`, { mergedId: gone })).status).toBe(200);
    const closed = await send('patch', `/api/households/${gone}`, { name: 'Back again' });
    expect([closed.status, closed.body.code]).toEqual([404, 'NOT_FOUND']);
    const invalid = await send('post', `/api/households/${id}/members`, { memberId: 'x', relationship: 'cousin' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['memberId', 'relationship']);
  });

  it('failing-households: a member, a leader or an auditor cannot change households', async () => {
    const id = await create('Berea household', '', []);
    for (const email of ['member@demo.church', 'leader@demo.church', 'auditor@demo.church']) {
      const cookie = await t.signIn(email);
      const response = await send('patch', `/api/households/${id}`, { name: 'Mine now' }, cookie);
      expect(response.status).toBe(403);
    }
    expect((await household(id)).name).toBe('Berea household');
  });

  describe('what a member sees', () => {
    let ruthsHome: string;
    let ruthsChild: string;
    let salome: string;
    let salomesChild: string;
    let otherHome: string;

    beforeAll(async () => {
      // The demo church puts Ruth in the Anderson family, with two children.
      ruthsHome = ((await get(`/api/members/${ruthId}/household`).expect(200)).body as MemberHouseholdView).household!.id;
      ruthsChild = await register('Ezra Anderson', 'ezra@anderson.example', '(217) 555-0111', SHARES_PHONE_AND_ADDRESS);
      expect((await send('post', `/api/households/${ruthsHome}/members`, { memberId: ruthsChild, relationship: 'child' })).status).toBe(200);
      salome = await register('Salome Galilee', 'salome@galilee.example', '(217) 555-0171', SHARES_PHONE_AND_ADDRESS);
      salomesChild = await register('James Galilee', 'james@galilee.example', '(217) 555-0172', SHARES_PHONE_AND_ADDRESS);
      otherHome = await create('Galilee family', '7 Lakeside', [
        { memberId: salome, relationship: 'head' },
        { memberId: salomesChild, relationship: 'child' },
      ]);
    });

    it('successful-visibility: a member sees their own household whole, their child’s contact details included', async () => {
      const own = ((await get(`/api/members/${ruthId}/household`, ruth).expect(200)).body as MemberHouseholdView).household!;
      expect(own).toMatchObject({ id: ruthsHome, name: 'Anderson family', address: '97 Birch Road, Springfield, IL 62701' });
      expect(own.members.find((person) => person.memberId === ruthsChild)).toMatchObject({
        relationship: 'child',
        email: 'ezra@anderson.example',
        phone: '+12175550111',
      });
      expect(own.members.filter((person) => person.relationship === 'child').map((person) => person.fullName)).toEqual([
        'Noah Anderson',
        'Lily Anderson',
        'Ezra Anderson',
      ]);
    });

    it('successful-visibility: another household shows a member only what the directory would, and never a child', async () => {
      const seen = await household(otherHome, ruth);
      expect(seen.address).toBe('7 Lakeside');
      expect(seen.members).toEqual([{ memberId: salome, fullName: 'Salome Galilee', relationship: 'head', phone: '+12175550171' }]);
      // A child by relationship is unlisted: not found, as if there were none.
      expect((await get(`/api/members/${salomesChild}/household`, ruth).expect(404)).body.code).toBe('MEMBER_NOT_FOUND');
      const list = (await get('/api/households?search=galilee', ruth).expect(200)).body as HouseholdPage;
      expect(list.items[0].members.map((person) => person.memberId)).toEqual([salome]);
      // Staff see the child whole.
      expect((await household(otherHome)).members.find((person) => person.memberId === salomesChild)).toMatchObject({ email: 'james@galilee.example' });
    });

    it('successful-visibility: an adult placed as a child leaves the directory members see (list, search, profile) until the relationship changes; staff see them whole', async () => {
      const andrew = await register('Andrew Bethsaida', 'andrew@bethsaida.example', '(217) 555-0191', SHARES_PHONE_AND_ADDRESS);
      const listed = async (search: string) => ((await get(`/api/members?search=${encodeURIComponent(search)}`, ruth).expect(200)).body as MemberPage).items;
      expect(await listed('bethsaida')).toEqual([expect.objectContaining({ id: andrew, phone: '+12175550191' })]);

      const home = await create('Bethsaida family', '3 Shore Road', [{ memberId: andrew, relationship: 'child' }]);
      expect(await listed('bethsaida')).toEqual([]);
      expect(await listed('555-0191')).toEqual([]);
      expect((await get(`/api/members/${andrew}`, ruth).expect(404)).body.code).toBe('MEMBER_NOT_FOUND');
      const staffSees = ((await get('/api/members?search=bethsaida').expect(200)).body as MemberPage).items;
      expect(staffSees).toEqual([expect.objectContaining({ id: andrew, email: 'andrew@bethsaida.example', phone: '+12175550191', isChild: true })]);

      expect((await send('post', `/api/households/${home}/members`, { memberId: andrew, relationship: 'other-adult' })).status).toBe(200);
      expect(await listed('bethsaida')).toEqual([expect.objectContaining({ id: andrew, phone: '+12175550191', isChild: false })]);
      expect((await send('delete', `/api/households/${home}/members/${andrew}`, {})).status).toBe(200);
      expect(await listed('bethsaida')).toEqual([expect.objectContaining({ id: andrew, phone: '+12175550191' })]);
    });

    it('successful-visibility: a merge that takes a child in as an adult brings them back to the directory members see', async () => {
      const miriam = await register('Miriam Hazeroth', 'miriam@hazeroth.example', '(217) 555-0193', SHARES_PHONE_AND_ADDRESS);
      const aaron = await register('Aaron Hazeroth', 'aaron@hazeroth.example', '(217) 555-0194', SHARES_PHONE_AND_ADDRESS);
      const survivor = await create('Hazeroth family', '1 Desert Way', [{ memberId: miriam, relationship: 'head' }]);
      const merged = await create('Hazeroth (old)', '', [{ memberId: aaron, relationship: 'child' }]);
      const listed = async () => ((await get('/api/members?search=hazeroth', ruth).expect(200)).body as MemberPage).items.map((person) => person.id);
      expect(await listed()).toEqual([miriam]);
      const response = await send('post', `/api/households/${survivor}/merge`, {
        mergedId: merged,
        members: [{ memberId: aaron, relationship: 'other-adult' }],
      });
      expect(response.status).toBe(200);
      expect((await listed()).sort()).toEqual([miriam, aaron].sort());
    });

    it('failing-visibility: a child by relationship whom the member can still reach (their own household) never shows contact details in the directory', async () => {
      const listed = ((await get('/api/members?search=anderson', ruth).expect(200)).body as MemberPage).items;
      const ezra = listed.find((person) => person.id === ruthsChild);
      // Unlisted like any child: not in another member's directory; Ruth sees Ezra's details on her household page only.
      expect(ezra).toBeUndefined();
      expect((await get(`/api/members/${ruthsChild}`, ruth).expect(404)).body.code).toBe('MEMBER_NOT_FOUND');
    });

    it('failing-visibility: a household whose people the member may not see is not found', async () => {
      const hidden = await register('Zilpah Hidden', 'zilpah@hidden.example', '(217) 555-0182');
      await t
        .http()
        .put(`/api/members/${hidden}/privacy`)
        .set('Cookie', staff)
        .send({ listed: false, shareEmail: true, sharePhone: true, shareAddress: true })
        .expect(200);
      const id = await create('Hidden household', '2 Quiet Lane', [{ memberId: hidden, relationship: 'head' }]);
      expect((await get(`/api/households/${id}`, ruth).expect(404)).body.code).toBe('NOT_FOUND');
      expect(((await get('/api/households?search=hidden', ruth).expect(200)).body as HouseholdPage).total).toBe(0);
    });
  });

  describe('possible duplicates', () => {
    it('successful-duplicates: same phone digits and similar names are listed with their reasons; sharing within a household is flagged', async () => {
      const jon = await register('Jonathan Bartholomew', 'jon@bart.example', '630-555-1273');
      const john = await register('Johnathan Bartholomew', 'john@bart.example', '+1 630 555 1273');
      const mum = await register('Dorcas Joppa', 'dorcas@joppa.example', '(217) 555-0190');
      const son = await register('Aeneas Joppa', 'aeneas@joppa.example', '217.555.0190');
      await create('Joppa family', '', [
        { memberId: mum, relationship: 'head' },
        { memberId: son, relationship: 'child' },
      ]);
      const abigail = await register('Abigail Carmelite', 'abigail@carmel.example', '(312) 555-0141');
      const abigal = await register('Abigal Carmelite', 'abigal@carmel.example', '(312) 555-0199');
      const page: Pick<DuplicatePairPage, 'items'> = { items: [] };
      for (let number = 1, total = 1; page.items.length < total; number++) {
        const next = (await get(`/api/members/duplicates?pageSize=100&page=${number}`).expect(200)).body as DuplicatePairPage;
        page.items.push(...next.items);
        total = next.total;
      }
      const indexOf = (a: string, b: string) => page.items.findIndex((pair) => [pair.first.id, pair.second.id].sort().join() === [a, b].sort().join());
      expect(page.items[indexOf(jon, john)]).toMatchObject({ reasons: ['same-phone', 'similar-name'], sameHousehold: false });
      expect(page.items[indexOf(abigail, abigal)]).toMatchObject({ reasons: ['similar-name'], sameHousehold: false });
      expect(page.items[indexOf(mum, son)]).toMatchObject({ reasons: ['same-phone'], sameHousehold: true });
      // A likely duplicate (similar name and a shared phone) before a name alone, and a family sharing a phone after both.
      expect(indexOf(jon, john)).toBeLessThan(indexOf(abigail, abigal));
      expect(indexOf(abigail, abigal)).toBeLessThan(indexOf(mum, son));
      expect(page.items.findIndex((pair) => pair.sameHousehold)).toBeGreaterThan(page.items.findLastIndex((pair) => !pair.sameHousehold));
    });

    it('failing-duplicates: a member is refused; the list is for those who read the whole directory', async () => {
      expect((await get('/api/members/duplicates', ruth)).status).toBe(403);
    });
  });
});
