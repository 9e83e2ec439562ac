import { CONSISTENCY_HEADER, type NotificationList, type VendorAccountView, type VendorBookingView, type VendorView } from '@koinonia/contracts';
import sharp from 'sharp';
import { connectSocket, listen, nextEvent, type TestSocket } from '../../testing/socket-client.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';
import { VendorBookingCompletionJob } from '.';

const usd = (minor: number) => ({ minor, currency: 'USD' });

describe('vendors over HTTP: the directory, booking, the vendor portal, live answers', () => {
  let t: TestApp;
  let staff: string;
  let pastor: string;
  let vendor: string;
  let member: string;
  let auditor: string;
  let position = '0';
  const sockets: TestSocket[] = [];

  const get = (path: string, cookie: string) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const send = async (path: string, body: object, status: number, cookie: string, method: 'post' | 'put' = 'post') => {
    const response = await t.http()[method](path).set('Cookie', cookie).send(body);
    expect({ path, status: response.status, body: response.status === status ? null : response.body }).toEqual({ path, status, body: null });
    if (response.body.position) position = response.body.position;
    return response;
  };
  const demoVendor = async () => (await get('/api/vendors/me', vendor).expect(200)).body as VendorView;
  const book = async (startsAt: string, endsAt: string, cookie = staff) =>
    (
      await send(
        '/api/vendor-bookings',
        {
          vendorId: (await demoVendor()).id,
          startsAt,
          endsAt,
          service: 'Sound for the evening',
          notes: 'Main hall',
          event: 'Harvest supper',
          attendees: 150,
          budget: usd(50000),
        },
        201,
        cookie,
      )
    ).body as { id: string; status: string };

  beforeAll(async () => {
    t = await startTestApp();
    [staff, pastor, vendor, member, auditor] = await Promise.all(
      ['staff', 'pastor', 'vendor', 'member', 'auditor'].map((role) => t.signIn(`${role}@demo.church`)),
    );
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('successful-directory: the demo directory, searched and filtered; the demo vendor account keeps its own profile', async () => {
    const all = (await get('/api/vendors', staff).expect(200)).body as VendorView[];
    expect(all.map((v) => v.category)).toEqual(expect.arrayContaining(['catering', 'audio-visual', 'photography', 'cleaning', 'transport', 'florist']));
    const florists = (await get('/api/vendors?category=florist', auditor).expect(200)).body as VendorView[];
    expect(florists.map((v) => v.name)).toEqual(['Lily & Vine Florist']);
    const searched = (await get('/api/vendors?search=coach', staff).expect(200)).body as VendorView[];
    expect(searched.map((v) => v.name)).toEqual(['Heartland Coach Lines']);
    expect((await get('/api/vendors?search=zeppelin', staff).expect(200)).body).toEqual([]);
    // successful-demo: each demo vendor has two photos, made at seed time and added as uploads are.
    expect(all.map((v) => v.photos.length)).toEqual(all.map(() => 2));
    const seeded = await get(all[0]!.photos[0]!.url, staff).buffer(true).expect(200).expect('Content-Type', 'image/webp');
    expect(await sharp(seeded.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
    await get(all[0]!.photos[1]!.thumbUrl, staff).buffer(true).expect(200).expect('Content-Type', 'image/webp');
    const own = await demoVendor();
    expect(own).toMatchObject({ name: 'Carter Sound & Light', category: 'audio-visual', hasPortalAccount: true, reviewCount: 1, averageRating: 5 });
    await send('/api/vendors/me', { name: own.name, category: own.category, availability: 'Every evening' }, 200, vendor, 'put');
    expect((await demoVendor()).availability).toBe('Every evening');
  });

  it('failing-directory: members and vendors do not read the directory; a vendor touches no other profile; bad input is a 400', async () => {
    expect((await get('/api/vendors', member)).status).toBe(403);
    expect((await get('/api/vendors', vendor)).status).toBe(403);
    const someone = ((await get('/api/vendors', staff).expect(200)).body as VendorView[])[0];
    expect((await t.http().put(`/api/vendors/${someone.id}`).set('Cookie', vendor).send({ name: 'Mine', category: 'other' })).status).toBe(403);
    const refused = await t.http().post('/api/vendors').set('Cookie', staff).send({ name: '', category: 'wizardry' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_ERROR');
    expect((await t.http().post('/api/vendors').set('Cookie', pastor).send({ name: 'Pastor’s pick', category: 'other' })).status).toBe(403);
    const staffUser = (await t.http().get('/api/auth/user').set('Cookie', staff)).body as { id: string };
    const notVendor = await t.http().post('/api/vendors').set('Cookie', staff).send({ name: 'Linked wrongly', category: 'other', userId: staffUser.id });
    expect(notVendor.status).toBe(400);
  });

  it('photos: the office and the vendor upload photos (re-encoded WebP, with a square thumbnail); six at most; images only; each reads only its own', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: 'orange' } })
      .jpeg()
      .toBuffer();
    const upload = (path: string, cookie: string, bytes: Buffer, name = 'stage.jpg') => t.http().post(path).set('Cookie', cookie).attach('file', bytes, name);
    const own = await demoVendor();
    const before = own.photos.length;
    const made = await upload('/api/vendors/me/photos', vendor, jpeg).expect(201);
    position = made.body.position;
    await upload(`/api/vendors/${own.id}/photos`, staff, jpeg)
      .expect(201)
      .then((r) => (position = r.body.position));
    const seen = ((await get(`/api/vendors/${own.id}`, staff).expect(200)).body as VendorView).photos;
    expect(seen).toHaveLength(before + 2);
    const photo = seen.at(-1)!;
    expect(photo.url).toBe(`/api/vendors/${own.id}/photos/${photo.id}`);
    const full = await get(photo.url, staff).buffer(true).expect(200).expect('Content-Type', 'image/webp');
    expect(await sharp(full.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    const thumb = await get(photo.thumbUrl, staff).buffer(true).expect(200);
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ width: 320, height: 320 });
    // The vendor reads their own under /me, not through the directory; members read neither.
    const mine = ((await get('/api/vendors/me', vendor).expect(200)).body as VendorView).photos;
    expect(mine.map((p) => p.id)).toEqual(seen.map((p) => p.id));
    await get(mine.at(-1)!.url, vendor).expect(200);
    await get(photo.url, vendor).expect(403);
    await get(photo.url, member).expect(403);
    // Another vendor's photo id is nobody's here.
    const other = ((await get('/api/vendors?category=florist', staff).expect(200)).body as VendorView[])[0]!;
    await get(`/api/vendors/${other.id}/photos/${photo.id}`, staff).expect(404);
    // Not an image, or one too many: refused, and nothing is added.
    expect((await upload('/api/vendors/me/photos', vendor, Buffer.from('%PDF-1.4 not an image'), 'menu.pdf').expect(415)).body.code).toBe(
      'UNSUPPORTED_FILE_TYPE',
    );
    for (let i = before + 2; i < 6; i++) position = (await upload('/api/vendors/me/photos', vendor, jpeg).expect(201)).body.position;
    expect((await upload('/api/vendors/me/photos', vendor, jpeg).expect(400)).body.code).toBe('VALIDATION_ERROR');
    expect(((await get('/api/vendors/me', vendor).expect(200)).body as VendorView).photos).toHaveLength(6);
    // A profile change keeps the photos; a photo taken off is gone.
    await send('/api/vendors/me', { name: own.name, category: own.category, description: 'Sound, light and stage.' }, 200, vendor, 'put');
    const kept = ((await get('/api/vendors/me', vendor).expect(200)).body as VendorView).photos;
    expect(kept).toHaveLength(6);
    const removed = await t.http().delete(`/api/vendors/me/photos/${kept[0]!.id}`).set('Cookie', vendor).expect(200);
    position = removed.body.position;
    await get(kept[0]!.url, vendor).expect(404);
    await t.http().delete(`/api/vendors/${own.id}/photos/${kept[0]!.id}`).set('Cookie', staff).expect(404);
    await t.http().delete(`/api/vendors/${own.id}/photos/${kept[1]!.id}`).set('Cookie', vendor).expect(403);
  });

  it('successful-booking: staff book, the vendor confirms in their portal, the requester hears it live and is notified', async () => {
    const baseUrl = await listen(t);
    const socket = await connectSocket(baseUrl, { cookie: staff });
    sockets.push(socket);
    const booking = await book('2031-05-10T18:00', '2031-05-10T21:00');
    expect(booking.status).toBe('pending');
    const portal = (await get('/api/vendor-bookings?status=pending', vendor).expect(200)).body as VendorBookingView[];
    expect(portal.map((b) => b.id)).toContain(booking.id);
    const heard = nextEvent(socket, 'vendor-bookings:changed');
    await send(`/api/vendor-bookings/${booking.id}/confirm`, { message: 'See you at five' }, 201, vendor);
    const pushed = await heard;
    expect(pushed.bookingId).toBe(booking.id);
    const mine = (await get('/api/vendor-bookings', staff).set(CONSISTENCY_HEADER, pushed.position).expect(200)).body as VendorBookingView[];
    expect(mine.find((b) => b.id === booking.id)).toMatchObject({
      status: 'confirmed',
      vendorMessage: 'See you at five',
      amount: usd(50000),
      event: 'Harvest supper',
    });
    await t.settled();
    const inbox = (await t.http().get('/api/notifications').set('Cookie', staff).expect(200)).body as NotificationList;
    expect(inbox.items.some((n) => n.messageKey === 'vendorBookingConfirmed' && n.link === '/vendor-bookings')).toBe(true);
  });

  it('failing-booking: a second confirmation for an overlapping time is refused with VENDOR_BOOKING_CONFLICT, and nothing changes', async () => {
    const first = await book('2031-06-01T10:00', '2031-06-01T12:00');
    await send(`/api/vendor-bookings/${first.id}/confirm`, {}, 201, vendor);
    const second = await book('2031-06-01T11:30', '2031-06-01T13:00', pastor);
    const refused = await t.http().post(`/api/vendor-bookings/${second.id}/confirm`).set('Cookie', vendor).send({});
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('VENDOR_BOOKING_CONFLICT');
    const list = (await get('/api/vendor-bookings', pastor).expect(200)).body as VendorBookingView[];
    expect(list.find((b) => b.id === second.id)?.status).toBe('pending');
    // Declining it is still the vendor's to do; cancelling the first frees the time for another.
    await send(`/api/vendor-bookings/${first.id}/cancel`, {}, 201, staff);
    await send(`/api/vendor-bookings/${second.id}/confirm`, {}, 201, vendor);
  });

  it('failing-booking: only the vendor answers, only staff book, times in order, an unknown vendor is a 404', async () => {
    const booking = await book('2031-07-01T10:00', '2031-07-01T11:00');
    expect((await t.http().post(`/api/vendor-bookings/${booking.id}/confirm`).set('Cookie', staff).send({})).status).toBe(403);
    expect((await t.http().post('/api/vendor-bookings').set('Cookie', member).send({})).status).toBe(403);
    expect((await t.http().post('/api/vendor-bookings').set('Cookie', vendor).send({})).status).toBe(403);
    const backwards = await t
      .http()
      .post('/api/vendor-bookings')
      .set('Cookie', staff)
      .send({ vendorId: (await demoVendor()).id, startsAt: '2031-07-01T12:00', endsAt: '2031-07-01T11:00', service: 'Sound' });
    expect(backwards.status).toBe(400);
    const unknown = await t
      .http()
      .post('/api/vendor-bookings')
      .set('Cookie', staff)
      .send({ vendorId: '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21', startsAt: '2031-07-01T10:00', endsAt: '2031-07-01T11:00', service: 'Sound' });
    expect(unknown.status).toBe(404);
    await send(`/api/vendor-bookings/${booking.id}/decline`, { message: 'Away that week' }, 201, vendor);
    const again = await t.http().post(`/api/vendor-bookings/${booking.id}/confirm`).set('Cookie', vendor).send({});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('VENDOR_BOOKING_STATE_CONFLICT');
  });

  it('successful-completion: after its end a confirmed booking completes and its requester reviews it; a vendor sees only their own bookings', async () => {
    const booking = await book('2026-01-10T10:00', '2026-01-10T11:00');
    await send(`/api/vendor-bookings/${booking.id}/confirm`, {}, 201, vendor);
    await t.settled();
    await t.app.get(VendorBookingCompletionJob).run(new Date('2026-01-11T00:00:00Z'));
    await t.settled();
    const reviewable = async (cookie: string) =>
      ((await get('/api/vendor-bookings?status=completed', cookie).expect(200)).body as VendorBookingView[]).find((b) => b.id === booking.id)?.mayReview;
    // Only its requester may review it, and only once.
    expect([await reviewable(staff), await reviewable(pastor)]).toEqual([true, false]);
    await send(`/api/vendor-bookings/${booking.id}/review`, { rating: 4, comment: 'On time' }, 201, staff);
    expect(await reviewable(staff)).toBe(false);
    const seen = (await get('/api/vendor-bookings', vendor).expect(200)).body as VendorBookingView[];
    expect(seen.find((b) => b.id === booking.id)).toMatchObject({ status: 'completed', review: { rating: 4, comment: 'On time' } });
    const own = await demoVendor();
    expect(new Set(seen.map((b) => b.vendorId))).toEqual(new Set([own.id]));
    expect(((await get('/api/vendor-bookings', staff).expect(200)).body as VendorBookingView[]).some((b) => b.vendorId !== own.id)).toBe(true);
    expect((await get('/api/vendor-bookings', member)).status).toBe(403);
  });

  it('vendor-accounts: the office lists the vendor accounts it may link, each with the profile it keeps; a pastor may not', async () => {
    const own = await demoVendor();
    const accounts = (await get('/api/vendors/accounts', staff).expect(200)).body as VendorAccountView[];
    expect(accounts).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'vendor@demo.church', vendorId: own.id })]));
    expect(accounts.every((account) => account.email !== 'staff@demo.church')).toBe(true);
    expect((await get('/api/vendors/accounts', pastor)).status).toBe(403);
  });

  it('relinking: an administrator unlinks the demo vendor account and links it to another profile; one account per profile, one profile per account; only administrators', async () => {
    const admin = await t.signIn('admin@demo.church');
    const carter = await demoVendor();
    const florist = ((await get('/api/vendors?category=florist', staff).expect(200)).body as VendorView[])[0];
    const invited = await send('/api/admin/users', { email: 'second-vendor@example.org', displayName: 'Second Vendor', roles: ['vendor'] }, 201, admin);
    const secondVendor = invited.body.id as string;
    // Accepted: only active vendor accounts are offered for linking.
    const { token } = await t.linkFromOutbox('second-vendor@example.org', '/accept-invite');
    await t.http().post('/api/auth/accept-invite').send({ token, password: 'koinonia-demo-1' }).expect(200);
    const accountOf = async (userId: string) =>
      ((await get('/api/vendors/accounts', admin).expect(200)).body as VendorAccountView[]).find((account) => account.id === userId)!;
    const vendorUser = (await get('/api/auth/user', vendor).expect(200)).body.id as string;
    const link = (vendorId: string, userId: string, cookie = admin) => t.http().put(`/api/vendors/${vendorId}/account`).set('Cookie', cookie).send({ userId });
    const unlink = (vendorId: string, cookie = admin) => t.http().delete(`/api/vendors/${vendorId}/account`).set('Cookie', cookie);

    // Non-administrators are refused, and nothing changes.
    expect((await unlink(carter.id, staff)).status).toBe(403);
    expect((await link(florist.id, secondVendor, staff)).status).toBe(403);
    expect((await link(florist.id, secondVendor, vendor)).status).toBe(403);
    expect((await accountOf(vendorUser)).vendorId).toBe(carter.id);

    // Refused: the account keeps another profile (Carter's) while it is linked there.
    const elsewhere = await link(florist.id, vendorUser);
    expect({ status: elsewhere.status, code: elsewhere.body.code }).toEqual({ status: 409, code: 'VENDOR_ACCOUNT_LINKED_ELSEWHERE' });
    // Refused: Carter's profile has an account; the second account stays free for another profile.
    const taken = await link(carter.id, secondVendor);
    expect({ status: taken.status, code: taken.body.code }).toEqual({ status: 409, code: 'VENDOR_PROFILE_HAS_ACCOUNT' });
    position = (await link(florist.id, secondVendor).expect(200)).body.position;
    expect(await accountOf(secondVendor)).toMatchObject({ vendorId: florist.id });
    position = (await unlink(florist.id).expect(200)).body.position;
    expect(await accountOf(secondVendor)).toMatchObject({ vendorId: null });

    // The relink: off Carter's profile, onto the florist's.
    position = (await unlink(carter.id).expect(200)).body.position;
    expect(await accountOf(vendorUser)).toMatchObject({ vendorId: null });
    expect(((await get(`/api/vendors/${carter.id}`, staff).expect(200)).body as VendorView).hasPortalAccount).toBe(false);
    position = (await link(florist.id, vendorUser).expect(200)).body.position;
    expect(await accountOf(vendorUser)).toMatchObject({ vendorId: florist.id });
    expect(await demoVendor()).toMatchObject({ id: florist.id, name: 'Lily & Vine Florist', hasPortalAccount: true });
    // Unlinking twice records nothing more; an unknown profile is a 404.
    expect((await unlink(carter.id)).status).toBe(200);
    expect((await unlink('5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21')).status).toBe(404);
    expect((await link(florist.id, 'not-a-uuid')).status).toBe(400);
  });
});
