import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REALTIME_ROOMS, type SecurityEventView } from '@koinonia/contracts';
import { createApp } from '../app.factory';
import { readConfig } from '../platform/config/app-config';
import { RealtimeService } from '../platform/realtime/realtime.service';
import { ask, forkSocketClients, now, pause, signIn } from './socket-clients.util';
import { median, percentile, round } from './stats.util';

export interface RealtimeFigures {
  sockets: number;
  /** Emit on the server → arrival at each socket, over every socket and round. */
  fanOut: { rounds: number; p50: number; p95: number; p99: number; lastSocketMedian: number };
  /** A failed sign-in over HTTP → the entry at each socket: argon2, the append, the reactor, the push. */
  endToEnd: { rounds: number; p50: number; p95: number };
}

/** A synthetic entry shaped like a real one; `mark` tells the rounds apart. */
function entry(mark: string): SecurityEventView {
  return {
    seq: 0,
    type: 'sign-in-failed',
    occurredAt: new Date().toISOString(),
    userId: null,
    actorId: null,
    userName: null,
    userEmail: null,
    actorName: null,
    ip: '203.0.113.9',
    details: { reason: 'unknown-account', email: mark, userAgent: 'bench' },
    hash: '0'.repeat(64),
  };
}

/**
 * `sockets` authenticated socket.io clients (in a child process) in the security-feed room of the
 * real app (in this process). Fan-out: the server emits one entry to the room and each socket
 * notes its arrival. End to end: a failed sign-in over HTTP until its entry reaches each socket.
 */
export async function benchRealtime(dir: string, sockets = 500, rounds = 40, log: (line: string) => void = console.log): Promise<RealtimeFigures> {
  const dataDir = mkdtempSync(join(dir, 'realtime-'));
  const config = readConfig({ DATA_DIR: dataDir, FRONTEND_DIST: join(dataDir, 'none') });
  const app = await createApp(config, { logger: false, demoMemberCount: 20 });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const clients = await forkSocketClients();
  try {
    // A few administrator sessions shared by the sockets, as tabs share a browser's cookie.
    const cookies: string[] = [];
    for (let i = 0; i < 5; i++) cookies.push(await signIn(url, 'admin@demo.church'));
    const started = Date.now();
    const { count } = await ask<{ type: string; count: number }>(
      clients,
      { type: 'connect', url, cookies, count: sockets, room: REALTIME_ROOMS.securityFeed, event: 'security:entry', mark: 'details.email' },
      'connected',
    );
    log(`  ${count} sockets connected and in ${REALTIME_ROOMS.securityFeed} in ${Date.now() - started} ms`);

    const realtime = app.get(RealtimeService);
    const sent = new Map<string, number>();
    for (let i = 0; i < rounds + 5; i++) {
      const mark = `fan-out-${i}`;
      sent.set(mark, now());
      realtime.toRoom(REALTIME_ROOMS.securityFeed, 'security:entry', entry(mark));
      await pause(100);
    }
    const e2eRounds = 10;
    for (let i = 0; i < e2eRounds; i++) {
      const mark = `bench-${i}-${Date.now()}@example.org`;
      sent.set(mark, now());
      await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: mark, password: 'not-a-password-1' }),
      });
      await pause(300);
    }
    await pause(500);
    const { arrivals } = await ask<{ type: string; arrivals: Record<string, number[]> }>(clients, { type: 'collect' }, 'arrivals');

    const fanOut: number[] = [];
    const lastSocket: number[] = [];
    const endToEnd: number[] = [];
    let missing = 0;
    for (const [mark, at] of sent) {
      const times = arrivals[mark] ?? [];
      missing += count - times.length;
      const latencies = times.map((t) => t - at);
      if (mark.startsWith('fan-out-')) {
        // The first five rounds warm up the JIT and the connections.
        if (Number(mark.slice('fan-out-'.length)) < 5) continue;
        fanOut.push(...latencies);
        lastSocket.push(Math.max(...latencies));
      } else {
        endToEnd.push(...latencies);
      }
    }
    if (missing > 0) throw new Error(`${missing} deliveries never arrived`);
    fanOut.sort((a, b) => a - b);
    endToEnd.sort((a, b) => a - b);
    await ask(clients, { type: 'close' }, 'closed');
    return {
      sockets: count,
      fanOut: {
        rounds,
        p50: round(percentile(fanOut, 50)),
        p95: round(percentile(fanOut, 95)),
        p99: round(percentile(fanOut, 99)),
        lastSocketMedian: round(median(lastSocket)),
      },
      endToEnd: { rounds: e2eRounds, p50: round(percentile(endToEnd, 50)), p95: round(percentile(endToEnd, 95)) },
    };
  } finally {
    clients.kill();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
