import { CONSISTENCY_HEADER, VALIDATION_MESSAGES, type MemberPage } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

const newMember = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Esther Boateng',
  email: `esther.${Math.random().toString(36).slice(2)}@example.org`,
  phone: '+1 (217) 555-0188',
  address: '3 Chapel Row, Springfield, IL',
  ministry: 'Hospitality',
  role: 'member',
  ...overrides,
});

describe('members API', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp();
    cookie = await t.signIn();
  });
  afterAll(() => t.close());

  const get = (path: string) => t.http().get(path).set('Cookie', cookie);

  const register = (body: Record<string, unknown> | unknown[]) =>
    t
      .http()
      .post('/api/members')
      .set('Cookie', cookie)
      .send(body as object);

  it('successful-register: answers with the id and a position, and the list shows the member at once', async () => {
    const body = newMember({ fullName: 'Zipporah Quartey' });
    const created = await register(body).expect(201);
    expect(created.body).toEqual({ id: expect.any(String), position: expect.stringMatching(/^\d+$/), revision: 0 });
    const list = await get('/api/members?search=zipporah').set(CONSISTENCY_HEADER, created.body.position).expect(200);
    expect(list.headers['x-consistency-reached']).toBe('true');
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({ id: created.body.id, fullName: 'Zipporah Quartey', email: body.email, status: 'active', revision: 0 });
  });

  it('successful-register: people of one household may share an email and a phone, and a member may have no email', async () => {
    const family = newMember({ fullName: 'Naomi Sharedmail', phone: '(217) 555-0142' });
    const mother = await register(family).expect(201);
    const daughter = await register({ ...family, fullName: 'Ruth Sharedmail', email: family.email.toUpperCase() }).expect(201);
    const child = await register({ ...family, fullName: 'Obed Sharedmail', email: undefined }).expect(201);
    const list = (await get('/api/members?search=sharedmail&sort=name').set(CONSISTENCY_HEADER, child.body.position).expect(200)).body as MemberPage;
    expect(list.items.map((m) => [m.id, m.email])).toEqual([
      [mother.body.id, family.email],
      [child.body.id, ''],
      [daughter.body.id, family.email],
    ]);
    // The shared email can be moved to, and away from, without refusal.
    await t.http().patch(`/api/members/${child.body.id}`).set('Cookie', cookie).send({ email: family.email }).expect(200);
    await t.http().patch(`/api/members/${mother.body.id}`).set('Cookie', cookie).send({ email: '' }).expect(200);
  });

  it('failing-register: names each bad field with the catalogue message', async () => {
    const response = await register({ fullName: '', email: 'not-an-email', phone: '12', ministry: 'Youth', role: 'member' }).expect(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    expect(response.body.message).toBe('Please check the information you entered and try again.');
    expect(response.body.details.fields).toEqual(
      expect.arrayContaining([
        { field: 'fullName', message: VALIDATION_MESSAGES.required },
        { field: 'email', message: VALIDATION_MESSAGES.email },
        { field: 'phone', message: VALIDATION_MESSAGES.phone },
      ]),
    );
  });

  it('failing-register: answers in the language the request asks for (Accept-Language)', async () => {
    const response = await t
      .http()
      .post('/api/members')
      .set('Cookie', cookie)
      .set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.5')
      .send({ fullName: '', email: 'not-an-email', ministry: 'Youth', role: 'member' })
      .expect(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    expect(response.body.message).toBe('Revise la información que ha introducido e inténtelo de nuevo.');
    expect(response.body.details.fields).toEqual(expect.arrayContaining([{ field: 'email', message: 'Introduzca un correo electrónico válido.' }]));
    const missing = await t.http().get('/api/members/no-such-member').set('Cookie', cookie).set('Accept-Language', 'ko').expect(404);
    expect(missing.body).toEqual({ code: 'MEMBER_NOT_FOUND', message: '교인 정보를 찾을 수 없습니다.' });
    const signedOut = await t.http().get('/api/members').set('Accept-Language', 'ar').expect(401);
    expect(signedOut.body.message).toBe('يُرجى تسجيل الدخول للوصول إلى هذه الميزة.');
  });

  it('failing-register: a ministry that does not exist is refused', async () => {
    const response = await register(newMember({ ministry: 'Basket Weaving' })).expect(400);
    expect(response.body.details.fields).toEqual([{ field: 'ministry', message: VALIDATION_MESSAGES.choice }]);
  });

  it.each([
    ['unknown fields', { ...newMember(), isAdmin: true }],
    ['wrong types', { fullName: 42, email: ['a@b.org'], phone: { x: 1 }, address: true, ministry: null, role: 7 }],
    ['a role outside the list', newMember({ role: 'bishop' })],
    ['huge strings', newMember({ fullName: 'x'.repeat(5000) })],
    ['an array body', [newMember()]],
    ['an empty body', {}],
  ])('failing-register: %s get 400 VALIDATION_ERROR, never 500', async (_label, body) => {
    const response = await register(body as Record<string, unknown>);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.ts|stack/i);
  });

  it('failing-register: malformed JSON and oversized bodies answer in the catalogue format', async () => {
    const malformed = await t.http().post('/api/members').set('Cookie', cookie).set('Content-Type', 'application/json').send('{"fullName": "A",');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_ERROR');
    const huge = await t
      .http()
      .post('/api/members')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ fullName: 'x'.repeat(300_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('VALIDATION_ERROR');
  });

  it('successful-list: searches name, email and phone; filters by role and ministry; pages and sorts', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const made = [];
    for (const [i, ministry, role] of [
      [1, 'Music', 'volunteer'],
      [2, 'Music', 'leader'],
      [3, 'Missions', 'volunteer'],
    ] as const) {
      made.push(
        (
          await register(
            newMember({ fullName: `Tabitha ${tag} ${i}`, email: `tab${i}.${tag}@example.org`, phone: `(217) 555-${8000 + i}`, ministry, role }),
          ).expect(201)
        ).body,
      );
    }
    const position = made[made.length - 1].position;
    const byName = (await get(`/api/members?search=${tag}&sort=-name`).set(CONSISTENCY_HEADER, position).expect(200)).body as MemberPage;
    expect(byName.items.map((m) => m.fullName)).toEqual([`Tabitha ${tag} 3`, `Tabitha ${tag} 2`, `Tabitha ${tag} 1`]);
    expect((await get(`/api/members?search=TAB2.${tag.toUpperCase()}`)).body.total).toBe(1);
    expect((await get('/api/members?search=2175558003')).body.items[0].fullName).toBe(`Tabitha ${tag} 3`);
    expect((await get(`/api/members?search=${tag}&ministry=Music`)).body.total).toBe(2);
    expect((await get(`/api/members?search=${tag}&ministry=Music&role=leader`)).body.items.map((m: { fullName: string }) => m.fullName)).toEqual([
      `Tabitha ${tag} 2`,
    ]);
    const page2 = (await get(`/api/members?search=${tag}&pageSize=2&page=2&sort=name`)).body as MemberPage;
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((m) => m.fullName)).toEqual([`Tabitha ${tag} 3`]);
    expect((await get('/api/members?search=a.b(c')).status).toBe(200);
  });

  it.each([
    ['page=abc'],
    ['pageSize=1000'],
    ['role=bishop'],
    ['sort=password'],
    ['status=deleted'],
    ['search=' + 'x'.repeat(200)],
    ['role=member&role=pastor'],
  ])('failing-list: %s gets 400', async (query) => {
    const response = await get(`/api/members?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
  });

  it('failing-get: an unknown or malformed id gets 404 MEMBER_NOT_FOUND', async () => {
    for (const id of ['5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21', 'not-a-uuid', '..%2F..%2Fetc']) {
      const response = await get(`/api/members/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'MEMBER_NOT_FOUND', message: 'Member information could not be found.' });
      expect((await get(`/api/members/${id}/history`)).status).toBe(404);
    }
  });

  it('successful-update: changes details with If-Match, and the history tells what changed and who did it', async () => {
    const created = (await register(newMember({ fullName: 'Lydia Purpleseller' })).expect(201)).body;
    const updated = await t
      .http()
      .patch(`/api/members/${created.id}`)
      .set('Cookie', cookie)
      .set('If-Match', '"0"')
      .send({ role: 'leader', ministry: 'Missions' })
      .expect(200);
    expect(updated.body.revision).toBe(1);
    const member = (await get(`/api/members/${created.id}`).set(CONSISTENCY_HEADER, updated.body.position).expect(200)).body;
    expect(member).toMatchObject({ role: 'leader', ministry: 'Missions', revision: 1 });
    const history = (await get(`/api/members/${created.id}/history`).expect(200)).body;
    expect(history[0]).toMatchObject({
      type: 'updated',
      actor: { name: 'Grace Okafor' },
      changes: [
        { field: 'ministry', from: 'Hospitality', to: 'Missions' },
        { field: 'role', from: 'member', to: 'leader' },
      ],
    });
    expect(history[1]).toMatchObject({ type: 'registered', summary: 'Added to the directory as Lydia Purpleseller' });
  });

  it('failing-update: a stale If-Match is a 409 conflict and changes nothing', async () => {
    const created = (await register(newMember()).expect(201)).body;
    await t.http().patch(`/api/members/${created.id}`).set('Cookie', cookie).set('If-Match', '0').send({ fullName: 'First Writer' }).expect(200);
    const stale = await t.http().patch(`/api/members/${created.id}`).set('Cookie', cookie).set('If-Match', '0').send({ fullName: 'Second Writer' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONCURRENCY_CONFLICT');
    expect((await get(`/api/members/${created.id}/history`)).body).toHaveLength(2);
    const badHeader = await t.http().patch(`/api/members/${created.id}`).set('Cookie', cookie).set('If-Match', 'banana').send({ fullName: 'X' });
    expect(badHeader.status).toBe(400);
    const unknown = await t.http().patch('/api/members/5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21').set('Cookie', cookie).send({ fullName: 'X' });
    expect(unknown.status).toBe(404);
  });

  it('successful-update: the ETag a profile is read with goes back as If-Match, strong or weak; once stale it is refused', async () => {
    const created = (await register(newMember({ fullName: 'Tychicus Messenger' })).expect(201)).body;
    const read = await get(`/api/members/${created.id}`).set(CONSISTENCY_HEADER, created.position).expect(200);
    expect(read.headers.etag).toBe('"0"');
    const first = await t
      .http()
      .patch(`/api/members/${created.id}`)
      .set('Cookie', cookie)
      .set('If-Match', read.headers.etag)
      .send({ fullName: 'Tychicus' })
      .expect(200);
    const again = await get(`/api/members/${created.id}`).set(CONSISTENCY_HEADER, first.body.position).expect(200);
    expect(again.headers.etag).toBe('"1"');
    await t
      .http()
      .patch(`/api/members/${created.id}`)
      .set('Cookie', cookie)
      .set('If-Match', `W/${again.headers.etag}`)
      .send({ phone: '+1 312 555 0100' })
      .expect(200);
    const stale = await t
      .http()
      .patch(`/api/members/${created.id}`)
      .set('Cookie', cookie)
      .set('If-Match', again.headers.etag)
      .send({ fullName: 'Someone Else' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONCURRENCY_CONFLICT');
    const after = await get(`/api/members/${created.id}`).set(CONSISTENCY_HEADER, first.body.position).expect(200);
    expect(after.body.fullName).toBe('Tychicus');
  });

  it('successful-archive: archived members leave the active list and come back on restore', async () => {
    const created = (await register(newMember({ fullName: 'Dorcas Seamstress' })).expect(201)).body;
    const archived = await t.http().post(`/api/members/${created.id}/archive`).set('Cookie', cookie).set('If-Match', '0').expect(200);
    const active = (await get('/api/members?search=dorcas').set(CONSISTENCY_HEADER, archived.body.position)).body;
    expect(active.total).toBe(0);
    expect((await get('/api/members?search=dorcas&status=archived')).body.total).toBe(1);
    const restored = await t.http().post(`/api/members/${created.id}/restore`).set('Cookie', cookie).expect(200);
    expect((await get('/api/members?search=dorcas').set(CONSISTENCY_HEADER, restored.body.position)).body.total).toBe(1);
    const history = (await get(`/api/members/${created.id}/history`)).body.map((h: { type: string }) => h.type);
    expect(history).toEqual(['restored', 'archived', 'registered']);
  });

  it('failing-query: a malformed consistency position is refused', async () => {
    expect((await get('/api/members').set(CONSISTENCY_HEADER, 'soon')).status).toBe(400);
    // Who is asking is settled first: without a session it is 401, whatever the header says.
    const anonymous = await t.http().get('/api/members').set(CONSISTENCY_HEADER, 'soon');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('AUTH_REQUIRED');
  });

  it('lists the ministries of the church', async () => {
    const names = (await get('/api/ministries').expect(200)).body.map((m: { name: string }) => m.name);
    expect(names).toEqual(expect.arrayContaining(['Worship', 'Youth', 'Children', 'Outreach', 'Hospitality', 'Prayer', 'Music', 'Missions']));
  });

  it('keeps every acknowledged member across a restart', async () => {
    const created = (await register(newMember({ fullName: 'Priscilla Tentmaker' })).expect(201)).body;
    await t.restart();
    cookie = await t.signIn();
    expect((await get(`/api/members/${created.id}`).expect(200)).body.fullName).toBe('Priscilla Tentmaker');
  });
});
