import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { CONSISTENCY_HEADER, type MediaFileDetailView, type MediaFilePage, type MediaUploadDone } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';
import { MediaFiles, MediaUsageRegistry, type MediaStream, type MediaUsageProvider } from '.';

const TUS = { 'Tus-Resumable': '1.0.0' };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the upload center and the media library over HTTP', () => {
  let t: TestApp;
  let staff: string;
  let member: string;
  let position = '0';
  let folder: string;
  const used = new Map<string, string>();
  /** Files the stand-in context shows to everyone signed in (as a published sermon shows its recording). */
  const shown = new Set<string>();

  const get = (path: string, cookie = staff) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const bytesOf = (path: string, cookie = staff, range?: string) => {
    const request = get(path, cookie);
    if (range) request.set('Range', range);
    return request.buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  };
  const create = (name: string, length: number, cookie = staff) =>
    t
      .http()
      .post('/api/uploads')
      .set('Cookie', cookie)
      .set(TUS)
      .set('Upload-Length', String(length))
      .set('Upload-Metadata', `filename ${Buffer.from(name).toString('base64')}`);
  const patch = (location: string, offset: number, bytes: Buffer, cookie = staff) =>
    t
      .http()
      .patch(location)
      .set('Cookie', cookie)
      .set(TUS)
      .set('Upload-Offset', String(offset))
      .set('Content-Type', 'application/offset+octet-stream')
      .send(bytes);
  /** Uploads in one go and answers the new file's id. */
  const upload = async (name: string, bytes: Buffer): Promise<string> => {
    const created = await create(name, bytes.length).expect(201);
    const done = await patch(created.headers.location as string, 0, bytes).expect(200);
    const answer = JSON.parse(done.text) as MediaUploadDone;
    position = answer.position;
    return answer.id;
  };

  beforeAll(async () => {
    t = await startTestApp();
    [staff, member] = await Promise.all([t.signIn('staff@demo.church'), t.signIn('member@demo.church')]);
    folder = mkdtempSync(join(tmpdir(), 'media-spec-'));
    // A stand-in for a context that uses files (sermons register their own provider).
    const bulletins: MediaUsageProvider = {
      kind: 'bulletin',
      usesOf: async (id) => (used.has(id) ? [{ kind: 'bulletin', title: used.get(id)!, link: `/bulletins/${id}` }] : []),
      shownToEveryone: async (id) => shown.has(id),
    };
    t.app.get(MediaUsageRegistry).register(bulletins);
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t.close();
  });

  it('successful-demo: the demo church has generated banners, a video and a sermon recording, probed, tagged and uploaded by the staff account', async () => {
    await t.settled();
    const library = (await get('/api/media?pageSize=50').expect(200)).body as MediaFilePage;
    const byName = new Map(library.items.map((file) => [file.name, file]));
    expect(byName.get('Easter Sunday banner.jpg')).toMatchObject({
      kind: 'image',
      tags: ['banner', 'easter'],
      probe: 'done',
      hasThumbnail: true,
      uploadedBy: { name: 'Maria Lopez' },
    });
    expect(byName.get('Welcome video.mp4')).toMatchObject({ kind: 'video', probe: 'done', hasThumbnail: true, metadata: { width: 640, height: 360 } });
    expect(byName.get('The Good Shepherd (sermon audio).mp3')).toMatchObject({ kind: 'audio', mediaType: 'audio/mpeg', probe: 'done', hasThumbnail: false });
  });

  it('successful-resume: an upload stopped part-way goes on from the offset HEAD gives, and assembles a byte-identical file', async () => {
    const noise = await sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    const created = await create('Choir noise.png', noise.length).expect(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const half = Math.floor(noise.length / 2);
    await patch(location, 0, noise.subarray(0, half)).expect(204);
    const head = await t.http().head(location).set('Cookie', staff).set(TUS).expect(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(head.headers['upload-length']).toBe(String(noise.length));
    const done = await patch(location, Number(head.headers['upload-offset']), noise.subarray(half)).expect(200);
    const answer = JSON.parse(done.text) as MediaUploadDone;
    position = answer.position;
    const stored = await bytesOf(`/api/media/${answer.id}/content`).expect(200);
    expect(stored.headers['content-type']).toBe('image/png');
    expect(stored.headers['accept-ranges']).toBe('bytes');
    expect(sha256(stored.body as Buffer)).toBe(sha256(noise));
    const file = (await get(`/api/media/${answer.id}`).expect(200)).body as MediaFileDetailView;
    expect(file).toMatchObject({ name: 'Choir noise.png', kind: 'image', mediaType: 'image/png', bytes: noise.length, sha256: sha256(noise), uses: [] });
    expect(file.uploadedBy?.name).toBeTruthy();
    // The upload itself is gone once it is in the library.
    await t.http().head(location).set('Cookie', staff).set(TUS).expect(404);
  });

  it('failing-type: an executable named .mp3 is refused by its content (UNSUPPORTED_FILE_TYPE) and never reaches the library', async () => {
    for (const [name, header] of [
      ['worship.mp3', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])],
      ['hymn.mp3', Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1')],
    ] as const) {
      const bytes = Buffer.concat([header, randomBytes(4096)]);
      const created = await create(name, bytes.length).expect(201);
      const refused = await patch(created.headers.location as string, 0, bytes).expect(415);
      expect(JSON.parse(refused.text)).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    }
    for (const name of ['worship.mp3', 'hymn.mp3']) expect(((await get(`/api/media?search=${name}`).expect(200)).body as MediaFilePage).items).toEqual([]);
  });

  it('failing-size: an upload larger than the church allows is refused before a byte is sent (FILE_TOO_LARGE)', async () => {
    const settings = await get('/api/media/settings').expect(200);
    expect(settings.body.maxUploadBytes).toBe(2 * 1024 ** 3);
    const changed = await t
      .http()
      .put('/api/media/settings')
      .set('Cookie', staff)
      .send({ maxUploadBytes: 1024 * 1024 })
      .expect(200);
    position = changed.body.position;
    const refused = await create('long service.mp4', 1024 * 1024 + 1).expect(413);
    expect(refused.body).toMatchObject({ code: 'FILE_TOO_LARGE' });
    await create('short clip.mp4', 1024 * 1024).expect(201);
    await t.http().put('/api/media/settings').set('Cookie', staff).send({ maxUploadBytes: 1024 }).expect(400);
    position = (
      await t
        .http()
        .put('/api/media/settings')
        .set('Cookie', staff)
        .send({ maxUploadBytes: 2 * 1024 ** 3 })
        .expect(200)
    ).body.position;
  });

  it("failing-protocol: what tus refuses itself (no Tus-Resumable, an unknown upload, a malformed length) answers in the catalogue's words, with tus's status", async () => {
    const bare = await t.http().post('/api/uploads').set('Cookie', staff).set('Upload-Length', '10').expect(412);
    expect(bare.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    const unknown = await t
      .http()
      .patch('/api/uploads/5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21')
      .set('Cookie', staff)
      .set(TUS)
      .set('Upload-Offset', '0')
      .set('Content-Type', 'application/offset+octet-stream')
      .send(Buffer.from('abc'))
      .expect(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
    const malformed = await t.http().post('/api/uploads').set('Cookie', staff).set(TUS).set('Upload-Length', 'lots').expect(400);
    expect(malformed.body).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('successful-range: a range request answers 206 with exactly those bytes; past the end is 416; members may play what something published shows them, and nothing else (403)', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(5000), Buffer.from('\n%%EOF\n')]);
    const id = await upload('Bulletin.pdf', pdf);
    const refused = await bytesOf(`/api/media/${id}/content`, member).expect(403);
    expect(JSON.parse((refused.body as Buffer).toString())).toMatchObject({ code: 'AUTHORIZATION' });
    await get(`/api/media/${id}/thumbnail`, member).expect(403);
    await bytesOf('/api/media/5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21/content', member).expect(404);
    shown.add(id);
    const part = await bytesOf(`/api/media/${id}/content`, member, 'bytes=100-1099').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${pdf.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect((part.body as Buffer).equals(pdf.subarray(100, 1100))).toBe(true);
    const tail = await bytesOf(`/api/media/${id}/content`, member, 'bytes=-10').expect(206);
    expect((tail.body as Buffer).equals(pdf.subarray(pdf.length - 10))).toBe(true);
    await bytesOf(`/api/media/${id}/content`, member, `bytes=${pdf.length}-`).expect(416);
    // What other contexts use (sermons play their recordings through it): describe a file, open a range.
    const files = t.app.get(MediaFiles);
    expect(await files.describe(id)).toMatchObject({ id, name: 'Bulletin.pdf', kind: 'document', bytes: pdf.length });
    const opened: MediaStream | null = await files.open(id, { start: 10, end: 19 });
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf.subarray(10, 20))).toBe(true);
    expect(await files.describe('5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21')).toBeNull();
    await get('/api/media', member).expect(403);
    await create('nope.pdf', 10, member).expect(403);
  });

  it('successful-probe: a video made by ffmpeg gets its duration, resolution, codecs and a frame as thumbnail; an image made by sharp its size', async () => {
    const video = join(folder, 'clip.mp4');
    execFileSync('/usr/bin/ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=25:duration=1',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=1',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      video,
    ]);
    const videoId = await upload('Welcome clip.mp4', readFileSync(video));
    const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3b5bdb' } })
      .jpeg()
      .toBuffer();
    const imageId = await upload('Banner.jpg', image);
    await t.settled();
    const clip = (await get(`/api/media/${videoId}`).expect(200)).body as MediaFileDetailView;
    expect(clip).toMatchObject({ kind: 'video', mediaType: 'video/mp4', probe: 'done', hasThumbnail: true, metadata: { width: 320, height: 240 } });
    expect(clip.metadata!.durationSeconds).toBeGreaterThan(0.9);
    expect(clip.metadata!.durationSeconds).toBeLessThan(1.2);
    expect(clip.metadata!.codecs).toEqual(['h264', 'aac']);
    const frame = await bytesOf(clip.thumbnailUrl!).expect(200);
    expect(frame.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(frame.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 320 });
    const banner = (await get(`/api/media/${imageId}`).expect(200)).body as MediaFileDetailView;
    expect(banner).toMatchObject({ kind: 'image', probe: 'done', hasThumbnail: true, metadata: { width: 640, height: 360, durationSeconds: null } });
    expect(await sharp((await bytesOf(banner.thumbnailUrl!).expect(200)).body as Buffer).metadata()).toMatchObject({ width: 480, height: 270 });
  });

  it('failing-probe: a file that only looks like a video is kept, and its probe recorded as failed; the server goes on', async () => {
    const fake = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), randomBytes(4000)]);
    const id = await upload('Broken.mp4', fake);
    await t.settled();
    expect((await get(`/api/media/${id}`).expect(200)).body).toMatchObject({ kind: 'video', probe: 'failed', metadata: null, hasThumbnail: false });
    await get('/api/health').expect(200);
  });

  it('successful-library: files are renamed and tagged, and found by name, tag and kind', async () => {
    const id = await upload(
      'IMG_2041.png',
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    const changed = await t
      .http()
      .patch(`/api/media/${id}`)
      .set('Cookie', staff)
      .send({ name: 'Baptism Sunday', tags: ['Baptism', 'sacraments', 'baptism'] })
      .expect(200);
    position = changed.body.position;
    const file = (await get(`/api/media/${id}`).expect(200)).body as MediaFileDetailView;
    expect(file).toMatchObject({ name: 'Baptism Sunday', tags: ['baptism', 'sacraments'] });
    const found = (query: string) =>
      get(`/api/media?${query}`)
        .expect(200)
        .then((r) => (r.body as MediaFilePage).items.map((item) => item.id));
    expect(await found('search=baptism%20sun')).toEqual([id]);
    expect(await found('tag=sacraments')).toEqual([id]);
    expect(await found('kind=image&search=baptism')).toEqual([id]);
    expect(await found('kind=video&search=baptism')).toEqual([]);
    expect((await get('/api/media/tags').expect(200)).body.tags).toEqual(expect.arrayContaining(['baptism', 'sacraments', 'youth']));
    await t
      .http()
      .patch(`/api/media/${id}`)
      .set('Cookie', staff)
      .send({ tags: ['no/slashes'] })
      .expect(400);
    await t.http().patch(`/api/media/${id}`).set('Cookie', staff).set('If-Match', '"0"').send({ name: 'Stale' }).expect(409);
  });

  it('failing-delete: a file something uses is deleted only when confirmed (MEDIA_IN_USE names the uses); its bytes then go', async () => {
    const id = await upload('Sermon audio.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(100)]));
    used.set(id, 'The Good Shepherd');
    const refused = await t.http().delete(`/api/media/${id}`).set('Cookie', staff).expect(409);
    expect(refused.body).toMatchObject({
      code: 'MEDIA_IN_USE',
      details: { uses: [{ kind: 'bulletin', title: 'The Good Shepherd', link: `/bulletins/${id}` }] },
    });
    expect(((await get(`/api/media/${id}`).expect(200)).body as MediaFileDetailView).uses).toHaveLength(1);
    position = (await t.http().delete(`/api/media/${id}?confirm=true`).set('Cookie', staff).expect(200)).body.position;
    await get(`/api/media/${id}`).expect(404);
    await bytesOf(`/api/media/${id}/content`).expect(404);
    const unused = await upload('Unused.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(100)]));
    await t.http().delete(`/api/media/${unused}`).set('Cookie', staff).expect(200);
  });
});
