import { CONSISTENCY_HEADER, VALIDATION_MESSAGES, type MemberPage, type MemberView } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

const today = () => new Date().toISOString().slice(0, 10);
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-15`;

describe('member records: dates, membership step, children', () => {
  let t: TestApp;
  let staff: string;
  let member: string;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    member = await t.signIn('member@demo.church');
  });
  afterAll(() => t.close());

  const register = (body: Record<string, unknown>) =>
    t
      .http()
      .post('/api/members')
      .set('Cookie', staff)
      .send({ ministry: 'Youth', role: 'member', ...body });
  const read = async (id: string, cookie: string, position?: string) => {
    const request = t.http().get(`/api/members/${id}`).set('Cookie', cookie);
    return (await (position ? request.set(CONSISTENCY_HEADER, position) : request)).body as MemberView;
  };

  it('successful-records: birth date, member since, step and baptism are kept, changed and in the history', async () => {
    const created = await register({
      fullName: 'Eunice Faithful',
      birthDate: '1975-03-04',
      joinedOn: '2010-09-12',
      membershipStep: 'member',
      baptismDate: '1990-04-15',
    }).expect(201);
    expect(await read(created.body.id, staff, created.body.position)).toMatchObject({
      birthDate: '1975-03-04',
      joinedAt: '2010-09-12',
      membershipStep: 'member',
      baptismDate: '1990-04-15',
      isChild: false,
    });
    const changed = await t.http().patch(`/api/members/${created.body.id}`).set('Cookie', staff).send({ joinedOn: '2011-01-02', baptismDate: '' }).expect(200);
    expect(await read(created.body.id, staff, changed.body.position)).toMatchObject({ joinedAt: '2011-01-02', baptismDate: '' });
    const history = (await t.http().get(`/api/members/${created.body.id}/history`).set('Cookie', staff).expect(200)).body;
    expect(history[0]).toMatchObject({
      type: 'updated',
      summary: 'Changed member since and baptism date',
      changes: [
        { field: 'joinedOn', from: '2010-09-12', to: '2011-01-02' },
        { field: 'baptismDate', from: '1990-04-15', to: '' },
      ],
    });
  });

  it('successful-records: without dates, member since is today and the step follows the role', async () => {
    const created = await register({ fullName: 'Lois Grandmother', role: 'visitor' }).expect(201);
    expect(await read(created.body.id, staff, created.body.position)).toMatchObject({
      joinedAt: today(),
      membershipStep: 'visitor',
      birthDate: '',
      baptismDate: '',
    });
  });

  it('failing-records: a date in the future, a date that is not one, or a step outside the list is refused and nothing is recorded', async () => {
    const response = await register({
      fullName: 'Future Person',
      birthDate: '2999-01-01',
      joinedOn: '2020-02-30',
      baptismDate: 'yesterday',
      membershipStep: 'elder',
    }).expect(400);
    expect(response.body.details.fields).toEqual(
      expect.arrayContaining([
        { field: 'birthDate', message: VALIDATION_MESSAGES.pastDate },
        { field: 'joinedOn', message: VALIDATION_MESSAGES.date },
        { field: 'baptismDate', message: VALIDATION_MESSAGES.date },
        { field: 'membershipStep', message: VALIDATION_MESSAGES.choice },
      ]),
    );
    expect((await t.http().get('/api/members?search=future%20person').set('Cookie', staff).expect(200)).body.total).toBe(0);
  });

  it('successful-children: a child is registered unlisted, and their contact details are never shown to members (staff see them)', async () => {
    const child = await register({
      fullName: 'Timothy Youngchild',
      birthDate: yearsAgo(10),
      email: 'family.youngchild@example.org',
      phone: '(217) 555-0123',
    }).expect(201);
    const asStaff = await read(child.body.id, staff, child.body.position);
    expect(asStaff).toMatchObject({ isChild: true, privacy: { listed: false }, phone: '+12175550123', birthDate: yearsAgo(10) });
    // Members do not find the child, even by name.
    expect(((await t.http().get('/api/members?search=youngchild').set('Cookie', member).expect(200)).body as MemberPage).total).toBe(0);
    expect((await t.http().get(`/api/members/${child.body.id}`).set('Cookie', member)).status).toBe(404);
    // Listed and sharing everything on purpose: members see the name, never the contact details or birth date.
    const listed = await t
      .http()
      .put(`/api/members/${child.body.id}/privacy`)
      .set('Cookie', staff)
      .send({ listed: true, shareEmail: true, sharePhone: true, shareAddress: true })
      .expect(200);
    const seen = await read(child.body.id, member, listed.body.position);
    expect(seen).toMatchObject({ fullName: 'Timothy Youngchild', isChild: true });
    expect(['email', 'phone', 'address', 'birthDate'].filter((field) => field in seen)).toEqual([]);
    expect(((await t.http().get('/api/members?search=2175550123').set('Cookie', member).expect(200)).body as MemberPage).total).toBe(0);
  });

  it('failing-children: the same email on an adult stays shareable, but a search by it never leads a member to the child', async () => {
    const parent = await register({ fullName: 'Eunice Parentshare', email: 'parentshare@example.org' }).expect(201);
    await t
      .http()
      .put(`/api/members/${parent.body.id}/privacy`)
      .set('Cookie', staff)
      .send({ listed: true, shareEmail: true, sharePhone: false, shareAddress: false })
      .expect(200);
    const child = await register({ fullName: 'Lois Parentshare', email: 'parentshare@example.org', birthDate: yearsAgo(6) }).expect(201);
    const privacy = await t
      .http()
      .put(`/api/members/${child.body.id}/privacy`)
      .set('Cookie', staff)
      .send({ listed: true, shareEmail: true, sharePhone: false, shareAddress: false })
      .expect(200);
    const found = (
      (await t.http().get('/api/members?search=parentshare%40example').set('Cookie', member).set(CONSISTENCY_HEADER, privacy.body.position).expect(200))
        .body as MemberPage
    ).items.map((m) => m.fullName);
    expect(found).toEqual(['Eunice Parentshare']);
  });
});
