import { CONSISTENCY_HEADER, type EventOccurrenceView } from '@koinonia/contracts';
import { connectSocket, joinRoom, listen, nextEvent, type TestSocket } from '../../../testing/socket-client.util';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';

/** A calendar open in one browser hears of a change made in another, and fetches it. */
describe('live calendar changes', () => {
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

  it('successful-calendar-changes: tells a member viewing the calendar, whose fetch at that position finds the new event', async () => {
    const member = await open('member@demo.church');
    expect(await joinRoom(member.socket, 'calendar')).toEqual({ ok: true, room: 'calendar' });
    const staff = await t.signIn('staff@demo.church');
    const heard = nextEvent(member.socket, 'calendar:changed');
    const created = await t
      .http()
      .post('/api/events')
      .set('Cookie', staff)
      .send({ title: 'Carol Service', category: 'music', startsAt: '2026-12-20T18:00', endsAt: '2026-12-20T19:30', visibility: 'public' })
      .expect(201);
    const { position } = await heard;
    expect(BigInt(position)).toBeGreaterThanOrEqual(BigInt(created.body.position));
    const calendar = await t.http().get('/api/events?from=2026-12-20&to=2026-12-20').set('Cookie', member.cookie).set(CONSISTENCY_HEADER, position).expect(200);
    expect((calendar.body as EventOccurrenceView[]).map((o) => o.title)).toContain('Carol Service');
  });

  it('failing-calendar-changes: a vendor may not join the calendar room', async () => {
    const vendor = await open('vendor@demo.church');
    expect(await joinRoom(vendor.socket, 'calendar')).toMatchObject({ ok: false, error: { code: 'AUTHORIZATION' } });
  });
});
