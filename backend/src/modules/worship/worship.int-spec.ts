import { inflateSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { CONSISTENCY_HEADER, type ProgramTemplateView, type ProgramView, type SongUsageRow, type SongView } from '@koinonia/contracts';
import { connectSocket, joinRoom, listen, nextEvent, type TestSocket } from '../../testing/socket-client.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

/** The text a pdfkit document draws: each content stream inflated, its text operations' hex strings decoded. */
function pdfText(pdf: Buffer): string[] {
  const texts: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      texts.push([...op[1].matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''));
    }
  }
  return texts;
}

describe('worship: songs, programs, templates, run sheets and CCLI usage over HTTP', () => {
  let t: TestApp;
  let staff: string;
  let leader: string;
  let member: string;
  let auditor: string;
  let vendor: string;
  let position = '0';

  const get = (path: string, cookie = staff) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const send = async (method: 'post' | 'put' | 'delete', path: string, body: object, status: number, cookie = staff, ifMatch?: number) => {
    const request = t.http()[method](path).set('Cookie', cookie);
    if (ifMatch !== undefined) request.set('If-Match', `"${ifMatch}"`);
    const response = await request.send(body);
    expect({ path, status: response.status, body: response.status === status ? null : response.body }).toEqual({ path, status, body: null });
    if (response.body.position) position = response.body.position;
    return response;
  };
  const program = async (id: string, cookie = staff) => (await get(`/api/programs/${id}`, cookie).expect(200)).body as ProgramView;
  const addSong = async (body: object, cookie = staff) => (await send('post', '/api/songs', body, 201, cookie)).body.id as string;
  const newProgram = async (body: object = {}) =>
    (await send('post', '/api/programs', { title: 'Evening Praise', serviceStart: '2031-05-04T23:00:00.000Z', ...body }, 201)).body.id as string;
  const item = (title: string, durationSeconds: number, extra: object = {}) => ({ kind: 'other', title, durationSeconds, ...extra });

  beforeAll(async () => {
    t = await startTestApp();
    [staff, leader, member, auditor, vendor] = await Promise.all(
      ['staff', 'leader', 'member', 'auditor', 'vendor'].map((role) => t.signIn(`${role}@demo.church`)),
    );
  });
  afterAll(() => t.close());

  describe('successful-programs', () => {
    it('finds the demo church planned: its hymns, the next Sundays’ programs on the calendar, and a template', async () => {
      const songs = (await get('/api/songs?q=amazing', member).expect(200)).body as SongView[];
      expect(songs.map((s) => [s.title, s.authors, s.ccliNumber])).toEqual([
        ['Amazing Grace', 'John Newton; traditional American melody (New Britain)', '22025'],
      ]);
      const programs = (await get('/api/programs', member).expect(200)).body as Array<{ id: string; title: string; eventId: string | null; itemCount: number }>;
      expect(programs.filter((p) => p.title === 'Sunday Worship' && p.eventId !== null && p.itemCount >= 10)).toHaveLength(2);
      const first = await program(programs[0].id);
      expect(first.items.find((i) => i.kind === 'song')).toMatchObject({ key: 'D', person: { name: 'Samuel Kim' } });
      expect(((await get('/api/program-templates').expect(200)).body as ProgramTemplateView[]).map((tpl) => tpl.name)).toContain('Sunday morning worship');
    });

    it('builds a program with running start times and a total; a leader edits it, a member reads it', async () => {
      const song = await addSong({ title: 'Be Thou My Vision', authors: 'Irish traditional; tr. Mary Byrne', key: 'Eb', tempo: 72, tags: ['hymn'] });
      const id = await newProgram();
      await send('post', `/api/programs/${id}/items`, item('Welcome', 120, { personName: 'Pastor Dan' }), 201);
      await send('post', `/api/programs/${id}/items`, item('Be Thou My Vision', 270, { kind: 'song', songId: song }), 201, leader);
      await send('post', `/api/programs/${id}/items`, item('Sermon', 1800, { kind: 'sermon', notes: 'Mark 4' }), 201);
      const view = await program(id, member);
      expect(view.items.map((i) => [i.title, i.offsetSeconds, i.startsAt])).toEqual([
        ['Welcome', 0, '2031-05-04T23:00:00.000Z'],
        ['Be Thou My Vision', 120, '2031-05-04T23:02:00.000Z'],
        ['Sermon', 390, '2031-05-04T23:06:30.000Z'],
      ]);
      // A song placed without a key is sung in the song's own.
      expect(view.items[1]).toMatchObject({ kind: 'song', songId: song, key: 'Eb' });
      expect(view.items[0].person).toEqual({ memberId: null, name: 'Pastor Dan' });
      expect(view).toMatchObject({ totalSeconds: 2190, endsAt: '2031-05-04T23:36:30.000Z', revision: 3 });

      await send(
        'put',
        `/api/programs/${id}/items/${view.items[2].id}`,
        item('Sermon: The Sower', 1500, { kind: 'sermon', notes: 'Mark 4:1-20' }),
        200,
        leader,
        3,
      );
      await send('delete', `/api/programs/${id}/items/${view.items[0].id}`, {}, 200, staff, 4);
      const after = await program(id);
      expect(after.items.map((i) => [i.title, i.durationSeconds, i.offsetSeconds])).toEqual([
        ['Be Thou My Vision', 270, 0],
        ['Sermon: The Sower', 1500, 270],
      ]);
      expect(after.totalSeconds).toBe(1770);
      const listed = (await get('/api/programs?from=2031-05-01&to=2031-05-31', auditor).expect(200)).body as Array<{ id: string; itemCount: number }>;
      expect(listed.find((p) => p.id === id)).toMatchObject({ itemCount: 2, totalSeconds: 1770 });
    });

    it('moves an item on the order it was seen at, and keeps the new order', async () => {
      const id = await newProgram();
      for (const [title, seconds] of [
        ['A', 60],
        ['B', 120],
        ['C', 180],
      ] as const)
        await send('post', `/api/programs/${id}/items`, item(title, seconds), 201);
      const before = await program(id);
      await send('post', `/api/programs/${id}/items/${before.items[2].id}/move`, { index: 0 }, 200, leader, before.revision);
      const after = await program(id);
      expect(after.items.map((i) => [i.title, i.offsetSeconds])).toEqual([
        ['C', 0],
        ['A', 180],
        ['B', 240],
      ]);
      const response = await get(`/api/programs/${id}`).expect(200);
      expect(response.headers.etag).toBe(`"${after.revision}"`);
    });

    it('gives one program per event occurrence: asked again, it answers the same one', async () => {
      const body = {
        title: 'Sunday Worship',
        serviceStart: '2031-06-01T15:00:00.000Z',
        eventId: '6f1c1f7e-1d7a-4b56-9a51-8a0a1e7f1d10',
        occurrenceStart: '2031-06-01T15:00:00.000Z',
      };
      const first = (await send('post', '/api/programs', body, 201)).body.id as string;
      const again = (await send('post', '/api/programs', body, 201)).body.id as string;
      expect(again).toBe(first);
      expect(await program(first)).toMatchObject({ eventId: body.eventId, occurrenceStart: body.occurrenceStart });
    });

    it('saves a program as a template and applies it to a new program, with fresh items', async () => {
      const id = await newProgram();
      await send('post', `/api/programs/${id}/items`, item('Call to worship', 90), 201);
      await send('post', `/api/programs/${id}/items`, item('Offering', 240, { kind: 'offering', personName: 'Ushers' }), 201);
      const templateId = (await send('post', '/api/program-templates', { name: 'Evening service', programId: id }, 201)).body.id as string;
      const templates = (await get('/api/program-templates').expect(200)).body as ProgramTemplateView[];
      expect(templates.find((tpl) => tpl.id === templateId)).toMatchObject({ name: 'Evening service', totalSeconds: 330 });
      const applied = await newProgram({ templateId, serviceStart: '2031-05-11T23:00:00.000Z' });
      const view = await program(applied);
      const source = await program(id);
      expect(view.items.map((i) => [i.kind, i.title, i.durationSeconds, i.person?.name ?? null])).toEqual([
        ['other', 'Call to worship', 90, null],
        ['offering', 'Offering', 240, 'Ushers'],
      ]);
      expect(view.items[1].startsAt).toBe('2031-05-11T23:01:30.000Z');
      expect(view.items.map((i) => i.id)).not.toContain(source.items[0].id);
    });

    it('prints a run sheet: a PDF whose text has the items, their times, people, notes and song keys', async () => {
      const song = await addSong({ title: 'Holy, Holy, Holy', authors: 'Reginald Heber; John B. Dykes', key: 'D' });
      const id = await newProgram({ title: 'Run Sheet Service', serviceStart: '2031-05-18T15:00:00.000Z' });
      await send('post', `/api/programs/${id}/items`, item('Opening prayer', 120, { kind: 'prayer', personName: 'Elder Ruth' }), 201);
      await send(
        'post',
        `/api/programs/${id}/items`,
        item('Holy, Holy, Holy', 240, { kind: 'song', songId: song, key: 'Eb', notes: 'Verses 1, 2 and 4' }),
        201,
      );
      const response = await get(`/api/programs/${id}/run-sheet.pdf`, member).buffer(true).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const pdf = response.body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf);
      // The church's zone is America/Chicago: 15:00Z is 10:00 in May.
      expect(text).toEqual(
        expect.arrayContaining([
          'Run Sheet Service',
          'Opening prayer',
          'Elder Ruth',
          'Holy, Holy, Holy',
          'Song (key of Eb)',
          'Verses 1, 2 and 4',
          '10:00 AM',
          '10:02 AM',
          '4:00',
        ]),
      );
    });
  });

  describe('failing-programs', () => {
    it('refuses a move made on a stale order with 409, and moves nothing', async () => {
      const id = await newProgram();
      for (const title of ['One', 'Two', 'Three']) await send('post', `/api/programs/${id}/items`, item(title, 60), 201);
      const seen = await program(id);
      await send('post', `/api/programs/${id}/items/${seen.items[0].id}/move`, { index: 2 }, 200, staff, seen.revision);
      const stale = await send('post', `/api/programs/${id}/items/${seen.items[1].id}/move`, { index: 0 }, 409, leader, seen.revision);
      expect(stale.body.code).toBe('CONCURRENCY_CONFLICT');
      expect((await program(id)).items.map((i) => i.title)).toEqual(['Two', 'Three', 'One']);
    });

    it('lets members, auditors and vendors change nothing; vendors read nothing; templates are the office’s', async () => {
      const id = await newProgram();
      await send('post', `/api/programs/${id}/items`, item('Welcome', 60), 403, member);
      await send('post', '/api/songs', { title: 'Nope' }, 403, auditor);
      await get(`/api/programs/${id}`, vendor).expect(403);
      await get('/api/songs', vendor).expect(403);
      await send('post', '/api/program-templates', { name: 'Leader template', programId: id }, 403, leader);
      await get('/api/songs/usage?from=2031-01-01&to=2031-12-31', member).expect(403);
    });

    it('hides the program of a staff-only event from members, in the list, the program and its run sheet, as the event is hidden', async () => {
      const event = (
        await send(
          'post',
          '/api/events',
          { title: 'Staff retreat', category: 'meeting', startsAt: '2031-09-02T09:00', endsAt: '2031-09-02T12:00', visibility: 'staff' },
          201,
        )
      ).body as { id: string };
      const occurrence = (
        (await get(`/api/events?from=2031-09-01&to=2031-09-03`).expect(200)).body as Array<{ eventId: string; occurrenceStart: string }>
      ).find((o) => o.eventId === event.id)!;
      const created = (
        await send(
          'post',
          '/api/programs',
          { title: 'Staff retreat', serviceStart: occurrence.occurrenceStart, eventId: event.id, occurrenceStart: occurrence.occurrenceStart },
          201,
        )
      ).body as { id: string };
      const listed = async (cookie: string) =>
        ((await get('/api/programs?from=2031-09-01&to=2031-09-03', cookie).expect(200)).body as Array<{ id: string }>).map((p) => p.id);
      expect(await listed(staff)).toContain(created.id);
      expect(await listed(auditor)).toContain(created.id);
      expect(await listed(member)).not.toContain(created.id);
      await get(`/api/programs/${created.id}`, member).expect(404);
      await get(`/api/programs/${created.id}/run-sheet.pdf`, member).expect(404);
      await get(`/api/programs/${created.id}`, leader).expect(404);
      expect((await program(created.id)).title).toBe('Staff retreat');
    });

    it('refuses an item of an unknown kind, a song that is not in the library, and an item that is not there', async () => {
      const id = await newProgram();
      await send('post', `/api/programs/${id}/items`, item('Dance', 60, { kind: 'dance' }), 400);
      const missing = await send(
        'post',
        `/api/programs/${id}/items`,
        item('Ghost song', 60, { kind: 'song', songId: '3b0c1a8e-5f0a-4d8e-9c43-2f8c9d1e0a11' }),
        400,
      );
      expect(missing.body.details.fields).toEqual([expect.objectContaining({ field: 'songId' })]);
      await send('post', `/api/programs/${id}/items/3b0c1a8e-5f0a-4d8e-9c43-2f8c9d1e0a11/move`, { index: 0 }, 404);
      await get('/api/programs/3b0c1a8e-5f0a-4d8e-9c43-2f8c9d1e0a11').expect(404);
      await get('/api/programs/3b0c1a8e-5f0a-4d8e-9c43-2f8c9d1e0a11/run-sheet.pdf').expect(404);
    });

    it('refuses a template that does not exist when creating a program', async () => {
      const response = await send(
        'post',
        '/api/programs',
        { title: 'X', serviceStart: '2031-05-04T23:00:00.000Z', templateId: '3b0c1a8e-5f0a-4d8e-9c43-2f8c9d1e0a11' },
        400,
      );
      expect(response.body.details.fields).toEqual([expect.objectContaining({ field: 'templateId' })]);
    });
  });

  describe('successful-songs', () => {
    it('adds, changes and searches songs; attaches a chord chart and serves it back', async () => {
      const id = await addSong(
        {
          title: 'Nearer, My God, to Thee',
          authors: 'Sarah F. Adams; Lowell Mason',
          ccliNumber: '123456',
          key: 'C',
          tempo: 66,
          tags: ['hymn', 'nearness'],
          lyrics: 'Nearer, my God, to Thee',
        },
        leader,
      );
      const song = (await get(`/api/songs/${id}`).expect(200)).body as SongView;
      expect(song).toMatchObject({ title: 'Nearer, My God, to Thee', ccliNumber: '123456', tempo: 66, tags: ['hymn', 'nearness'], revision: 0 });
      const { id: _id, attachments: _attachments, revision: _revision, ...details } = song;
      await send('put', `/api/songs/${id}`, { ...details, key: 'Db' }, 200, staff, 0);
      expect(((await get(`/api/songs?q=adams nearer`).expect(200)).body as SongView[]).map((s) => [s.id, s.key])).toEqual([[id, 'Db']]);
      expect(((await get('/api/songs?tag=NEARNESS', member).expect(200)).body as SongView[]).map((s) => s.id)).toContain(id);

      const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
      await t.http().post(`/api/songs/${id}/attachments`).set('Cookie', leader).attach('file', pdf, 'chart.pdf').expect(201);
      const [attachment] = ((await get(`/api/songs/${id}`).expect(200)).body as SongView).attachments;
      expect(attachment).toMatchObject({ filename: 'chart.pdf', mediaType: 'application/pdf', bytes: pdf.length });
      const served = await get(`/api/songs/${id}/attachments/${attachment.id}`, member).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(Buffer.compare(served.body as Buffer, pdf)).toBe(0);
      await send('delete', `/api/songs/${id}/attachments/${attachment.id}`, {}, 200);
      await get(`/api/songs/${id}/attachments/${attachment.id}`).expect(404);
    });

    it('counts CCLI usage from the services of a period, and writes it as CSV', async () => {
      const amazing = await addSong({ title: 'Amazing Grace', authors: 'John Newton', ccliNumber: '22025' });
      const doxology = await addSong({ title: 'Doxology', authors: 'Thomas Ken' });
      const unused = await addSong({ title: 'Unused Hymn' });
      const services = ['2032-02-01T16:00:00.000Z', '2032-02-08T16:00:00.000Z', '2032-03-07T16:00:00.000Z'];
      for (const [i, serviceStart] of services.entries()) {
        const id = await newProgram({ serviceStart });
        await send('post', `/api/programs/${id}/items`, item('Amazing Grace', 240, { kind: 'song', songId: amazing }), 201);
        if (i < 2) await send('post', `/api/programs/${id}/items`, item('Doxology', 60, { kind: 'song', songId: doxology }), 201);
      }
      const february = (await get('/api/songs/usage?from=2032-02-01&to=2032-02-29', auditor).expect(200)).body as SongUsageRow[];
      expect(february.map((r) => [r.title, r.ccliNumber, r.uses])).toEqual([
        ['Amazing Grace', '22025', 2],
        ['Doxology', '', 2],
      ]);
      const quarter = (await get('/api/songs/usage?from=2032-01-01&to=2032-03-31').expect(200)).body as SongUsageRow[];
      expect(quarter.map((r) => [r.songId, r.uses])).toEqual([
        [amazing, 3],
        [doxology, 2],
      ]);
      expect(quarter.map((r) => r.songId)).not.toContain(unused);
      const csv = await get('/api/songs/usage.csv?from=2032-01-01&to=2032-03-31', leader).buffer(true).expect(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(parse(String(csv.text).replace(/^\uFEFF/, ''))).toEqual([
        ['Title', 'Authors', 'CCLI number', 'Uses'],
        ['Amazing Grace', 'John Newton', '22025', '3'],
        ['Doxology', 'Thomas Ken', '', '2'],
      ]);
    });
  });

  describe('failing-songs', () => {
    it('refuses a CCLI number that is not digits, a stale change, an attachment that is neither a PDF nor an image, and a removed song', async () => {
      await send('post', '/api/songs', { title: 'Bad', ccliNumber: 'abc' }, 400);
      const id = await addSong({ title: 'Crown Him with Many Crowns', authors: 'Matthew Bridges; Godfrey Thring' });
      await send('put', `/api/songs/${id}`, { title: 'Crown Him' }, 200, staff, 0);
      await send('put', `/api/songs/${id}`, { title: 'Crown Him again' }, 409, staff, 0);
      const text = await t.http().post(`/api/songs/${id}/attachments`).set('Cookie', staff).attach('file', Buffer.from('just words'), 'chart.txt').expect(415);
      expect(text.body.code).toBe('UNSUPPORTED_FILE_TYPE');
      await send('delete', `/api/songs/${id}`, {}, 200);
      await get(`/api/songs/${id}`).expect(404);
      await get('/api/songs/usage?from=2032-03-01&to=2032-02-01').expect(400);
    });
  });
});

/** The team with a program open sees each edit as it is made. */
describe('live program changes', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await listen(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const open = async (email: string) => {
    const cookie = await t.signIn(email);
    const socket = await connectSocket(baseUrl, { cookie });
    sockets.push(socket);
    return { cookie, socket };
  };

  it('successful-program-changes: a member with the program open hears an edit and fetches it at that position', async () => {
    const staff = await t.signIn('staff@demo.church');
    const created = await t.http().post('/api/programs').set('Cookie', staff).send({ title: 'Live', serviceStart: '2031-07-06T15:00:00.000Z' }).expect(201);
    const id = created.body.id as string;
    const member = await open('member@demo.church');
    expect(await joinRoom(member.socket, `program:${id}`)).toEqual({ ok: true, room: `program:${id}` });
    const heard = nextEvent(member.socket, 'program:changed');
    const added = await t
      .http()
      .post(`/api/programs/${id}/items`)
      .set('Cookie', staff)
      .send({ kind: 'prayer', title: 'Prayer of confession', durationSeconds: 120 })
      .expect(201);
    const payload = await heard;
    expect(payload.programId).toBe(id);
    expect(BigInt(payload.position)).toBeGreaterThanOrEqual(BigInt(added.body.position));
    const view = await t.http().get(`/api/programs/${id}`).set('Cookie', member.cookie).set(CONSISTENCY_HEADER, payload.position).expect(200);
    expect((view.body as ProgramView).items.map((i) => i.title)).toEqual(['Prayer of confession']);
  });

  it('failing-program-changes: a vendor may not join a program’s room', async () => {
    const vendor = await open('vendor@demo.church');
    expect(await joinRoom(vendor.socket, 'program:3b0c1a8e-5f0a-4d8e-9c43-2f8c9d1e0a11')).toMatchObject({ ok: false, error: { code: 'AUTHORIZATION' } });
  });
});
