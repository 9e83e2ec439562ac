import { CONSISTENCY_HEADER, type MemberView } from '@koinonia/contracts';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

/** A JPEG 300 wide and 200 high whose EXIF says "turn me a quarter" (orientation 6), with a camera name. */
const sidewaysJpeg = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: 'teal' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SecretCam' } } })
    .toBuffer();

describe('member photos', () => {
  let t: TestApp;
  let staff: string;
  let member: string;
  let ruthId: string;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    member = await t.signIn('member@demo.church');
    ruthId = (await t.http().get('/api/members/me').set('Cookie', member).expect(200)).body.id;
  });
  afterAll(() => t.close());

  const upload = (id: string, cookie: string, bytes: Buffer, filename = 'me.jpg') =>
    t.http().put(`/api/members/${id}/photo`).set('Cookie', cookie).attach('file', bytes, filename);
  const read = async (id: string, cookie: string, position: string) =>
    (await t.http().get(`/api/members/${id}`).set('Cookie', cookie).set(CONSISTENCY_HEADER, position).expect(200)).body as MemberView;
  const image = (id: string, cookie: string, size = '') =>
    t
      .http()
      .get(`/api/members/${id}/photo${size}`)
      .set('Cookie', cookie)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('successful-photo: a member uploads their own photo; it is kept upright, without its metadata, with a thumbnail', async () => {
    const done = await upload(ruthId, member, await sidewaysJpeg()).expect(200);
    const ruth = await read(ruthId, member, done.body.position);
    expect(ruth.photo).toEqual(expect.any(String));
    const full = await image(ruthId, member).expect(200);
    expect(full.headers['content-type']).toBe('image/webp');
    const meta = await sharp(full.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual(['webp', 200, 300, undefined, undefined]);
    const thumb = await sharp((await image(ruthId, member, '?size=thumb').expect(200)).body as Buffer).metadata();
    expect([thumb.width, thumb.height]).toEqual([160, 160]);
    // Staff see it too; the history says so.
    await image(ruthId, staff).expect(200);
    const history = (await t.http().get(`/api/members/${ruthId}/history`).set('Cookie', member).expect(200)).body;
    expect(history[0]).toMatchObject({ type: 'photo-changed' });
  });

  it('successful-photo: staff replace and remove a photo; then there is none to get', async () => {
    const created = await t.http().post('/api/members').set('Cookie', staff).send({ fullName: 'Photo Person', ministry: 'Youth', role: 'member' }).expect(201);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    await upload(created.body.id, staff, png, 'x.png').expect(200);
    const removed = await t.http().delete(`/api/members/${created.body.id}/photo`).set('Cookie', staff).expect(200);
    expect((await read(created.body.id, staff, removed.body.position)).photo).toBeUndefined();
    expect((await image(created.body.id, staff)).status).toBe(404);
  });

  it('failing-photo: not an image, or a file named .jpg that is not one, is refused and nothing changes', async () => {
    const before = await read(ruthId, member, '0');
    const text = await upload(ruthId, member, Buffer.from('name,email\n'), 'me.jpg').expect(415);
    expect(text.body.code).toBe('UNSUPPORTED_FILE_TYPE');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload(ruthId, member, gif, 'me.jpg')).body.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect((await t.http().put(`/api/members/${ruthId}/photo`).set('Cookie', member).send({ file: 'x' })).body.code).toBe('UPLOAD_FAILED');
    expect((await read(ruthId, member, '0')).revision).toBe(before.revision);
  });

  it("failing-photo: a member may not change someone else's photo, nor see one of a record hidden from them", async () => {
    const hidden = await t.http().post('/api/members').set('Cookie', staff).send({ fullName: 'Hidden Photo', ministry: 'Youth', role: 'member' }).expect(201);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'blue' } })
      .png()
      .toBuffer();
    await upload(hidden.body.id, staff, png, 'x.png').expect(200);
    const unlisted = await t
      .http()
      .put(`/api/members/${hidden.body.id}/privacy`)
      .set('Cookie', staff)
      .send({ listed: false, shareEmail: false, sharePhone: false, shareAddress: false })
      .expect(200);
    await read(hidden.body.id, staff, unlisted.body.position);
    expect((await upload(hidden.body.id, member, png, 'x.png')).status).toBe(404);
    expect((await image(hidden.body.id, member)).status).toBe(404);
    await image(hidden.body.id, staff).expect(200);
  });
});
