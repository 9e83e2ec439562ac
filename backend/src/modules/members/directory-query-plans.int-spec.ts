import type { MemberPage } from '@koinonia/contracts';
import { READ_STORE } from '../../platform/platform.tokens';
import type { EmbeddedCollection } from '../../platform/read-store/embedded-collection';
import type { EmbeddedReadStore } from '../../platform/read-store/embedded-read-store';
import { startTestApp, type TestApp } from '../../testing/test-app.util';
import { memberDirectoryProjection, type MemberDocument } from './projections/member-directory.projection';

const MEMBERS = 600;

/**
 * The directory's reads stay on their indexes. A query the planner answered by reading every
 * document would still answer rightly, so every other test would pass: here each shape the
 * directory asks, through the API as people ask it, is held to reading far fewer documents than
 * the collection holds (documentsExamined, as MongoDB's totalDocsExamined).
 */
describe('member directory query plans (embedded read store)', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let members: EmbeddedCollection<MemberDocument>;
  const tag = 'qzplanx';

  beforeAll(async () => {
    t = await startTestApp({ demoMemberCount: MEMBERS });
    admin = await t.signIn('admin@demo.church');
    member = await t.signIn('member@demo.church');
    members = t.app.get<EmbeddedReadStore>(READ_STORE).collection<MemberDocument>(memberDirectoryProjection.collection);
    // A few members a search finds, and one archived.
    const ids: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const created = await t
        .http()
        .post('/api/members')
        .set('Cookie', admin)
        .send({ fullName: `Phoebe ${tag} ${i}`, email: `phoebe${i}.${tag}@example.org`, phone: `(630) 555-012${i}`, ministry: 'Music', role: 'volunteer' })
        .expect(201);
      ids.push((created.body as { id: string }).id);
    }
    await t.http().post(`/api/members/${ids[3]}/archive`).set('Cookie', admin).expect(200);
    await t.settled();
    // Seeding hundreds of members through their commands takes a while on a loaded machine.
  }, 120_000);
  afterAll(() => t.close());

  /** Documents the request read in the members collection, and its answer. */
  const examined = async (path: string, cookie = admin) => {
    const before = members.documentsExamined;
    const page = (await t.http().get(path).set('Cookie', cookie).expect(200)).body as MemberPage;
    return { documents: members.documentsExamined - before, page };
  };

  it('holds about as many members as it was seeded with', () => {
    expect(members.size).toBeGreaterThanOrEqual(MEMBERS);
  });

  it('counts the documents a scan reads (the measure itself)', async () => {
    const before = members.documentsExamined;
    // No index on address: every document is read.
    await members.find({ address: { $regex: 'zzz-nowhere' } });
    expect(members.documentsExamined - before).toBe(members.size);
  });

  it.each([
    ['the first page, by name', '/api/members'],
    ['a later page, by name descending', '/api/members?page=7&sort=-name'],
    ['by join date', '/api/members?sort=-joined&page=3'],
    ['by email', '/api/members?sort=email'],
    ['by ministry', '/api/members?sort=ministry&page=2'],
    ['archived members', '/api/members?status=archived'],
    ['one role', '/api/members?role=leader'],
    ['one ministry', '/api/members?ministry=Youth'],
    ['a ministry and a role, sorted', '/api/members?ministry=Music&role=volunteer&sort=-joined'],
  ])('equality and sorted pages read no document one by one: %s', async (_label, path) => {
    const { documents, page } = await examined(path);
    expect(page.total).toBeGreaterThan(0);
    expect(documents).toBeLessThanOrEqual(page.pageSize);
  });

  it('a search reads only the few documents its grams leave', async () => {
    const { documents, page } = await examined(`/api/members?search=${tag}`);
    expect(page.items.map((m) => m.fullName).sort()).toEqual([1, 2, 3].map((i) => `Phoebe ${tag} ${i}`));
    expect(documents).toBeLessThan(members.size / 50);
    const withFilters = await examined(`/api/members?search=${tag}&ministry=Music&role=volunteer&sort=-name`);
    expect(withFilters.page.total).toBe(3);
    expect(withFilters.documents).toBeLessThan(members.size / 50);
  });

  it('a phone search, punctuated as people type it, reads its digits on the same index', async () => {
    for (const typed of ['(630) 555-0121', '+1 630-555-0121']) {
      const { documents, page } = await examined(`/api/members?search=${encodeURIComponent(typed)}`);
      expect(page.items.map((m) => m.fullName)).toEqual([`Phoebe ${tag} 1`]);
      expect(documents).toBeLessThan(members.size / 50);
    }
  });

  it("a member's read (the privacy $or: listed members, or their own record) stays on the indexes too", async () => {
    const listed = await examined('/api/members?page=2', member);
    expect(listed.page.items.length).toBeGreaterThan(0);
    expect(listed.documents).toBeLessThan(members.size / 10);
    const search = await examined(`/api/members?search=${tag}`, member);
    expect(search.page.total).toBe(3);
    expect(search.documents).toBeLessThan(members.size / 50);
  });
});
