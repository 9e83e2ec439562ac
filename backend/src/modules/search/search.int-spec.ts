import { CONSISTENCY_HEADER, VALIDATION_MESSAGES, type SearchResponse } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe('global search API', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const search = (query: string, cookie = admin) => t.http().get(`/api/search?${query}`).set('Cookie', cookie);

  async function register(fullName: string, email: string): Promise<{ id: string; position: string }> {
    const response = await t.http().post('/api/members').set('Cookie', admin).send({ fullName, email, ministry: 'Youth', role: 'member' }).expect(201);
    return response.body;
  }

  it('successful-search: finds members by name, best match first, as typed results', async () => {
    const joanna = await register('Joanna Chuza', 'joanna.chuza@example.org');
    const anna = await register('Anna Phanuel', 'anna.phanuel@example.org');
    const response = await search('q=anna').set(CONSISTENCY_HEADER, anna.position).expect(200);
    const body = response.body as SearchResponse;
    expect(body.query).toBe('anna');
    const ids = body.results.map((r) => r.id);
    // "Anna" starts a name; "Joanna" only contains it.
    expect(ids.indexOf(anna.id)).toBeLessThan(ids.indexOf(joanna.id));
    expect(body.results[0]).toEqual({ kind: 'member', id: anna.id, title: 'Anna Phanuel', subtitle: 'anna.phanuel@example.org', path: `/members/${anna.id}` });
  });

  it('successful-search: keeps to the limit asked for (8 by default)', async () => {
    const everyone = await search('q=e').expect(200);
    expect(everyone.body.results.length).toBe(8);
    const two = await search('q=e&limit=2').expect(200);
    expect(two.body.results).toHaveLength(2);
  });

  it('successful-search: leaves archived members out', async () => {
    const tabitha = await register('Tabitha Dorcas', 'tabitha.dorcas@example.org');
    const found = await search('q=tabitha').set(CONSISTENCY_HEADER, tabitha.position).expect(200);
    expect((found.body as SearchResponse).results.map((r) => r.id)).toEqual([tabitha.id]);
    const archived = await t.http().post(`/api/members/${tabitha.id}/archive`).set('Cookie', admin).expect(200);
    const response = await search('q=tabitha').set(CONSISTENCY_HEADER, archived.body.position).expect(200);
    expect(response.body.results).toEqual([]);
  });

  it('successful-search: answers a role that may not read the directory with no members', async () => {
    const vendor = await t.signIn('vendor@demo.church');
    const response = await search('q=grace', vendor).expect(200);
    expect(response.body).toEqual({ query: 'grace', results: [] });
    const member = await t.signIn('member@demo.church');
    expect((await search('q=grace', member).expect(200)).body.results.map((r: { title: string }) => r.title)).toContain('Grace Okafor');
  });

  it('successful-search: finds no members while the church has turned the member directory off', async () => {
    const setFlag = (enabled: boolean) => t.http().put('/api/admin/features/memberDirectory').set('Cookie', admin).send({ enabled }).expect(200);
    const off = await setFlag(false);
    try {
      const response = await search('q=grace').set(CONSISTENCY_HEADER, off.body.position).expect(200);
      // Other areas (the demo's sermons on grace) still answer; the directory does not.
      expect(response.body.query).toBe('grace');
      expect(response.body.results.filter((r: { kind: string }) => r.kind === 'member')).toEqual([]);
    } finally {
      await setFlag(true);
    }
    expect((await search('q=grace').expect(200)).body.results.map((r: { title: string }) => r.title)).toContain('Grace Okafor');
  });

  it('failing-search: refuses an empty, blank or too long query, and a limit out of range', async () => {
    for (const query of ['', 'q=', 'q=%20%20']) {
      const response = await search(query).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: [{ field: 'q', message: VALIDATION_MESSAGES.required }] } });
    }
    const long = await search(`q=${'a'.repeat(101)}`).expect(400);
    expect(long.body.details.fields).toEqual([{ field: 'q', message: VALIDATION_MESSAGES.tooLong }]);
    const limit = await search('q=a&limit=500').expect(400);
    expect(limit.body.details.fields).toEqual([{ field: 'limit', message: VALIDATION_MESSAGES.choice }]);
  });

  it('failing-search: treats regex characters as plain text', async () => {
    const response = await search(`q=${encodeURIComponent('.*(')}`).expect(200);
    expect(response.body.results).toEqual([]);
  });

  it('failing-search: asks who is searching', async () => {
    const response = await t.http().get('/api/search?q=grace').expect(401);
    expect(response.body.code).toBe('AUTH_REQUIRED');
  });
});
