import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chatRoom, type ChatChannelView, type ChatHistoryPage } from '@koinonia/contracts';
import { createApp } from '../app.factory';
import { readConfig } from '../platform/config/app-config';
import { READ_STORE } from '../platform/platform.tokens';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { ask, forkSocketClients, now, pause, signIn } from './socket-clients.util';
import { median, percentile, round } from './stats.util';

export interface ChatFigures {
  clients: number;
  /** POST of a message over HTTP → its arrival at each socket in the channel's room. */
  fanOut: { rounds: number; p50: number; p95: number; p99: number; lastSocketMedian: number; lastSocketP99: number };
  /** GET of a page of history (50) in a channel holding `messages` messages, newest and `before=` anywhere. */
  history: { messages: number; requests: number; p50: number; p95: number; p99: number; fillMs: number };
}

/**
 * Community chat on the real app (demo church): `clients` member sockets (in a child process) in the
 * whole church's channel room; a pastor posts messages over HTTP and each socket notes its arrival.
 * Then the channel's read model is filled with `messages` messages (written straight to the
 * collection, untimed: a million commands would take the bench's hour) and pages of history are
 * fetched over HTTP, newest first and `before=` at random depths.
 * BENCH_CHAT_CLIENTS (500), BENCH_CHAT_MESSAGES (1,000,000), BENCH_CHAT_ROUNDS (40), BENCH_CHAT_REQUESTS (300).
 */
export async function benchChat(dir: string, log: (line: string) => void = console.log): Promise<ChatFigures> {
  const clientsWanted = Number(process.env.BENCH_CHAT_CLIENTS) || 500;
  const messages = Number(process.env.BENCH_CHAT_MESSAGES) || 1_000_000;
  const rounds = Number(process.env.BENCH_CHAT_ROUNDS) || 40;
  const requests = Number(process.env.BENCH_CHAT_REQUESTS) || 300;
  const dataDir = mkdtempSync(join(dir, 'chat-'));
  const config = readConfig({ DATA_DIR: dataDir, FRONTEND_DIST: join(dataDir, 'none') });
  const app = await createApp(config, { logger: false, demoMemberCount: 20 });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const clients = await forkSocketClients();
  try {
    const pastor = await signIn(url, 'pastor@demo.church');
    const cookies: string[] = [];
    for (let i = 0; i < 5; i++) cookies.push(await signIn(url, 'member@demo.church'));
    const list = (await (await fetch(`${url}/api/chat/channels`, { headers: { cookie: pastor } })).json()) as ChatChannelView[];
    const channel = list.find((c) => c.kind === 'church' && c.name === 'Whole church');
    if (!channel) throw new Error('no whole-church channel in the demo church');

    const started = Date.now();
    const { count } = await ask<{ type: string; count: number }>(
      clients,
      { type: 'connect', url, cookies, count: clientsWanted, room: chatRoom(channel.id), event: 'chat:message', mark: 'clientId' },
      'connected',
    );
    log(`  ${count} sockets connected and in the channel's room in ${Date.now() - started} ms`);

    const sent = new Map<string, number>();
    for (let i = 0; i < rounds + 5; i++) {
      const clientId = `bench-${i}-${randomUUID()}`;
      sent.set(clientId, now());
      const response = await fetch(`${url}/api/chat/channels/${channel.id}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: pastor },
        body: JSON.stringify({ clientId, text: `Bench message ${i}` }),
      });
      if (response.status !== 201) throw new Error(`send answered ${response.status}`);
      await pause(100);
    }
    await pause(1000);
    const { arrivals } = await ask<{ type: string; arrivals: Record<string, number[]> }>(clients, { type: 'collect' }, 'arrivals');
    const all: number[] = [];
    const last: number[] = [];
    let missing = 0;
    let round_ = 0;
    for (const [clientId, at] of sent) {
      const times = arrivals[clientId] ?? [];
      missing += count - times.length;
      // The first five rounds warm up the JIT and the connections.
      if (round_++ < 5 || times.length === 0) continue;
      const latencies = times.map((t) => t - at);
      all.push(...latencies);
      last.push(Math.max(...latencies));
    }
    if (missing > 0) throw new Error(`${missing} deliveries never arrived`);
    all.sort((a, b) => a - b);
    const lastSorted = [...last].sort((a, b) => a - b);
    await ask(clients, { type: 'close' }, 'closed');

    // History: the channel filled with `messages` documents, as the projection writes them.
    const fillStarted = Date.now();
    const collection = app.get<ReadStore>(READ_STORE).collection('chat-messages');
    const authorId = channel.id; // any id: names are looked up, missing ones show empty
    const base = 1_000_000_000;
    for (let from = 0; from < messages; from += 10_000) {
      const batch = Array.from({ length: Math.min(10_000, messages - from) }, (_, k) => {
        const seq = base + from + k;
        const text = `Message ${seq} about the potluck, the choir and Sunday`;
        return {
          replaceOne: {
            filter: { _id: `bench-${seq}` },
            upsert: true,
            replacement: {
              _id: `bench-${seq}`,
              channelId: channel.id,
              seq,
              clientId: `b${seq}`,
              authorId,
              text,
              searchText: text.toLowerCase(),
              mentions: [],
              sentAt: new Date(Date.UTC(2025, 0, 1) + (from + k) * 1000).toISOString(),
              editedAt: null,
              deleted: false,
              hidden: false,
              reactions: {},
              reports: [],
              revision: 0,
            },
          },
        };
      });
      await collection.bulkWrite(batch);
    }
    await app.get<ReadStore>(READ_STORE).flush();
    const fillMs = Date.now() - fillStarted;
    log(`  ${messages.toLocaleString('en')} messages written to the channel's read model in ${fillMs.toLocaleString('en')} ms (untimed)`);

    const member = cookies[0]!;
    const timings: number[] = [];
    for (let i = 0; i < requests + 20; i++) {
      const before = i % 3 === 0 ? '' : `?before=${base + 1 + Math.floor(Math.random() * messages)}`;
      const t0 = now();
      const response = await fetch(`${url}/api/chat/channels/${channel.id}/messages${before}`, { headers: { cookie: member } });
      const page = (await response.json()) as ChatHistoryPage;
      const elapsed = now() - t0;
      if (response.status !== 200 || !Array.isArray(page.messages)) throw new Error(`history answered ${response.status}`);
      if (i >= 20) timings.push(elapsed);
    }
    timings.sort((a, b) => a - b);
    return {
      clients: count,
      fanOut: {
        rounds,
        p50: round(percentile(all, 50)),
        p95: round(percentile(all, 95)),
        p99: round(percentile(all, 99)),
        lastSocketMedian: round(median(last)),
        lastSocketP99: round(percentile(lastSorted, 99)),
      },
      history: { messages, requests, p50: round(percentile(timings, 50)), p95: round(percentile(timings, 95)), p99: round(percentile(timings, 99)), fillMs },
    };
  } finally {
    clients.kill();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
