import type { NotificationList, NotificationView } from '@koinonia/contracts';
import { eventually } from '../../testing/eventually.util';
import { connectSocket, listen, nextEvent, type TestSocket } from '../../testing/socket-client.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';
import { NotificationSweeper } from './notification-sweeper.service';

const DAY = 24 * 60 * 60 * 1000;

describe('notifications API', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let pastor: string;
  let baseUrl: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@demo.church');
    member = await t.signIn('member@demo.church');
    pastor = await t.signIn('pastor@demo.church');
    baseUrl = await listen(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const list = async (cookie: string): Promise<NotificationList> => (await t.http().get('/api/notifications').set('Cookie', cookie).expect(200)).body;
  const announce = (cookie: string, body: Record<string, unknown>) => t.http().post('/api/announcements').set('Cookie', cookie).send(body);
  const socketOf = async (cookie: string) => {
    const socket = await connectSocket(baseUrl, { cookie });
    sockets.push(socket);
    return socket;
  };
  const waitFor = (cookie: string, title: string) =>
    eventually(async () => {
      const found = (await list(cookie)).items.find((n) => n.title === title);
      if (!found) throw new Error(`no "${title}" yet`);
      return found;
    });

  it('successful-announce: an admin speaks to everyone; each gets it in their centre, pushed live to their open tab', async () => {
    const socket = await socketOf(member);
    const live = nextEvent(socket, 'notification:new');
    // The demo church's own announcements may already wait unread.
    const unreadBefore = (await list(member)).unreadCount;
    const sent = await announce(admin, {
      title: '  Choir practice moved  ',
      message: 'Thursday at 7 pm in the chapel.',
      priority: 'high',
      audience: 'everyone',
    }).expect(201);
    expect(sent.body).toEqual({ id: expect.any(String), position: expect.stringMatching(/^\d+$/), revision: 0 });

    const pushed = await live;
    expect(pushed).toMatchObject({
      title: 'Choir practice moved',
      message: 'Thursday at 7 pm in the chapel.',
      type: 'info',
      category: 'announcement',
      priority: 'high',
      isRead: false,
      isDismissed: false,
      autoExpire: true,
    });
    expect(Date.parse(pushed.expiresAt!) - Date.parse(pushed.timestamp)).toBe(DAY);

    const mine = await list(member);
    expect(mine.items[0]).toEqual(pushed);
    expect(mine.unreadCount).toBe(unreadBefore + 1);
    // Everyone: the vendor and the sender too, each with a notification of their own.
    const vendor = await waitFor(await t.signIn('vendor@demo.church'), 'Choir practice moved');
    const own = await waitFor(admin, 'Choir practice moved');
    expect(new Set([pushed.id, vendor.id, own.id]).size).toBe(3);
  });

  it('successful-announce to a role: only its holders hear it', async () => {
    await announce(admin, { title: 'Pastors meet at noon', message: 'In the vestry.', priority: 'normal', audience: 'pastor' }).expect(201);
    await waitFor(pastor, 'Pastors meet at noon');
    await waitFor(admin, 'Choir practice moved');
    await announce(admin, { title: 'Marker after the pastors', message: 'For everyone.', priority: 'low', audience: 'everyone' }).expect(201);
    await waitFor(member, 'Marker after the pastors');
    expect((await list(member)).items.map((n) => n.title)).not.toContain('Pastors meet at noon');
  });

  it('failing-announce: refused to anyone without the permission, and bad input names its fields; nothing is sent', async () => {
    const before = await list(member);
    const leader = await t.signIn('leader@demo.church');
    for (const cookie of [member, leader]) {
      const refused = await announce(cookie, { title: 'Hi', message: 'There', priority: 'high', audience: 'everyone' }).expect(403);
      expect(refused.body.code).toBe('AUTHORIZATION');
    }
    for (const body of [
      { title: '   ', message: 'x', priority: 'high', audience: 'everyone' },
      { title: 'x', message: 'x'.repeat(2001), priority: 'high', audience: 'everyone' },
      { title: 'x', message: 'x', priority: 'huge', audience: 'everyone' },
      { title: 'x', message: 'x', priority: 'high', audience: 'angels' },
      { title: 'x', message: 'x', priority: 'high', audience: 'everyone', pinned: true },
      {},
    ]) {
      const response = await announce(admin, body).expect(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(response.body.details.fields.length).toBeGreaterThan(0);
    }
    await t.http().post('/api/announcements').send({ title: 'x', message: 'x', priority: 'high', audience: 'everyone' }).expect(401);
    // A marker sent afterwards arrives alone: none of the refused ones got through before it.
    await announce(admin, { title: 'Marker after refusals', message: 'x', priority: 'low', audience: 'member' }).expect(201);
    await waitFor(member, 'Marker after refusals');
    expect((await list(member)).items.length).toBe(before.items.length + 1);
  });

  it('successful-change: mark one and all read, dismiss one and all, clear the handled; other tabs are told', async () => {
    const leader = await t.signIn('leader@demo.church');
    for (const title of ['First', 'Second', 'Third'])
      await announce(admin, { title, message: 'For leaders.', priority: 'low', audience: 'leader' }).expect(201);
    await waitFor(leader, 'Third');
    const items = (await list(leader)).items;
    const byTitle = (title: string) => items.find((n) => n.title === title)!;
    const other = await socketOf(leader);
    const told = nextEvent(other, 'notifications:changed');

    const readOne = (
      await t
        .http()
        .post(`/api/notifications/${byTitle('First').id}/read`)
        .set('Cookie', leader)
        .expect(200)
    ).body as NotificationList;
    expect(readOne.items.find((n) => n.title === 'First')!.isRead).toBe(true);
    expect(readOne.unreadCount).toBe(items.length - 1);
    expect(await told).toEqual({ unreadCount: items.length - 1 });

    const dismissOne = (
      await t
        .http()
        .post(`/api/notifications/${byTitle('Second').id}/dismiss`)
        .set('Cookie', leader)
        .expect(200)
    ).body as NotificationList;
    expect(dismissOne.items.map((n) => n.title)).not.toContain('Second');
    expect(dismissOne.unreadCount).toBe(items.length - 2);

    const cleared = (await t.http().post('/api/notifications/clear').set('Cookie', leader).expect(200)).body as NotificationList;
    expect(cleared.items.map((n) => n.title)).not.toContain('First');
    expect(cleared.items.map((n) => n.title)).toContain('Third');

    const allRead = (await t.http().post('/api/notifications/read-all').set('Cookie', leader).expect(200)).body as NotificationList;
    expect(allRead.unreadCount).toBe(0);
    expect(allRead.items.every((n) => n.isRead)).toBe(true);

    const allDismissed = (await t.http().post('/api/notifications/dismiss-all').set('Cookie', leader).expect(200)).body as NotificationList;
    expect(allDismissed).toEqual({ items: [], unreadCount: 0 });
  });

  it('failing-change: a notification not in my centre (unknown, or someone else’s) is 404 and changes nothing; no session is 401', async () => {
    const theirs = (await list(member)).items[0];
    const before = await list(pastor);
    for (const id of [theirs.id, '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21', 'not-an-id']) {
      for (const action of ['read', 'dismiss']) {
        const response = await t.http().post(`/api/notifications/${id}/${action}`).set('Cookie', pastor).expect(404);
        expect(response.body.code).toBe('NOT_FOUND');
      }
    }
    expect(await list(pastor)).toEqual(before);
    expect((await list(member)).items[0]).toEqual(theirs);
    await t.http().get('/api/notifications').expect(401);
    await t.http().post('/api/notifications/read-all').expect(401);
  });

  it('pushes nothing live to someone who turned push notifications off, and still keeps it in their centre', async () => {
    const staff = await t.signIn('staff@demo.church');
    await t
      .http()
      .put('/api/preferences')
      .set('Cookie', staff)
      .send({ notifications: { pushNotifications: false } })
      .expect(200);
    const socket = await socketOf(staff);
    const firstPushed = nextEvent(socket, 'notification:new');
    await announce(admin, { title: 'Quietly delivered', message: 'x', priority: 'high', audience: 'staff' }).expect(201);
    await waitFor(staff, 'Quietly delivered');
    await t
      .http()
      .put('/api/preferences')
      .set('Cookie', staff)
      .send({ notifications: { pushNotifications: true } })
      .expect(200);
    await announce(admin, { title: 'Pushed again', message: 'x', priority: 'high', audience: 'staff' }).expect(201);
    // The first thing pushed is the second announcement: the first reached the centre only.
    expect((await firstPushed).title).toBe('Pushed again');
  });

  it('alerts administrators of a lockout once, in words their language supplies, even across a restart', async () => {
    for (let i = 1; i <= 5; i++)
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: 'auditor@demo.church', password: `wrong-password-${i}` });
    const alert = await eventually(async () => {
      const found = (await list(admin)).items.filter((n) => n.messageKey === 'accountLocked');
      if (found.length === 0) throw new Error('no lockout alert yet');
      return found;
    });
    expect(alert).toHaveLength(1);
    expect(alert[0]).toMatchObject<Partial<NotificationView>>({
      title: '',
      message: '',
      type: 'warning',
      category: 'security',
      priority: 'high',
      link: '/security-center',
    });
    expect(alert[0].params).toEqual({ name: 'Helen Park', email: 'auditor@demo.church', until: expect.any(String), attempts: '5' });
    // Only those who can unlock accounts hear of it.
    expect((await list(member)).items.some((n) => n.messageKey === 'accountLocked')).toBe(false);

    await t.restart();
    admin = await t.signIn('admin@demo.church');
    await announce(admin, { title: 'After the restart', message: 'x', priority: 'low', audience: 'admin' }).expect(201);
    await waitFor(admin, 'After the restart');
    expect((await list(admin)).items.filter((n) => n.messageKey === 'accountLocked')).toHaveLength(1);
  });

  it('sends no lockout alert to an administrator who turned system alerts off', async () => {
    await t
      .http()
      .put('/api/preferences')
      .set('Cookie', admin)
      .send({ notifications: { systemAlerts: false } })
      .expect(200);
    for (let i = 1; i <= 5; i++)
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: 'vendor@demo.church', password: `wrong-password-${i}` });
    // Announcements still reach them; the marker comes after the lockout has been dispatched.
    await announce(admin, { title: 'After the vendor lockout', message: 'x', priority: 'low', audience: 'admin' }).expect(201);
    await waitFor(admin, 'After the vendor lockout');
    expect((await list(admin)).items.filter((n) => n.messageKey === 'accountLocked').map((n) => n.params?.email)).toEqual(['auditor@demo.church']);
    await t
      .http()
      .put('/api/preferences')
      .set('Cookie', admin)
      .send({ notifications: { systemAlerts: true } })
      .expect(200);
  });

  it('sweeps with its clock: auto-expired notifications go after 24 hours, urgent ones after 5 minutes', async () => {
    const viewer = member;
    await announce(admin, { title: 'Urgent: car park closed', message: 'x', priority: 'urgent', audience: 'everyone' }).expect(201);
    await waitFor(viewer, 'Urgent: car park closed');
    const sweeper = t.app.get(NotificationSweeper);
    const now = Date.now();
    expect(await sweeper.run(new Date(now + 60 * 1000))).toBe(0);
    expect(await sweeper.run(new Date(now + 6 * 60 * 1000))).toBeGreaterThan(0);
    await eventually(async () => expect((await list(viewer)).items.map((n) => n.title)).not.toContain('Urgent: car park closed'));
    expect((await list(viewer)).items.length).toBeGreaterThan(0);

    await sweeper.run(new Date(now + DAY + 60 * 1000));
    await eventually(async () => expect((await list(viewer)).items).toEqual([]));
  });
});
