import { CONSISTENCY_HEADER, type EventOccurrenceView, type EventView } from '@koinonia/contracts';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';

/** A JPEG 3000 wide whose EXIF names a camera. */
const largeJpeg = () =>
  sharp({ create: { width: 3000, height: 1500, channels: 3, background: 'teal' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'SecretCam' } } })
    .toBuffer();

describe('event images over HTTP', () => {
  let t: TestApp;
  let staff: string;
  let member: string;

  const image = (id: string, cookie: string) =>
    t
      .http()
      .get(`/api/events/${id}/image`)
      .set('Cookie', cookie)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const schedule = async (visibility: string) =>
    (
      await t
        .http()
        .post('/api/events')
        .set('Cookie', staff)
        .send({ title: 'Harvest Festival', category: 'outreach', startsAt: '2027-09-18T10:00', endsAt: '2027-09-18T15:00', visibility })
        .expect(201)
    ).body.id as string;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    member = await t.signIn('member@demo.church');
  });
  afterAll(() => t.close());

  it('successful-image: keeps an uploaded image resized as WebP without its metadata, says so on the event, and serves it to those who see the event', async () => {
    const id = await schedule('members');
    const done = await t
      .http()
      .put(`/api/events/${id}/image`)
      .set('Cookie', staff)
      .attach('file', await largeJpeg(), 'banner.jpg')
      .expect(200);
    const position = done.body.position as string;
    const view = (await t.http().get(`/api/events/${id}`).set('Cookie', member).set(CONSISTENCY_HEADER, position).expect(200)).body as EventView;
    expect(view.hasImage).toBe(true);
    const listed = (await t.http().get('/api/events?from=2027-09-18&to=2027-09-18').set('Cookie', member).expect(200)).body as EventOccurrenceView[];
    expect(listed.find((o) => o.eventId === id)?.hasImage).toBe(true);
    const served = await image(id, member).expect(200).expect('Content-Type', 'image/webp');
    const meta = await sharp(served.body as Buffer).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: 'webp',
      width: 1600,
      height: 800,
      exif: undefined,
    });

    const removed = await t.http().delete(`/api/events/${id}/image`).set('Cookie', staff).expect(200);
    const after = (
      await t
        .http()
        .get(`/api/events/${id}`)
        .set('Cookie', staff)
        .set(CONSISTENCY_HEADER, removed.body.position as string)
        .expect(200)
    ).body as EventView;
    expect(after.hasImage).toBe(false);
    await image(id, member).expect(404);
  });

  it('failing-image: refuses a file that is not an image, members uploading, and a staff event’s image to members', async () => {
    const id = await schedule('staff');
    const refused = await t
      .http()
      .put(`/api/events/${id}/image`)
      .set('Cookie', staff)
      .attach('file', Buffer.from('%PDF-1.4 not an image'), 'flyer.pdf')
      .expect(415);
    expect(refused.body.code).toBe('UNSUPPORTED_FILE_TYPE');
    await t
      .http()
      .put(`/api/events/${id}/image`)
      .set('Cookie', member)
      .attach('file', await largeJpeg(), 'banner.jpg')
      .expect(403);
    await t
      .http()
      .put(`/api/events/${id}/image`)
      .set('Cookie', staff)
      .attach('file', await largeJpeg(), 'banner.jpg')
      .expect(200);
    await image(id, member).expect(404);
    await image(id, staff).expect(200);
  });
});
