import sharp from 'sharp';
import {
  CONSISTENCY_HEADER,
  MEMBER_IMPORT_LIMITS,
  VALIDATION_MESSAGES,
  type MemberImportPreview,
  type MemberImportView,
  type HouseholdPage,
  type MemberHouseholdView,
  type MemberPage,
  type MemberView,
} from '@koinonia/contracts';
import { EVENT_STORE } from '../../platform/platform.tokens';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { eventually } from '../../testing/eventually.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe('member import', () => {
  let t: TestApp;
  let staff: string;
  let position = '0';
  /** A person already in the directory, whose email the file repeats. */
  let existing: MemberView;

  const get = (path: string, cookie = staff) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const upload = (bytes: Buffer, filename = 'people.csv', cookie = staff) =>
    t.http().post('/api/imports/members').set('Cookie', cookie).attach('file', bytes, filename);
  async function finished(id: string, status: MemberImportView['status']): Promise<MemberImportView> {
    return eventually(async () => {
      const view = (await get(`/api/imports/members/${id}`).expect(200)).body as MemberImportView;
      expect(view.status).toBe(status);
      return view;
    }, 20_000);
  }
  async function byEmail(email: string): Promise<MemberView[]> {
    const page = (await get(`/api/members?search=${encodeURIComponent(email)}&status=active`).expect(200)).body as MemberPage;
    return page.items.filter((m) => m.email === email);
  }

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    const page = (await get('/api/members?sort=name').expect(200)).body as MemberPage;
    existing = page.items.find((m) => m.email && m.phone !== '(217) 555-0199') as MemberView;
  });
  afterAll(() => t.close());

  // Windows-1252, semicolons, a quoted newline, and one row of each kind of trouble.
  const everyKind = () =>
    Buffer.from(
      [
        'Full Name;E-mail;Mobile;Address;Birth date;Household',
        'José Núñez;jose@import.example;(217) 555-0101;"12 Elm Street',
        'Apt 4";1980-02-29;Núñez',
        'Bad Email;not-an-email;(217) 555-0102;;;',
        'Bad Phone;bad.phone@import.example;12;;;',
        ';noname@import.example;(217) 555-0104;;;',
        'Dup In File;JOSE@import.example;(217) 555-0105;;;',
        `${existing.fullName};${existing.email};(217) 555-0199;;;`,
        'Bad Date;bad.date@import.example;;;1990-13-01;',
        '',
      ].join('\r\n'),
      'latin1',
    );

  it('successful-import: previews every kind of row exactly, then commits it as a job: created, updated, skipped, rejected', async () => {
    const answer = (await upload(everyKind(), 'people.csv').expect(201)).body as MemberImportPreview;
    expect(answer.columns).toEqual(['Full Name', 'E-mail', 'Mobile', 'Address', 'Birth date', 'Household']);
    expect(answer.mapping).toEqual({ fullName: 0, email: 1, phone: 2, address: 3, household: 5, birthDate: 4 });
    expect(answer.preview).toEqual([
      {
        row: 2,
        values: {
          fullName: 'José Núñez',
          email: 'jose@import.example',
          phone: '(217) 555-0101',
          address: '12 Elm Street\r\nApt 4',
          birthDate: '1980-02-29',
          household: 'Núñez',
        },
        errors: [],
        duplicate: null,
        action: 'create',
      },
      expect.objectContaining({ row: 3, errors: [{ field: 'email', message: VALIDATION_MESSAGES.email }], duplicate: null, action: 'reject' }),
      expect.objectContaining({ row: 4, errors: [{ field: 'phone', message: VALIDATION_MESSAGES.phone }], duplicate: null, action: 'reject' }),
      expect.objectContaining({ row: 5, errors: [{ field: 'fullName', message: VALIDATION_MESSAGES.required }], duplicate: null, action: 'reject' }),
      expect.objectContaining({ row: 6, errors: [], duplicate: 'file', action: 'skip' }),
      expect.objectContaining({ row: 7, errors: [], duplicate: 'directory', action: 'skip' }),
      expect.objectContaining({ row: 8, errors: [{ field: 'birthDate', message: VALIDATION_MESSAGES.date }], duplicate: null, action: 'reject' }),
    ]);
    expect(answer.counts).toEqual({ rows: 7, create: 1, update: 0, skip: 2, reject: 4 });

    const asUpdate = (await t.http().post(`/api/imports/members/${answer.id}/preview`).set('Cookie', staff).send({ duplicates: 'update' }).expect(200))
      .body as MemberImportPreview;
    expect(asUpdate.counts).toEqual({ rows: 7, create: 1, update: 1, skip: 1, reject: 4 });

    const committed = await t.http().post(`/api/imports/members/${answer.id}/commit`).set('Cookie', staff).send({ duplicates: 'update' }).expect(202);
    position = committed.body.position;
    const done = await finished(answer.id, 'completed');
    expect(done.counts).toEqual({ created: 1, updated: 1, skipped: 1, rejected: 4 });
    expect(done.rows.map((r) => [r.row, r.outcome])).toEqual([
      [2, 'created'],
      [3, 'rejected'],
      [4, 'rejected'],
      [5, 'rejected'],
      [6, 'skipped'],
      [7, 'updated'],
      [8, 'rejected'],
    ]);
    expect(done.rows.find((r) => r.row === 3)).toMatchObject({ values: ['Bad Email', 'not-an-email', '(217) 555-0102', '', '', ''] });

    await t.settled();
    const [jose] = await byEmail('jose@import.example');
    expect(jose).toMatchObject({ fullName: 'José Núñez', phone: '+12175550101', address: '12 Elm Street\r\nApt 4', role: 'member', birthDate: '1980-02-29' });
    // The household column made the household, with José at its head, at his address.
    const home = ((await get(`/api/members/${jose.id}/household`).expect(200)).body as MemberHouseholdView).household;
    expect(home).toMatchObject({
      name: 'Núñez',
      address: '12 Elm Street\r\nApt 4',
      members: [expect.objectContaining({ memberId: jose.id, relationship: 'head' })],
    });
    expect((await get(`/api/members/${existing.id}`).expect(200)).body).toMatchObject({ phone: '+12175550199', address: existing.address });
    expect(await byEmail('bad.phone@import.example')).toEqual([]);
  });

  it('successful-import: birth dates go on the records; a household column finds the household by name or creates it, and places each person in it', async () => {
    const church = (
      await t.http().post('/api/households').set('Cookie', staff).send({ name: 'Bethany House', address: '2 Olive Road', members: [] }).expect(201)
    ).body.id as string;
    const csv = [
      'Name,Email,Address,Birth date,Household',
      'Ana Rivera,ana@rivera.example,3 Oak Lane,1985-04-01,Rivera home',
      'Tomás Rivera,,3 Oak Lane,2015-06-01,RIVERA HOME',
      'Martha Bethany,martha@bethany.example,,1970-01-01,bethany house',
      '',
    ].join('\n');
    const answer = (await upload(Buffer.from(csv)).expect(201)).body as MemberImportPreview;
    expect(answer.counts).toEqual({ rows: 3, create: 3, update: 0, skip: 0, reject: 0 });
    position = (await t.http().post(`/api/imports/members/${answer.id}/commit`).set('Cookie', staff).send({}).expect(202)).body.position;
    const done = await finished(answer.id, 'completed');
    expect(done.counts).toEqual({ created: 3, updated: 0, skipped: 0, rejected: 0 });
    await t.settled();

    const [ana] = await byEmail('ana@rivera.example');
    expect(ana).toMatchObject({ birthDate: '1985-04-01', isChild: false });
    const rivera = ((await get(`/api/members/${ana.id}/household`).expect(200)).body as MemberHouseholdView).household!;
    expect(rivera).toMatchObject({ name: 'Rivera home', address: '3 Oak Lane' });
    const tomas = rivera.members.find((person) => person.fullName === 'Tomás Rivera')!;
    expect(rivera.members.map((person) => [person.fullName, person.relationship])).toEqual([
      ['Ana Rivera', 'head'],
      ['Tomás Rivera', 'child'],
    ]);
    expect((await get(`/api/members/${tomas.memberId}`).expect(200)).body).toMatchObject({ birthDate: '2015-06-01', isChild: true, email: '' });

    const [martha] = await byEmail('martha@bethany.example');
    const bethany = ((await get(`/api/members/${martha.id}/household`).expect(200)).body as MemberHouseholdView).household!;
    expect(bethany).toMatchObject({
      id: church,
      members: [{ memberId: martha.id, fullName: 'Martha Bethany', relationship: 'other-adult', email: 'martha@bethany.example', phone: '' }],
    });
  });

  it('failing-import: a file that is not CSV, is empty or is too large is refused and changes nothing', async () => {
    const member = await t.signIn('member@demo.church');
    await t.settled();
    const head = await t.app.get<EventStore>(EVENT_STORE).headPosition();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'blue' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'people.csv').expect(415)).body.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect((await upload(Buffer.from('Name,Email\r\n'), 'people.csv').expect(400)).body.code).toBe('UPLOAD_FAILED');
    expect((await upload(Buffer.alloc(MEMBER_IMPORT_LIMITS.maxBytes + 1, 'a'), 'big.csv').expect(413)).body.code).toBe('FILE_TOO_LARGE');
    expect((await upload(Buffer.from('Name,Email\r\nA,a@import.example\r\n'), 'people.csv', member).expect(403)).body.code).toBe('AUTHORIZATION');
    await t.settled();
    expect(await t.app.get<EventStore>(EVENT_STORE).headPosition()).toBe(head);
  });

  it('failing-import: an import is committed once, and undone only when complete', async () => {
    const answer = (await upload(Buffer.from('Name,Email\r\nOnce Only,once@import.example\r\n')).expect(201)).body as MemberImportPreview;
    expect((await t.http().post(`/api/imports/members/${answer.id}/undo`).set('Cookie', staff).expect(409)).body.code).toBe('CONCURRENCY_CONFLICT');
    await t.http().post(`/api/imports/members/${answer.id}/commit`).set('Cookie', staff).send({}).expect(202);
    expect((await t.http().post(`/api/imports/members/${answer.id}/commit`).set('Cookie', staff).send({}).expect(409)).body.code).toBe('CONCURRENCY_CONFLICT');
    expect((await get('/api/imports/members/00000000-0000-4000-8000-000000000000').expect(404)).body.code).toBe('NOT_FOUND');
  });

  it('successful-undo: archives whom the import created and sets back what it updated, but leaves a person edited since and says so', async () => {
    const before = (await get(`/api/members/${existing.id}`).expect(200)).body as MemberView;
    const csv = [
      'name,email,phone',
      'Undo One,undo.one@import.example,',
      'Undo Two,undo.two@import.example,',
      `${before.fullName},${before.email},(217) 555-0177`,
      '',
    ].join('\n');
    const answer = (await upload(Buffer.from(`\uFEFF${csv}`)).expect(201)).body as MemberImportPreview;
    expect(answer.mapping).toEqual({ fullName: 0, email: 1, phone: 2 });
    position = (await t.http().post(`/api/imports/members/${answer.id}/commit`).set('Cookie', staff).send({ duplicates: 'update' }).expect(202)).body.position;
    const done = await finished(answer.id, 'completed');
    expect(done.counts).toEqual({ created: 2, updated: 1, skipped: 0, rejected: 0 });

    await t.settled();
    const [two] = await byEmail('undo.two@import.example');
    position = (await t.http().patch(`/api/members/${two.id}`).set('Cookie', staff).send({ address: '9 Changed Road' }).expect(200)).body.position;

    position = (await t.http().post(`/api/imports/members/${answer.id}/undo`).set('Cookie', staff).expect(202)).body.position;
    const undone = await finished(answer.id, 'undone');
    expect(undone.rows.map((r) => [r.name, r.undo])).toEqual([
      ['Undo One', 'archived'],
      ['Undo Two', 'kept'],
      [before.fullName, 'reverted'],
    ]);
    expect(undone.kept).toBe(1);

    await t.settled();
    expect(await byEmail('undo.one@import.example')).toEqual([]);
    expect(await byEmail('undo.two@import.example')).toHaveLength(1);
    expect((await get(`/api/members/${existing.id}`).expect(200)).body).toMatchObject({ phone: before.phone });
  });

  it('successful-undo: the households the import created go with it; one that has gained someone else stays, and the report says who', async () => {
    const csv = [
      'Name,Email,Household',
      'Priscilla Undo,priscilla@undo-home.example,Undo Home',
      'Aquila Undo,aquila@undo-home.example,undo home',
      'Lois Stay,lois@stay-home.example,Stay Home',
      '',
    ].join('\n');
    const answer = (await upload(Buffer.from(csv)).expect(201)).body as MemberImportPreview;
    position = (await t.http().post(`/api/imports/members/${answer.id}/commit`).set('Cookie', staff).send({}).expect(202)).body.position;
    await finished(answer.id, 'completed');
    await t.settled();
    const homes = async (search: string) => ((await get(`/api/households?search=${encodeURIComponent(search)}`).expect(200)).body as HouseholdPage).items;
    const [undoHome] = await homes('Undo Home');
    const [stayHome] = await homes('Stay Home');
    expect(undoHome.members.map((person) => person.fullName)).toEqual(['Priscilla Undo', 'Aquila Undo']);

    // Someone not from the import joins Stay Home after it.
    const eunice = (
      await t
        .http()
        .post('/api/members')
        .set('Cookie', staff)
        .send({ fullName: 'Eunice Stay', email: 'eunice@stay-home.example', phone: '', address: '', ministry: 'Care', role: 'member' })
        .expect(201)
    ).body.id as string;
    await t.http().post(`/api/households/${stayHome.id}/members`).set('Cookie', staff).send({ memberId: eunice, relationship: 'spouse' }).expect(200);

    position = (await t.http().post(`/api/imports/members/${answer.id}/undo`).set('Cookie', staff).expect(202)).body.position;
    const undone = await finished(answer.id, 'undone');
    expect(undone.rows.map((r) => r.undo)).toEqual(['archived', 'archived', 'archived']);
    expect(undone.households).toEqual([
      { id: undoHome.id, name: 'Undo Home', outcome: 'removed', others: [] },
      { id: stayHome.id, name: 'Stay Home', outcome: 'kept', others: [{ memberId: eunice, name: 'Eunice Stay' }] },
    ]);

    await t.settled();
    expect(await homes('Undo Home')).toEqual([]);
    expect((await get(`/api/households/${undoHome.id}`).expect(200)).body).toMatchObject({ status: 'dissolved', members: [] });
    const [stillThere] = await homes('Stay Home');
    expect(stillThere.id).toBe(stayHome.id);
    expect(stillThere.members.map((person) => person.memberId)).toContain(eunice);
    // The people of the removed household are in none now, and free to join another.
    const [aquila] = (await get(`/api/members?search=aquila&status=archived`).expect(200)).body.items as MemberView[];
    expect(((await get(`/api/members/${aquila.id}/household`).expect(200)).body as MemberHouseholdView).household).toBeNull();
  });

  it('successful-import: a job cut short by a restart continues where it was and creates nobody twice', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => `Restart Person ${i},restart.${i}@import.example`);
    const answer = (await upload(Buffer.from(['Name,Email', ...rows, ''].join('\n'))).expect(201)).body as MemberImportPreview;
    await t.http().post(`/api/imports/members/${answer.id}/commit`).set('Cookie', staff).send({}).expect(202);
    await t.restart();
    staff = await t.signIn('staff@demo.church');
    const done = await finished(answer.id, 'completed');
    expect(done.counts).toEqual({ created: 600, updated: 0, skipped: 0, rejected: 0 });
    expect(new Set(done.rows.map((r) => r.row)).size).toBe(600);
    await t.settled();
    const page = (await get('/api/members?search=restart.&pageSize=100&status=active').expect(200)).body as MemberPage;
    expect(page.total).toBe(600);
  });
});
