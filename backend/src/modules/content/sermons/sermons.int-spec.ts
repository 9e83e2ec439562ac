import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import {
  CONSISTENCY_HEADER,
  type MediaFileDetailView,
  type MediaUploadDone,
  type ScripturePassage,
  type SermonFacets,
  type SermonPage,
  type SermonView,
} from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';

const MISSING = '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21';

describe('sermons over HTTP: the archive, its search and filters, publishing, drafts, scripture, the podcast feeds', () => {
  let t: TestApp;
  let staff: string;
  let pastor: string;
  let member: string;
  let leader: string;
  let position = '0';
  const unique = `${Date.now()}`;

  const get = (path: string, cookie = staff) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const send = async (method: 'post' | 'patch', path: string, body: object, status: number, cookie = staff) => {
    const response = await t.http()[method](path).set('Cookie', cookie).send(body);
    expect({ path, status: response.status, body: response.status === status ? null : response.body }).toEqual({ path, status, body: null });
    if (response.body.position) position = response.body.position;
    return response;
  };
  const sermon = (extra: object = {}) => ({
    title: `Living Water ${unique}`,
    speaker: 'Phoebe Guest',
    preachedOn: '2031-05-04',
    series: `Encounters ${unique}`,
    scripture: 'Jn 4:7-14; Ps 23',
    summary: 'Jesus meets a woman at the well.',
    ...extra,
  });
  const list = async (query: string, cookie = staff) => (await get(`/api/sermons?${query}`, cookie).expect(200)).body as SermonPage;

  beforeAll(async () => {
    t = await startTestApp();
    [staff, pastor, member, leader] = await Promise.all(['staff', 'pastor', 'member', 'leader'].map((role) => t.signIn(`${role}@demo.church`)));
  });
  afterAll(() => t.close());

  it('successful-demo: the demo church has series of published sermons by its members and a guest, with scripture, summaries and transcripts, and one draft', async () => {
    const published = await list('pageSize=100', member);
    expect(published.total).toBe(11);
    expect(new Set(published.items.map((s) => s.series?.name).filter(Boolean))).toEqual(
      new Set(['The Gospel of John', 'Songs for the Journey', 'Romans: The Gospel of Grace']),
    );
    expect(published.items.filter((s) => s.speaker.memberId !== null).length).toBeGreaterThan(0);
    expect(published.items.map((s) => s.speaker.name)).toContain('Rev. Abigail Turner');
    for (const item of published.items) {
      expect(item.scripture.length).toBeGreaterThan(0);
      expect(item.summary).not.toBe('');
    }
    const drafts = await list('status=draft&pageSize=100');
    expect(drafts.items.map((s) => s.title)).toContain('Waiting in the Dark');
    const first = (await get(`/api/sermons/${published.items[0]!.id}`, member).expect(200)).body as SermonView;
    expect(first.transcript.length).toBeGreaterThan(100);
    // Every demo sermon plays the demo library's recording, which a member may fetch; one gives its notes as a PDF.
    for (const item of published.items) expect(item.media).toMatchObject({ kind: 'file', mimeType: 'audio/mpeg', lengthBytes: expect.any(Number) });
    const played = await t
      .http()
      .get(`/api/media/${(first.media as { mediaId: string }).mediaId}/content`)
      .set('Cookie', member)
      .set('Range', 'bytes=0-1');
    expect(played.status).toBe(206);
    const withNotes = published.items.find((item) => item.title === 'The Word Became Flesh')!;
    const notes = ((await get(`/api/sermons/${withNotes.id}`, member).expect(200)).body as SermonView).attachments;
    expect(notes).toEqual([expect.objectContaining({ mediaType: 'application/pdf', name: expect.stringMatching(/^Sermon notes/) })]);
  });

  it('successful-create: a draft with its scripture normalised, answering { id, position, revision }', async () => {
    const made = await send(
      'post',
      '/api/sermons',
      sermon({ tags: ['grace', ' Grace ', 'water'], transcript: 'Whosoever drinketh of this water shall thirst again.' }),
      201,
    );
    expect(Object.keys(made.body).sort()).toEqual(['id', 'position', 'revision']);
    const view = (await get(`/api/sermons/${made.body.id}`).expect(200)).body as SermonView;
    expect(view).toMatchObject({
      title: `Living Water ${unique}`,
      speaker: { name: 'Phoebe Guest', memberId: null },
      preachedOn: '2031-05-04',
      series: { id: `encounters-${unique}`, name: `Encounters ${unique}` },
      summary: 'Jesus meets a woman at the well.',
      tags: ['grace', 'water'],
      status: 'draft',
      publishedAt: null,
      transcript: 'Whosoever drinketh of this water shall thirst again.',
    });
    expect(view.scripture.map((ref) => ref.label)).toEqual(['John 4:7–14', 'Psalm 23']);
  });

  it('failing-create: missing fields, a bad date and bad media are 400 VALIDATION_ERROR; a reference that is no passage is 400 SCRIPTURE_INVALID; nothing is recorded', async () => {
    const before = (await list('status=draft&pageSize=100')).total;
    const missing = await send('post', '/api/sermons', { preachedOn: '2031-05-04' }, 400);
    expect(missing.body.code).toBe('VALIDATION_ERROR');
    expect(missing.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['speaker', 'title']);
    expect((await send('post', '/api/sermons', sermon({ preachedOn: '4 May' }), 400)).body.code).toBe('VALIDATION_ERROR');
    expect((await send('post', '/api/sermons', sermon({ media: { kind: 'url', url: 'not a url', mimeType: 'audio/mpeg' } }), 400)).body.code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await send('post', '/api/sermons', sermon({ media: { kind: 'file' } }), 400)).body.code).toBe('VALIDATION_ERROR');
    const bad = await send('post', '/api/sermons', sermon({ scripture: 'Jn 3:16; Hezekiah 4:2' }), 400);
    expect(bad.body).toMatchObject({ code: 'SCRIPTURE_INVALID', details: { reference: 'Jn 3:16; Hezekiah 4:2' } });
    expect(bad.body.message).toMatch(/Bible reference/);
    expect((await send('post', '/api/sermons', sermon({ scripture: 'John 99:1' }), 400)).body.code).toBe('SCRIPTURE_INVALID');
    expect((await list('status=draft&pageSize=100')).total).toBe(before);
  });

  it('successful-speaker: a member who preached is linked by id (and stays the name shown); an id that names no member is refused on its field, nothing recorded', async () => {
    const people = (await get('/api/members?pageSize=5&sort=name').expect(200)).body as { items: { id: string; fullName: string }[] };
    const preacher = people.items[0]!;
    const id = (await send('post', '/api/sermons', sermon({ title: `By a member ${unique}`, speaker: preacher.fullName, speakerMemberId: preacher.id }), 201))
      .body.id as string;
    let view = (await get(`/api/sermons/${id}`).expect(200)).body as SermonView;
    expect(view.speaker).toEqual({ name: preacher.fullName, memberId: preacher.id });
    const before = (await list('status=draft&pageSize=100')).total;
    const unknown = await send('post', '/api/sermons', sermon({ speakerMemberId: MISSING }), 400);
    expect(unknown.body.details.fields.map((f: { field: string }) => f.field)).toEqual(['speakerMemberId']);
    expect((await list('status=draft&pageSize=100')).total).toBe(before);
    await send('patch', `/api/sermons/${id}`, { speaker: 'Guest Preacher', speakerMemberId: MISSING }, 400);
    // A new name without a member: the guest is no longer linked.
    await send('patch', `/api/sermons/${id}`, { speaker: 'Guest Preacher' }, 200);
    view = (await get(`/api/sermons/${id}`).expect(200)).body as SermonView;
    expect(view.speaker).toEqual({ name: 'Guest Preacher', memberId: null });
  });

  it('failing-permissions: members and leaders may not write, change or publish sermons (403); pastors may', async () => {
    const id = (await send('post', '/api/sermons', sermon({ title: `Pastor's ${unique}` }), 201, pastor)).body.id as string;
    for (const cookie of [member, leader]) {
      expect((await send('post', '/api/sermons', sermon(), 403, cookie)).body.code).toBe('AUTHORIZATION');
      await send('patch', `/api/sermons/${id}`, { title: 'Mine now' }, 403, cookie);
      await send('post', `/api/sermons/${id}/publish`, {}, 403, cookie);
    }
    await send('post', `/api/sermons/${id}/publish`, {}, 200, pastor);
  });

  it('successful-publish: drafts are hidden from members (list and detail 404) until published; then the congregation reads them', async () => {
    const id = (await send('post', '/api/sermons', sermon({ title: `Hidden Spring ${unique}` }), 201)).body.id as string;
    const search = `search=${encodeURIComponent(`Hidden Spring ${unique}`)}`;
    expect((await list(search, member)).items).toEqual([]);
    expect((await get(`/api/sermons/${id}`, member).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await list(search)).items.map((s) => s.status)).toEqual(['draft']);
    await send('post', `/api/sermons/${id}/publish`, {}, 200);
    await send('post', `/api/sermons/${id}/publish`, {}, 200);
    const seen = (await get(`/api/sermons/${id}`, member).expect(200)).body as SermonView;
    expect(seen.status).toBe('published');
    expect(seen.publishedAt).not.toBeNull();
    expect((await list(search, member)).items.map((s) => s.id)).toEqual([id]);
    await send('post', `/api/sermons/${id}/unpublish`, {}, 200);
    await get(`/api/sermons/${id}`, member).expect(404);
    expect((await send('post', `/api/sermons/${MISSING}/publish`, {}, 404)).body.code).toBe('NOT_FOUND');
    await get('/api/sermons/no-such-sermon').expect(404);
  });

  it('successful-change: only given fields change, against the revision; a stale If-Match is 409; bad scripture is refused', async () => {
    const made = await send('post', '/api/sermons', sermon({ title: `Changing ${unique}` }), 201);
    const id = made.body.id as string;
    const changed = await send(
      'patch',
      `/api/sermons/${id}`,
      {
        title: `Changed ${unique}`,
        scripture: 'Rom 8',
        series: '',
        media: { kind: 'url', url: 'https://media.example.org/a.mp3', mimeType: 'audio/mpeg', lengthBytes: 1234, durationSeconds: 60 },
      },
      200,
    );
    expect(changed.body.revision).toBe(made.body.revision + 1);
    const view = (await get(`/api/sermons/${id}`).expect(200)).body as SermonView;
    expect(view).toMatchObject({ title: `Changed ${unique}`, speaker: { name: 'Phoebe Guest' }, series: null, media: { kind: 'url', lengthBytes: 1234 } });
    expect(view.scripture.map((ref) => ref.label)).toEqual(['Romans 8']);
    const stale = await t.http().patch(`/api/sermons/${id}`).set('Cookie', staff).set('If-Match', `"${made.body.revision}"`).send({ title: 'Late' });
    expect(stale.status).toBe(409);
    expect((await send('patch', `/api/sermons/${id}`, { scripture: 'Romans 99' }, 400)).body.code).toBe('SCRIPTURE_INVALID');
    expect((await send('patch', `/api/sermons/${MISSING}`, { title: 'X' }, 404)).body.code).toBe('NOT_FOUND');
  });

  it('successful-long-transcript: a half-hour transcript (past 1,000 distinct words) is found by its words as members read it, through publish, edit and unpublish', async () => {
    const tag = `long${unique}`;
    // 1,500 distinct words: the read store once refused such a document, which stopped every read model.
    const words = Array.from({ length: 1_500 }, (_, i) => `w${i.toString(36)}x`);
    const transcript = `${words.join(' ')} Melchizedek ${tag}`;
    const id = (await send('post', '/api/sermons', sermon({ title: `Priest ${tag}`, transcript }), 201)).body.id as string;
    const found = async (search: string, cookie = member) => (await list(`search=${encodeURIComponent(search)}`, cookie)).items.map((s) => s.id);
    expect(await found(`melchizedek ${tag}`, staff)).toEqual([id]);
    expect(await found(`melchizedek ${tag}`)).toEqual([]);
    await send('post', `/api/sermons/${id}/publish`, {}, 200);
    expect(await found(`melchizedek ${tag}`)).toEqual([id]);
    expect(await found(`${words[1_499]} ${tag}`)).toEqual([id]);
    // Whole words from the transcript; the text anywhere from the title.
    expect(await found(`melchiz ${tag}`)).toEqual([]);
    expect(await found(`riest ${tag}`)).toEqual([id]);
    await send('patch', `/api/sermons/${id}`, { transcript: `${words.slice(500).join(' ')} Salem ${tag}` }, 200);
    expect(await found(`melchizedek ${tag}`)).toEqual([]);
    expect(await found(`${words[0]} ${tag}`)).toEqual([]);
    expect(await found(`salem ${tag}`)).toEqual([id]);
    await send('post', `/api/sermons/${id}/unpublish`, {}, 200);
    expect(await found(`salem ${tag}`)).toEqual([]);
    expect(await found(`salem ${tag}`, staff)).toEqual([id]);
  });

  it('successful-search: over title, speaker, series, scripture and transcript; filters by series, speaker, book and date', async () => {
    const tag = `q${unique}`;
    const a = (
      await send(
        'post',
        '/api/sermons',
        sermon({
          title: `Bread ${tag}`,
          speaker: 'Daniel Mensah',
          series: `Signs ${tag}`,
          scripture: 'Jn 6:35',
          preachedOn: '2031-01-04',
          transcript: 'I am the bread of life.',
        }),
        201,
      )
    ).body.id;
    const b = (
      await send(
        'post',
        '/api/sermons',
        sermon({
          title: `Light ${tag}`,
          speaker: 'Maria Lopez',
          series: `Signs ${tag}`,
          scripture: 'Jn 8:12',
          preachedOn: '2031-02-01',
          transcript: 'I am the light of the world.',
        }),
        201,
      )
    ).body.id;
    const c = (
      await send(
        'post',
        '/api/sermons',
        sermon({
          title: `Shepherd ${tag}`,
          speaker: 'Daniel Mensah',
          series: `Psalms ${tag}`,
          scripture: 'Ps 23',
          preachedOn: '2031-03-01',
          transcript: 'Goodness and mercy shall follow me.',
        }),
        201,
      )
    ).body.id;
    const ids = async (query: string) => (await list(`${query}&search=${tag}`)).items.map((s) => s.id);
    expect(await ids('')).toEqual([c, b, a]);
    expect(await ids('sort=preachedOn')).toEqual([a, b, c]);
    expect((await list(`search=${encodeURIComponent('LIGHT OF THE WORLD')}`)).items.map((s) => s.id)).toEqual([b]);
    expect((await list(`search=${encodeURIComponent(`psalm 23`)}&series=psalms-${tag}`)).items.map((s) => s.id)).toEqual([c]);
    // A transcript is searched by its words, in any order; the other fields for the text anywhere in them.
    expect((await list(`search=${encodeURIComponent('follow GOODNESS')}&series=psalms-${tag}`)).items.map((s) => s.id)).toEqual([c]);
    expect((await list(`search=goodn&series=psalms-${tag}`)).items).toEqual([]);
    expect((await list(`search=shephe&series=psalms-${tag}`)).items.map((s) => s.id)).toEqual([c]);
    expect(await ids(`series=signs-${tag}`)).toEqual([b, a]);
    expect(await ids(`series=${encodeURIComponent(`Signs ${tag}`)}`)).toEqual([b, a]);
    expect(await ids('speaker=daniel%20mensah')).toEqual([c, a]);
    expect(await ids('book=Ps')).toEqual([c]);
    expect(await ids('book=John&from=2031-01-10&to=2031-12-31')).toEqual([b]);
    expect((await get('/api/sermons?book=Hezekiah').expect(400)).body.code).toBe('VALIDATION_ERROR');
    expect((await get('/api/sermons?from=yesterday').expect(400)).body.code).toBe('VALIDATION_ERROR');
    const facets = (await get('/api/sermons/facets').expect(200)).body as SermonFacets;
    expect(facets.series.map((s) => s.id)).toEqual(expect.arrayContaining([`signs-${tag}`, `psalms-${tag}`]));
    expect(facets.books).toEqual(expect.arrayContaining(['Ps', 'John']));
  });

  it("successful-passages: the sermon's references in the King James text, paragraph marks and brackets removed", async () => {
    const id = (await send('post', '/api/sermons', sermon({ scripture: 'Jn 3:16-17; Ps 23' }), 201)).body.id as string;
    const passages = (await get(`/api/sermons/${id}/passages`).expect(200)).body as ScripturePassage[];
    expect(passages.map((p) => [p.label, p.verses.length, p.truncated])).toEqual([
      ['John 3:16–17', 2, false],
      ['Psalm 23', 6, false],
    ]);
    expect(passages[0]!.verses[0]).toEqual({
      reference: 'John 3:16',
      chapter: 3,
      verse: 16,
      text: 'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    });
    expect(passages[1]!.verses[0]!.text).toBe('The LORD is my shepherd; I shall not want.');
  });

  it('successful-global-search: published sermons for everyone signed in, drafts only for the media team', async () => {
    const word = `Zacchaeus${unique}`;
    const draft = (await send('post', '/api/sermons', sermon({ title: `${word} draft` }), 201)).body.id as string;
    const shown = (await send('post', '/api/sermons', sermon({ title: `${word} published` }), 201)).body.id as string;
    await send('post', `/api/sermons/${shown}/publish`, {}, 200);
    const found = async (cookie: string) =>
      ((await get(`/api/search?q=${word}`, cookie).expect(200)).body.results as { kind: string; id: string; path: string }[]).filter(
        (r) => r.kind === 'sermon',
      );
    expect((await found(member)).map((r) => r.id)).toEqual([shown]);
    expect((await found(staff)).map((r) => r.id).sort()).toEqual([draft, shown].sort());
    expect((await found(member))[0]!.path).toBe(`/sermons/${shown}`);
  });

  describe("a sermon's files from the media library", () => {
    const TUS = { 'Tus-Resumable': '1.0.0' };
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    let folder: string;
    let audio: Buffer;
    let audioId: string;
    let pdfId: string;
    let sermonId: string;

    const upload = async (name: string, bytes: Buffer): Promise<string> => {
      const created = await t
        .http()
        .post('/api/uploads')
        .set('Cookie', staff)
        .set(TUS)
        .set('Upload-Length', String(bytes.length))
        .set('Upload-Metadata', `filename ${Buffer.from(name).toString('base64')}`)
        .expect(201);
      const done = await t
        .http()
        .patch(created.headers.location as string)
        .set('Cookie', staff)
        .set(TUS)
        .set('Upload-Offset', '0')
        .set('Content-Type', 'application/offset+octet-stream')
        .send(bytes)
        .expect(200);
      const answer = JSON.parse(done.text) as MediaUploadDone;
      position = answer.position;
      return answer.id;
    };
    const bytesOf = (path: string, cookie: string | null, range?: string) => {
      const request = t.http().get(path).set(CONSISTENCY_HEADER, position);
      if (cookie) request.set('Cookie', cookie);
      if (range) request.set('Range', range);
      return request.buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    };

    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), 'sermon-files-'));
      const path = join(folder, 'sermon.mp3');
      execFileSync('/usr/bin/ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=3', '-c:a', 'libmp3lame', '-b:a', '64k', path]);
      audio = readFileSync(path);
      audioId = await upload(`Sermon audio ${unique}.mp3`, audio);
      pdfId = await upload(`Notes ${unique}.pdf`, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2000), Buffer.from('\n%%EOF\n')]));
      // The probe reads the recording's length in the background.
      await t.settled();
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('successful-file: a draft plays a library file with the type, size and length the library knows, and gives its notes as attachments', async () => {
      const made = await send(
        'post',
        '/api/sermons',
        sermon({ title: `From the library ${unique}`, media: { kind: 'file', mediaId: audioId }, attachmentIds: [pdfId] }),
        201,
      );
      sermonId = made.body.id;
      const view = (await get(`/api/sermons/${sermonId}`).expect(200)).body as SermonView;
      expect(view.media).toEqual({
        kind: 'file',
        mediaId: audioId,
        mimeType: 'audio/mpeg',
        lengthBytes: audio.length,
        durationSeconds: 3,
        name: `Sermon audio ${unique}.mp3`,
      });
      expect(view.attachments).toEqual([
        { mediaId: pdfId, name: `Notes ${unique}.pdf`, mediaType: 'application/pdf', bytes: 2000 + 16, url: `/api/media/${pdfId}/content` },
      ]);
      const listed = await list(`search=${encodeURIComponent(`From the library ${unique}`)}`);
      expect(listed.items[0]!.media).toMatchObject({ kind: 'file', mimeType: 'audio/mpeg', lengthBytes: audio.length });
    });

    it('failing-file: a recording that is no audio or video of the library, an attachment that is no file of it, or one given twice, is 400; nothing changes', async () => {
      const refused = await send('post', '/api/sermons', sermon({ media: { kind: 'file', mediaId: pdfId } }), 400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: [{ field: 'media.mediaId' }] } });
      expect((await send('post', '/api/sermons', sermon({ media: { kind: 'file', mediaId: MISSING } }), 400)).body.code).toBe('VALIDATION_ERROR');
      const revision = ((await get(`/api/sermons/${sermonId}`).expect(200)).body as SermonView).revision;
      const unknown = await send('patch', `/api/sermons/${sermonId}`, { attachmentIds: [pdfId, MISSING] }, 400);
      expect(unknown.body).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: [{ field: 'attachmentIds.1' }] } });
      expect((await send('patch', `/api/sermons/${sermonId}`, { attachmentIds: [pdfId, pdfId] }, 400)).body.code).toBe('VALIDATION_ERROR');
      expect((await send('patch', `/api/sermons/${sermonId}`, { attachmentIds: ['not-an-id'] }, 400)).body.code).toBe('VALIDATION_ERROR');
      expect(((await get(`/api/sermons/${sermonId}`).expect(200)).body as SermonView).revision).toBe(revision);
    });

    it("successful-play: members fetch a published sermon's recording and attachments (ranges too), not a draft's (403); signed out, the podcast route serves only a published sermon's recording", async () => {
      await bytesOf(`/api/media/${audioId}/content`, member).expect(403);
      await bytesOf(`/api/media/${pdfId}/content`, member).expect(403);
      await bytesOf(`/api/podcast/media/${sermonId}`, null).expect(404);
      await send('post', `/api/sermons/${sermonId}/publish`, {}, 200);
      const whole = await bytesOf(`/api/media/${audioId}/content`, member).expect(200);
      expect(sha256(whole.body as Buffer)).toBe(sha256(audio));
      await bytesOf(`/api/media/${pdfId}/content`, member).expect(200);
      const podcast = await bytesOf(`/api/podcast/media/${sermonId}`, null).expect(200);
      expect(podcast.headers['content-type']).toBe('audio/mpeg');
      expect(podcast.headers['accept-ranges']).toBe('bytes');
      expect(sha256(podcast.body as Buffer)).toBe(sha256(audio));
      const part = await bytesOf(`/api/podcast/media/${sermonId}`, null, 'bytes=100-199').expect(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${audio.length}`);
      expect((part.body as Buffer).equals(audio.subarray(100, 200))).toBe(true);
      await bytesOf(`/api/podcast/media/${sermonId}`, null, `bytes=${audio.length}-`).expect(416);
      await bytesOf(`/api/podcast/media/${MISSING}`, null).expect(404);

      const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'item' });
      const xml = parser.parse((await t.http().get('/api/podcast/feed.xml').set(CONSISTENCY_HEADER, position).expect(200)).text);
      const item = (xml.rss.channel.item as { guid: { '#text': string }; enclosure: Record<string, string>; 'itunes:duration': number }[]).find(
        (entry) => entry.guid['#text'] === sermonId,
      )!;
      expect(item.enclosure['@url']).toMatch(new RegExp(`^https?://[^/]+/api/podcast/media/${sermonId}$`));
      expect(item.enclosure).toMatchObject({ '@length': String(audio.length), '@type': 'audio/mpeg' });
      expect(item['itunes:duration']).toBe(3);

      await send('post', `/api/sermons/${sermonId}/unpublish`, {}, 200);
      await bytesOf(`/api/media/${audioId}/content`, member).expect(403);
      await bytesOf(`/api/podcast/media/${sermonId}`, null).expect(404);
      await bytesOf(`/api/media/${audioId}/content`, staff).expect(200);
    });

    it('successful-usage: the library names the sermon that uses a file, as recording or attachment, and deleting it asks first (MEDIA_IN_USE)', async () => {
      for (const id of [audioId, pdfId]) {
        const file = (await get(`/api/media/${id}`).expect(200)).body as MediaFileDetailView;
        expect(file.uses).toEqual([{ kind: 'sermon', title: `From the library ${unique}`, link: `/sermons/${sermonId}` }]);
        const refused = await t.http().delete(`/api/media/${id}`).set('Cookie', staff).expect(409);
        expect(refused.body).toMatchObject({ code: 'MEDIA_IN_USE', details: { uses: [{ kind: 'sermon', link: `/sermons/${sermonId}` }] } });
      }
      await send('patch', `/api/sermons/${sermonId}`, { attachmentIds: [] }, 200);
      expect(((await get(`/api/media/${pdfId}`).expect(200)).body as MediaFileDetailView).uses).toEqual([]);
      position = (await t.http().delete(`/api/media/${pdfId}`).set('Cookie', staff).expect(200)).body.position;
    });
  });

  describe('the podcast feeds', () => {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'item' });
    type Item = Record<string, unknown> & { enclosure: Record<string, string>; guid: { '#text': string } };
    const feed = async (path: string) => {
      const response = await t.http().get(path).set(CONSISTENCY_HEADER, position).expect(200);
      expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
      const xml = parser.parse(response.text);
      return xml.rss.channel as Record<string, unknown> & { item?: Item[] };
    };
    let episode: string;
    let draft: string;

    beforeAll(async () => {
      const media = (n: number) => ({
        kind: 'url',
        url: `https://media.example.org/${unique}-${n}.mp3`,
        mimeType: 'audio/mpeg',
        lengthBytes: 31_415_926,
        durationSeconds: 1_845,
      });
      episode = (await send('post', '/api/sermons', sermon({ title: `Episode ${unique}`, series: `Feed Series ${unique}`, media: media(1) }), 201)).body.id;
      draft = (await send('post', '/api/sermons', sermon({ title: `Unpublished ${unique}`, series: `Feed Series ${unique}`, media: media(2) }), 201)).body.id;
      await send('post', `/api/sermons/${episode}/publish`, {}, 200);
    });

    const checkChannel = (channel: Record<string, unknown>) => {
      expect(channel.title).toEqual(expect.any(String));
      expect(channel.link).toMatch(/\/sermons$/);
      expect(channel.description).toEqual(expect.any(String));
      expect(channel.language).toBe('en');
      expect(channel['itunes:author']).toEqual(expect.any(String));
      expect((channel['itunes:image'] as Record<string, string>)['@href']).toMatch(/\/api\/podcast\/cover\.png$/);
      expect((channel['itunes:category'] as Record<string, unknown>)['@text']).toBe('Religion & Spirituality');
      expect(channel['itunes:explicit']).toBe(false);
    };
    const checkItem = (item: Item) => {
      expect(item.title).toEqual(expect.any(String));
      expect(item.enclosure['@url']).toMatch(/^https?:\/\//);
      expect(Number(item.enclosure['@length'])).toBeGreaterThan(0);
      expect(item.enclosure['@type']).toMatch(/^(audio|video)\//);
      expect(item.guid['#text']).toEqual(expect.any(String));
      expect(Number.isNaN(Date.parse(item.pubDate as string))).toBe(false);
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(Number(item['itunes:duration'])).toBeGreaterThan(0);
    };

    it('successful-feed: every published sermon with a recording, with every tag Apple requires; drafts left out; no sign-in needed', async () => {
      const channel = await feed('/api/podcast/feed.xml');
      checkChannel(channel);
      const items = channel.item ?? [];
      expect(items.length).toBeGreaterThan(0);
      items.forEach(checkItem);
      const guids = items.map((item) => item.guid['#text']);
      expect(guids).toContain(episode);
      expect(guids).not.toContain(draft);
      const ours = items.find((item) => item.guid['#text'] === episode)!;
      expect(ours).toMatchObject({
        title: `Episode ${unique}`,
        enclosure: { '@url': `https://media.example.org/${unique}-1.mp3`, '@length': '31415926', '@type': 'audio/mpeg' },
        pubDate: 'Sun, 04 May 2031 12:00:00 GMT',
        'itunes:duration': 1845,
      });
    });

    it("successful-series-feed: one series' published sermons; an unknown series is 404", async () => {
      const channel = await feed(`/api/podcast/series/feed-series-${unique}/feed.xml`);
      checkChannel(channel);
      expect(channel.title).toContain(`Feed Series ${unique}`);
      expect((channel.item ?? []).map((item) => item.guid['#text'])).toEqual([episode]);
      (channel.item ?? []).forEach(checkItem);
      await t.http().get('/api/podcast/series/no-such-series/feed.xml').expect(404);
    });

    it('successful-cover: a square PNG of at least 1400 pixels, without sign-in', async () => {
      const response = await t.http().get('/api/podcast/cover.png').expect(200);
      expect(response.headers['content-type']).toBe('image/png');
      const png = response.body as Buffer;
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1400, 1400]);
    });
  });
});
