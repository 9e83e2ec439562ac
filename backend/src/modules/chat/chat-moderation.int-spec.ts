import {
  CONSISTENCY_HEADER,
  type ChatChannelView,
  type ChatHistoryPage,
  type ChatModerationLogEntry,
  type ChatMuteView,
  type ChatReportView,
} from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe('chat moderation over HTTP: the queue of reports, hide and unhide, mutes with an end, the log of every step', () => {
  let t: TestApp;
  let member: string;
  let staff: string;
  let pastor: string;
  let leader: string;
  let position = '0';

  const get = (path: string, cookie: string) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const send = async (method: 'post' | 'put', path: string, body: object, status: number, cookie: string) => {
    const response = await t.http()[method](path).set('Cookie', cookie).send(body);
    expect({ path, status: response.status, body: response.status === status ? null : response.body }).toEqual({ path, status, body: null });
    if (response.body.position && response.body.position !== '0') position = response.body.position;
    return response;
  };
  const churchChannel = async (cookie: string) =>
    ((await get('/api/chat/channels', cookie).expect(200)).body as ChatChannelView[]).find((c) => c.name === 'Whole church')!;
  const history = async (id: string, cookie: string) => (await get(`/api/chat/channels/${id}/messages`, cookie).expect(200)).body as ChatHistoryPage;
  const reports = async (query = '') => (await get(`/api/chat/reports${query}`, staff).expect(200)).body as ChatReportView[];
  const log = async () => (await get('/api/chat/moderation-log', pastor).expect(200)).body as ChatModerationLogEntry[];

  beforeAll(async () => {
    t = await startTestApp();
    [member, pastor, staff, leader] = await Promise.all(['member', 'pastor', 'staff', 'leader'].map((role) => t.signIn(`${role}@demo.church`)));
  });
  afterAll(() => t.close());

  it('successful-queue-hide-unhide: a report shows who reported and when, with the message and its channel; hidden and shown again, each step in the log', async () => {
    const church = await churchChannel(member);
    const id = (await send('post', `/api/chat/channels/${church.id}/messages`, { clientId: 'q-1', text: 'Something unkind' }, 201, leader)).body.id as string;
    await send('post', `/api/chat/messages/${id}/report`, { reason: 'unkind' }, 200, member);

    const open = (await reports()).find((r) => r.message.id === id)!;
    expect(open).toMatchObject({ text: 'Something unkind', channelName: 'Whole church', authorMute: null, message: { channelId: church.id, hidden: false } });
    expect(open.reports).toEqual([{ by: { id: expect.any(String), name: expect.stringMatching(/\S/) }, at: expect.any(String), reason: 'unkind' }]);

    await send('post', `/api/chat/messages/${id}/hide`, { reason: 'unkind' }, 200, staff);
    expect((await reports()).some((r) => r.message.id === id)).toBe(false);
    // Moderators still read what was hidden, to decide on showing it again; members do not.
    expect((await reports('?state=hidden')).find((r) => r.message.id === id)).toMatchObject({ text: 'Something unkind', message: { hidden: true, text: '' } });
    expect((await history(church.id, member)).messages.find((m) => m.id === id)).toMatchObject({ hidden: true, text: '' });

    await send('post', `/api/chat/messages/${id}/unhide`, { reason: 'on second look' }, 200, pastor);
    expect((await history(church.id, member)).messages.find((m) => m.id === id)).toMatchObject({ hidden: false, text: 'Something unkind' });
    expect((await reports()).some((r) => r.message.id === id)).toBe(true);

    const lines = (await log()).filter((line) => line.messageId === id);
    expect(lines.map((line) => [line.action, line.by?.name.length ? 'someone' : null, line.target?.id, line.reason])).toEqual([
      ['unhidden', 'someone', open.message.author.id, 'on second look'],
      ['hidden', 'someone', open.message.author.id, 'unkind'],
    ]);
    expect(lines[0]!.by!.id).not.toBe(lines[1]!.by!.id);
    expect(lines.every((line) => line.channelName === 'Whole church' && !Number.isNaN(Date.parse(line.at)))).toBe(true);
  });

  it('successful-mute: a muted author is refused with CHAT_MUTED and nothing is recorded; a mute with an end lists it; unmuted, they write again', async () => {
    const church = await churchChannel(leader);
    const first = (await send('post', `/api/chat/channels/${church.id}/messages`, { clientId: 'mu-1', text: 'Loud words' }, 201, leader)).body.id as string;
    await send('post', `/api/chat/messages/${first}/report`, { reason: 'loud' }, 200, member);
    const authorId = (await reports()).find((r) => r.message.id === first)!.message.author.id;
    const until = new Date(Date.now() + 24 * 3600_000).toISOString();

    await send('put', `/api/chat/channels/${church.id}/mutes/${authorId}`, { muted: true, reason: 'a day off', until }, 403, member);
    await send('put', `/api/chat/channels/${church.id}/mutes/${authorId}`, { muted: true, until: 'tomorrow' }, 400, staff);
    const past = await send('put', `/api/chat/channels/${church.id}/mutes/${authorId}`, { muted: true, until: '2020-01-01T00:00:00Z' }, 400, staff);
    expect(past.body.code).toBe('VALIDATION_ERROR');
    await send('put', `/api/chat/channels/${church.id}/mutes/${authorId}`, { muted: true, reason: 'a day off', until }, 200, staff);

    const refused = await send('post', `/api/chat/channels/${church.id}/messages`, { clientId: 'mu-2', text: 'Still here' }, 403, leader);
    expect(refused.body.code).toBe('CHAT_MUTED');
    expect((await history(church.id, member)).messages.some((m) => m.clientId === 'mu-2')).toBe(false);

    const mutes = (await get('/api/chat/mutes', staff).expect(200)).body as ChatMuteView[];
    expect(mutes.find((m) => m.user.id === authorId && m.channelId === church.id)).toMatchObject({ until, reason: 'a day off', channelName: 'Whole church' });
    expect((await reports()).find((r) => r.message.id === first)!.authorMute).toEqual({ until });
    await get('/api/chat/mutes', member).expect(403);
    await get('/api/chat/moderation-log', member).expect(403);

    await send('put', `/api/chat/channels/${church.id}/mutes/${authorId}`, { muted: false, reason: 'talked' }, 200, pastor);
    await send('post', `/api/chat/channels/${church.id}/messages`, { clientId: 'mu-3', text: 'Sorry, everyone.' }, 201, leader);
    expect(((await get('/api/chat/mutes', staff).expect(200)).body as ChatMuteView[]).some((m) => m.user.id === authorId)).toBe(false);

    const lines = (await log()).filter((line) => line.target?.id === authorId && line.channelId === church.id && line.messageId === null);
    expect(lines.slice(0, 2).map((line) => [line.action, line.until])).toEqual([
      ['unmuted', null],
      ['muted', until],
    ]);
  });
});
