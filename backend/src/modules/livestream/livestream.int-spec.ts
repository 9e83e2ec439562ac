import type { LivestreamRecordingView, LivestreamSettingsView, LivestreamStatusView, SermonPage, SermonSummaryView, StreamKeyView } from '@koinonia/contracts';
import { LIVESTREAM_ROOMS } from '@koinonia/contracts';
import { EVENT_STORE } from '../../platform/platform.tokens';
import { RecordingSermonReactor } from '../content';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { eventually } from '../../testing/eventually.util';
import { exited, freePort, pushTestPattern, startRtmpStandIn, type RtmpStandIn } from '../../testing/rtmp-stand-in.util';
import { connectSocket, joinRoom, listen, type TestSocket } from '../../testing/socket-client.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

// Real processes: node-media-server in the app, ffmpeg pushing, transcoding and restreaming, and a
// second node-media-server standing in for a social platform.
jest.setTimeout(90_000);

describe('the livestream, end to end on 127.0.0.1', () => {
  let t: TestApp;
  let standIn: RtmpStandIn;
  let rtmpPort: number;
  let staff: string;
  let member: string;
  let socket: TestSocket | null = null;

  beforeAll(async () => {
    rtmpPort = await freePort();
    standIn = await startRtmpStandIn();
    t = await startTestApp({ env: { RTMP_PORT: String(rtmpPort) } });
    staff = await t.signIn('staff@demo.church');
    member = await t.signIn('member@demo.church');
  });

  afterAll(async () => {
    socket?.close();
    await t?.close();
    await standIn?.stop();
  });

  const status = async (cookie = member) => (await t.http().get('/api/livestream/status').set('Cookie', cookie).expect(200)).body as LivestreamStatusView;

  it('successful-livestream: a push with the key goes LIVE, serves HLS, restreams, counts a viewer, and on its end is Offline with the recording saved', async () => {
    const rotated = (await t.http().post('/api/livestream/key/rotate').set('Cookie', staff).expect(200)).body as StreamKeyView;
    expect(rotated.ingestUrl).toBe(`rtmp://localhost:${rtmpPort}/live/${rotated.streamKey}`);
    await t
      .http()
      .post('/api/livestream/destinations')
      .set('Cookie', staff)
      .send({ kind: 'custom', name: 'Stand-in', serverUrl: `rtmp://127.0.0.1:${standIn.port}/live`, streamKey: 'platform-key-1' })
      .expect(201);
    // A destination nobody listens at: it fails and retries, and the main stream does not mind.
    const nowhere = await freePort();
    await t
      .http()
      .post('/api/livestream/destinations')
      .set('Cookie', staff)
      .send({ kind: 'custom', name: 'Nowhere', serverUrl: `rtmp://127.0.0.1:${nowhere}/live`, streamKey: 'platform-key-2' })
      .expect(201);
    // The demo church announces Sunday Worship as its next stream.
    expect(await status()).toMatchObject({ status: 'offline', viewers: 0, nextStream: { title: 'Sunday Worship' } });

    const base = await listen(t);
    socket = await connectSocket(base, { cookie: member });
    expect(await joinRoom(socket, LIVESTREAM_ROOMS.watch)).toEqual({ ok: true, room: 'livestream' });
    const pushed: LivestreamStatusView[] = [];
    socket.on('livestream:status', (s) => pushed.push(s));

    const push = pushTestPattern(`rtmp://127.0.0.1:${rtmpPort}/live/${rotated.streamKey}`);
    try {
      const live = await eventually(async () => {
        const s = await status();
        expect(s.status).toBe('live');
        return s;
      }, 20_000);
      expect(live.startedAt).toEqual(expect.any(String));
      await eventually(() => expect(pushed.some((s) => s.status === 'live')).toBe(true), 10_000);
      await eventually(async () => expect((await status()).viewers).toBe(1), 10_000);

      const playlistUrl = live.playlistUrl as string;
      const segment = await eventually(async () => {
        const playlist = await t.http().get(playlistUrl).set('Cookie', member).expect(200);
        expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
        const name = /^seg\d{5}\.ts$/m.exec(playlist.text)?.[0];
        expect(name).toBeDefined();
        return name as string;
      }, 20_000);
      const bytes = await t.http().get(playlistUrl.replace('index.m3u8', segment)).set('Cookie', member).buffer(true).expect(200);
      expect(bytes.headers['content-type']).toBe('video/mp2t');
      expect(bytes.body.length).toBeGreaterThan(1000);
      // Signed out, while the public watch page is off: nothing.
      await t.http().get(playlistUrl).expect(401);
      await t.http().get('/api/livestream/status').expect(401);
      // With it on, visitors watch: the status and the stream itself; off again, 401 again.
      await t.http().put('/api/livestream/options').set('Cookie', staff).send({ publicWatch: true }).expect(200);
      await eventually(async () => {
        const visitor = (await t.http().get('/api/livestream/status').expect(200)).body as LivestreamStatusView;
        expect(visitor).toMatchObject({ status: 'live', playlistUrl });
      });
      expect((await t.http().get(playlistUrl).expect(200)).text).toContain(segment);
      await t.http().get(playlistUrl.replace('index.m3u8', segment)).buffer(true).expect(200);
      await t.http().put('/api/livestream/options').set('Cookie', staff).send({ publicWatch: false }).expect(200);
      await eventually(() => t.http().get('/api/livestream/status').expect(401));
      await t.http().get(playlistUrl).expect(401);

      await eventually(() => expect(standIn.published).toEqual(['/live/platform-key-1']), 20_000);
      await eventually(async () => {
        const settings = (await t.http().get('/api/livestream/settings').set('Cookie', staff).expect(200)).body as LivestreamSettingsView;
        const byName = Object.fromEntries(settings.destinations.map((d) => [d.name, d]));
        expect(byName['Stand-in'].state).toBe('live');
        expect(['failed', 'retrying', 'connecting']).toContain(byName.Nowhere.state);
        expect(byName.Nowhere.attempts).toBeGreaterThan(0);
        expect(byName.Nowhere.reason ?? '').not.toContain('platform-key-2');
      }, 20_000);
      expect((await status()).status).toBe('live');
    } finally {
      push.kill('SIGINT');
      await exited(push);
    }

    await eventually(async () => expect((await status()).status).toBe('offline'), 20_000);
    const recordings = await eventually(async () => {
      const list = (await t.http().get('/api/livestream/recordings').set('Cookie', staff).expect(200)).body as LivestreamRecordingView[];
      expect(list).toHaveLength(1);
      return list;
    }, 20_000);
    expect(recordings[0].durationSeconds).toBeGreaterThan(1);
    const recordingId = recordings[0].recordingId;
    const mp4 = await t.http().get(recordings[0].mp4Url).set('Cookie', staff).buffer(true).expect(200);
    expect(mp4.headers['content-type']).toBe('video/mp4');

    // The recording became a draft sermon, with the recording as its media.
    const fromRecording = async () =>
      ((await t.http().get('/api/sermons?status=draft&pageSize=100').set('Cookie', staff).expect(200)).body as SermonPage).items.filter(
        (s: SermonSummaryView) => s.media?.kind === 'recording' && s.media.recordingId === recordingId,
      );
    const [draft] = await eventually(async () => {
      const found = await fromRecording();
      expect(found).toHaveLength(1);
      return found;
    }, 20_000);
    expect(draft).toMatchObject({
      status: 'draft',
      title: expect.stringMatching(/^Livestream — /),
      preachedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      media: { kind: 'recording', recordingId, durationSeconds: expect.any(Number) },
    });
    expect(draft.speaker.name).not.toBe('');
    // Seen again (a replay, a retry), the same recording drafts no second sermon.
    const savedEvent = (await t.app.get<EventStore>(EVENT_STORE).readAll()).find((e) => e.type === 'LivestreamRecordingSaved')!;
    await t.app.get(RecordingSermonReactor).handle(savedEvent);
    expect(await fromRecording()).toHaveLength(1);

    // The congregation plays it only once the sermon is published; the media team always.
    const content = `/api/livestream/recordings/${recordingId}/content`;
    const pastPlaylist = `/api/livestream/hls/${recordingId}/index.m3u8`;
    await t.http().get(content).set('Cookie', staff).expect(200);
    await t.http().get(pastPlaylist).set('Cookie', staff).expect(200);
    expect((await t.http().get(content).set('Cookie', member).expect(403)).body.code).toBe('AUTHORIZATION');
    await t.http().get(pastPlaylist).set('Cookie', member).expect(403);
    await t.http().get(recordings[0].mp4Url).set('Cookie', member).expect(403);
    await t.http().get(content).expect(401);
    await t.http().post(`/api/sermons/${draft.id}/publish`).set('Cookie', staff).expect(200);
    await eventually(() => t.http().get(content).set('Cookie', member).expect(200));
    const ranged = await t.http().get(content).set('Cookie', member).set('Range', 'bytes=0-99').buffer(true).expect(206);
    expect(ranged.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    await t.http().get(pastPlaylist).set('Cookie', member).expect(200);

    // The ffmpeg cut: from 0.5 s to 1.5 s, ready to publish.
    await t
      .http()
      .post(`/api/livestream/recordings/${recordings[0].recordingId}/trim`)
      .set('Cookie', staff)
      .send({ startSeconds: 0.5, endSeconds: 1.5 })
      .expect(200);
    const trimmed = await eventually(async () => {
      const [one] = (await t.http().get('/api/livestream/recordings').set('Cookie', staff).expect(200)).body as LivestreamRecordingView[];
      expect(one.trimmed).not.toBeNull();
      return one;
    });
    await t.http().get(trimmed.mp4Url).set('Cookie', staff).expect(200);
    // The content is now the cut, shorter than the whole recording.
    const cut = await t.http().get(content).set('Cookie', member).buffer(true).expect(200);
    expect(cut.body.length).toBeLessThan(mp4.body.length);

    const events = (await t.app.get<EventStore>(EVENT_STORE).readAll()).map((e) => ({ type: e.type, data: e.data }));
    const saved = events.find((e) => e.type === 'LivestreamRecordingSaved');
    expect(saved?.data).toMatchObject({
      recordingId: recordings[0].recordingId,
      file: expect.stringMatching(/^livestream\/.+\/recording\.mp4$/),
      durationSeconds: expect.any(Number),
    });
    const stored = JSON.stringify(events);
    for (const secret of [rotated.streamKey, 'platform-key-1', 'platform-key-2']) expect(stored).not.toContain(secret);
  });

  it('failing-livestream: a push with a wrong key is refused and the stream stays Offline', async () => {
    const push = pushTestPattern(`rtmp://127.0.0.1:${rtmpPort}/live/not-the-key`, 5);
    expect(await exited(push)).not.toBe(0);
    expect((await status()).status).toBe('offline');
  });

  it('failing-livestream: only the media team reads the settings and rotates the key; signed out, the status is refused while the public page is off', async () => {
    await t.http().get('/api/livestream/settings').set('Cookie', member).expect(403);
    await t.http().post('/api/livestream/key/rotate').set('Cookie', member).expect(403);
    await t.http().get('/api/livestream/status').expect(401);
    await t.http().put('/api/livestream/options').set('Cookie', staff).send({ publicWatch: true }).expect(200);
    const visitor = (await t.http().get('/api/livestream/status').expect(200)).body as LivestreamStatusView;
    expect(visitor.status).toBe('offline');
    await t.http().post('/api/livestream/destinations').set('Cookie', staff).send({ kind: 'custom', name: 'No server', streamKey: 'k' }).expect(400);
    await t
      .http()
      .post('/api/livestream/destinations')
      .set('Cookie', staff)
      .send({ kind: 'custom', name: 'Bad', serverUrl: 'http://x', streamKey: 'k' })
      .expect(400);
  });
});
