import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { LivestreamStatusView, StreamKeyView } from '@koinonia/contracts';
import { DEMO_PASSWORD, mulberry32 } from '../modules/demo';
import { percentile, round } from './stats.util';

export interface HlsFigures {
  viewers: number;
  sessions: number;
  seconds: number;
  /** Segments fetched by all viewers together, and their fetch times (request sent → last byte read). */
  segments: { count: number; p50: number; p95: number; p99: number; max: number };
  /** The playlist re-read by each viewer about every second. */
  playlists: { count: number; p50: number; p95: number; p99: number };
  bytesPerSecond: number;
  /** Segment bytes per viewer per second: what one player needs (the stream's bit rate). */
  bytesPerViewerSecond: number;
}

/** A port free right now on 127.0.0.1 (the app's HTTP and RTMP ports are chosen per run). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** ffmpeg pushing a synthetic test pattern with 1 s keyframes (as the livestream's integration test does) for `seconds` at most. */
function pushTestPattern(url: string, seconds: number): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30', '-f', 'lavfi', '-i', 'sine'],
      ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'veryfast', '-g', '30', '-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveExit) => child.once('exit', () => resolveExit()));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One GET over the shared keep-alive agent: its status, body bytes and time to the last byte. */
function get(agent: http.Agent, port: number, path: string, cookie: string): Promise<{ status: number; bytes: number; ms: number; text: string }> {
  return new Promise((resolveGet, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request({ host: '127.0.0.1', port, path, agent, headers: { cookie } }, (res) => {
      const playlist = path.endsWith('.m3u8');
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (playlist) chunks.push(chunk);
      });
      res.on('end', () =>
        resolveGet({ status: res.statusCode ?? 0, bytes, ms: Number(process.hrtime.bigint() - started) / 1e6, text: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function until<T>(what: string, ms: number, attempt: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const found = await attempt();
      if (found !== undefined) return found;
    } catch {
      // not yet
    }
    await sleep(250);
  }
  throw new Error(`hls bench: ${what} did not happen within ${ms / 1000} s`);
}

/**
 * The live stream as a congregation watches it: the built server in its own process with its RTMP
 * ingest on a free port, ffmpeg pushing a test pattern (640×360, 30 fps, AAC) with a freshly rotated
 * key, and once it is LIVE with segments in its playlist, `viewers` players in this process, each
 * signed in (`sessions` member sessions shared among them). Each player behaves as hls.js on a live
 * playlist: it joins at the live edge (the last three segments), then re-reads the playlist about
 * every second and fetches each segment it has not seen. Every segment's fetch time is recorded.
 */
export async function benchHlsViewers(dir: string, viewers = 200, seconds = 25, sessions = 20, log: (line: string) => void = console.log): Promise<HlsFigures> {
  const dataDir = mkdtempSync(join(dir, 'hls-'));
  const port = await freePort();
  const rtmpPort = await freePort();
  const server = spawn(process.execPath, [resolve(__dirname, '../main.js')], {
    env: { ...process.env, PORT: String(port), RTMP_PORT: String(rtmpPort), DATA_DIR: dataDir, FRONTEND_DIST: join(dataDir, 'none'), NODE_ENV: 'test' },
    stdio: 'ignore',
  });
  let push: ChildProcess | null = null;
  const agent = new http.Agent({ keepAlive: true, maxSockets: viewers });
  try {
    const base = `http://127.0.0.1:${port}`;
    await until('the server answering /api/health', 300_000, async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined));
    const signIn = async (email: string) => {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (response.status !== 200) throw new Error(`sign-in ${email}: ${response.status}`);
      return (response.headers.get('set-cookie') ?? '').split(';')[0];
    };
    const staff = await signIn('staff@demo.church');
    const rotated = await fetch(`${base}/api/livestream/key/rotate`, { method: 'POST', headers: { cookie: staff, origin: base } });
    if (rotated.status !== 200) throw new Error(`key rotation: ${rotated.status} ${await rotated.text()}`);
    const { streamKey } = (await rotated.json()) as StreamKeyView;
    const cookies: string[] = [];
    for (let i = 0; i < Math.max(1, Math.min(sessions, viewers)); i++) cookies.push(await signIn('member@demo.church'));

    // Pushed for the run plus room for the start; stopped as soon as the viewers are done.
    push = pushTestPattern(`rtmp://127.0.0.1:${rtmpPort}/live/${streamKey}`, seconds + 120);
    const playlistPath = await until('the stream going LIVE', 60_000, async () => {
      const status = (await (await fetch(`${base}/api/livestream/status`, { headers: { cookie: cookies[0] } })).json()) as LivestreamStatusView;
      return status.status === 'live' && status.playlistUrl ? status.playlistUrl : undefined;
    });
    await until('three segments in the playlist', 60_000, async () => {
      const playlist = await get(agent, port, playlistPath, cookies[0]);
      return playlist.status === 200 && (playlist.text.match(/^seg\d+\.ts$/gm) ?? []).length >= 3 ? true : undefined;
    });
    log(`  LIVE with segments; ${viewers} viewers for ${seconds} s over ${cookies.length} sessions`);

    const segmentTimes: number[] = [];
    const playlistTimes: number[] = [];
    const failures: string[] = [];
    let bytes = 0;
    const random = mulberry32(41);
    const started = Date.now();
    const end = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: viewers }, async (_, v) => {
        const cookie = cookies[v % cookies.length];
        const seen = new Set<string>();
        await sleep(random() * 1000); // players join over the first second, not all in one tick
        let joined = false;
        while (Date.now() < end) {
          const polled = Date.now();
          const playlist = await get(agent, port, playlistPath, cookie);
          if (playlist.status !== 200) {
            failures.push(`${playlist.status} ${playlistPath}`);
            break;
          }
          playlistTimes.push(playlist.ms);
          const names = playlist.text.match(/^seg\d+\.ts$/gm) ?? [];
          const fresh = (joined ? names : names.slice(-3)).filter((name) => !seen.has(name));
          joined = true;
          for (const name of fresh) {
            if (Date.now() >= end) break;
            seen.add(name);
            const segment = await get(agent, port, playlistPath.replace('index.m3u8', name), cookie);
            if (segment.status !== 200) {
              failures.push(`${segment.status} ${name}`);
              continue;
            }
            segmentTimes.push(segment.ms);
            bytes += segment.bytes;
          }
          await sleep(Math.max(0, 1000 - (Date.now() - polled)));
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    if (failures.length > 0) throw new Error(`${failures.length} HLS requests failed, e.g. ${failures.slice(0, 3).join(', ')}`);
    if (segmentTimes.length === 0) throw new Error('hls bench: no segment was fetched');
    segmentTimes.sort((a, b) => a - b);
    playlistTimes.sort((a, b) => a - b);
    return {
      viewers,
      sessions: cookies.length,
      seconds: round(elapsed, 1),
      segments: {
        count: segmentTimes.length,
        p50: round(percentile(segmentTimes, 50)),
        p95: round(percentile(segmentTimes, 95)),
        p99: round(percentile(segmentTimes, 99)),
        max: round(segmentTimes[segmentTimes.length - 1]),
      },
      playlists: {
        count: playlistTimes.length,
        p50: round(percentile(playlistTimes, 50)),
        p95: round(percentile(playlistTimes, 95)),
        p99: round(percentile(playlistTimes, 99)),
      },
      bytesPerSecond: Math.round(bytes / elapsed),
      bytesPerViewerSecond: Math.round(bytes / elapsed / viewers),
    };
  } finally {
    agent.destroy();
    if (push) {
      push.kill('SIGINT');
      await exited(push);
    }
    server.kill('SIGTERM');
    await exited(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
