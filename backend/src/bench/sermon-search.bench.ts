import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { CommandBus } from '@nestjs/cqrs';
import { seriesIdOf } from '@koinonia/contracts';
import { createApp } from '../app.factory';
import { bySystem } from '../platform/commands/command-actor.type';
import { readConfig } from '../platform/config/app-config';
import { EVENT_STORE } from '../platform/platform.tokens';
import type { EventStore } from '../platform/event-store/event-store.port';
import { ProjectionRunner } from '../platform/projections/projection-runner.service';
import { DEMO_PASSWORD, mulberry32 } from '../modules/demo';
import { DraftSermonCommand, PublishSermonCommand } from '../modules/content';
import { median, percentile, round } from './stats.util';

export interface SermonSearchFigures {
  sermons: number;
  /** Transcript characters over the whole archive. */
  transcriptChars: number;
  seedMs: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Each search term's matches in the archive (the `total` of its unfiltered request). */
  hits: Array<{ term: string; total: number }>;
}

const SPEAKERS = ['Grace Okafor', 'Daniel Reyes', 'Miriam Cohen', 'Samuel Adeyemi', 'Ruth Lindqvist', 'Peter Nakamura', 'Esther Mensah', 'John Whitfield'];
const SERIES = [
  'Hope in Exile',
  'The Sermon on the Mount',
  'Psalms for the Journey',
  'Acts of the Apostles',
  'Letters to the Churches',
  'Kings and Prophets',
  'The Gospel of John',
  'Advent',
  'Lent',
  'Wisdom for Today',
  'The Patriarchs',
  'Revelation',
];
/** From common to rare in the KJV, single words and phrases: each hits a different share of the archive. */
const SERMON_SEARCH_TERMS = [
  'lord',
  'love',
  'faith',
  'grace',
  'shepherd',
  'covenant',
  'jerusalem',
  'righteousness',
  'bread of life',
  'pharaoh',
  'babylon',
  'resurrection',
  'melchizedek',
  'lamb of god',
  'nebuchadnezzar',
  'baptism',
];
const pad = (n: number) => String(n).padStart(2, '0');

/** The King James Bible's verses in order, cleaned of the edition's paragraph marks and italics brackets. */
function kjvVerses(): Array<{ reference: string; text: string }> {
  const verses = JSON.parse(readFileSync(require.resolve('kjv/json/verses-1769.json'), 'utf8')) as Record<string, string>;
  // The edition names the Song of Songs "Solomon's Song", which the scripture parser does not know.
  return Object.entries(verses).map(([reference, text]) => ({
    reference: reference.replace("Solomon's Song", 'Song of Solomon'),
    text: text
      .replace(/[#[\]]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

/** Asks for each path in turn from a worker thread (the client on its own thread, as a browser is its own process); the time of each is until its body is read. */
function searchesFromAnotherThread(paths: string[], headers: Record<string, string>): Promise<{ times: number[]; totals: number[] }> {
  const script = `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const times = [];
      const totals = [];
      for (const path of workerData.paths) {
        const started = process.hrtime.bigint();
        const response = await fetch(path, { headers: { ...workerData.headers, 'accept-encoding': 'br, gzip' } });
        if (!response.ok) throw new Error(path + ': ' + response.status + ' ' + (await response.text()));
        const body = await response.text();
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
        totals.push(JSON.parse(body).total);
      }
      parentPort.postMessage({ times, totals });
    })().catch((error) => { throw error; });
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { eval: true, workerData: { paths, headers } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/**
 * The sermon archive searched by a member (the real app over HTTP): `sermons` published sermons,
 * drafted and published through the real commands (untimed), each with a transcript of 80–240
 * consecutive KJV verses (about 2,000–6,000 words, as a half-hour sermon), a speaker of eight and
 * a series of twelve. Then `requests` searches one at a time: terms from common ("lord") to rare
 * ("melchizedek"), alone or with a series, a speaker, both, or a later page.
 */
export async function benchSermonSearch(dir: string, sermons = 5000, requests = 400, log: (line: string) => void = console.log): Promise<SermonSearchFigures> {
  const dataDir = mkdtempSync(join(dir, 'sermon-search-'));
  const config = readConfig({ DATA_DIR: dataDir, FRONTEND_DIST: join(dataDir, 'none'), RTMP_PORT: '0' });
  const app = await createApp(config, { logger: false, demoMemberCount: 20 });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const commands = app.get(CommandBus);
  try {
    const seedStart = Date.now();
    const verses = kjvVerses();
    const random = mulberry32(53);
    let transcriptChars = 0;
    const CONCURRENT = 8;
    for (let start = 0; start < sermons; start += CONCURRENT) {
      await Promise.all(
        Array.from({ length: Math.min(CONCURRENT, sermons - start) }, async (_, k) => {
          const i = start + k;
          const length = 80 + Math.floor(random() * 160);
          const from = Math.floor(random() * (verses.length - length));
          const passage = verses.slice(from, from + length);
          const transcript = passage.map((verse) => verse.text).join(' ');
          transcriptChars += transcript.length;
          const day = new Date(Date.UTC(2000, 0, 2 + i * 2));
          const sermonId = randomUUID();
          await commands.execute(
            new DraftSermonCommand(
              sermonId,
              {
                title: `${passage[0].text.split(' ').slice(0, 6).join(' ')} (${i + 1})`,
                speaker: SPEAKERS[i % SPEAKERS.length],
                series: SERIES[Math.floor(i / 7) % SERIES.length],
                scripture: passage[0].reference,
                summary: passage
                  .slice(0, 3)
                  .map((verse) => verse.text)
                  .join(' ')
                  .slice(0, 1000),
                transcript,
                tags: [SERIES[i % SERIES.length].split(' ').pop()!.toLowerCase()],
                preachedOn: `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`,
              },
              bySystem(),
            ),
          );
          await commands.execute(new PublishSermonCommand(sermonId, true, bySystem()));
        }),
      );
      if ((start / CONCURRENT) % 125 === 124) log(`  seeded ${(start + CONCURRENT).toLocaleString('en')} sermons...`);
    }
    const head = await app.get<EventStore>(EVENT_STORE).headPosition();
    // Read side caught up, or say why not: a projection that keeps failing (a transcript refused by an index) waits forever.
    const runner = app.get(ProjectionRunner);
    let reported = false;
    while (runner.position < head) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const failing = runner.statuses().find((status) => status.lastError);
      if (failing && !reported) {
        reported = true;
        log(`  the read side is stuck at ${runner.position} of ${head}: ${failing.name} ${String(failing.lastError)}`);
      }
    }
    const seedMs = Date.now() - seedStart;

    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@demo.church', password: DEMO_PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`sign-in: ${login.status}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];

    // Every term alone first (its count of matches), then a shuffled mix with filters and pages.
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const paths = SERMON_SEARCH_TERMS.map((term) => `${url}/api/sermons?${new URLSearchParams({ search: term }).toString()}`);
    while (paths.length < requests) {
      const params = new URLSearchParams({ search: pick(SERMON_SEARCH_TERMS) });
      const kind = random();
      if (kind < 0.25) params.set('series', seriesIdOf(pick(SERIES)));
      else if (kind < 0.5) params.set('speaker', pick(SPEAKERS));
      else if (kind < 0.6) {
        params.set('series', seriesIdOf(pick(SERIES)));
        params.set('speaker', pick(SPEAKERS));
      } else if (kind < 0.7) params.set('page', String(2 + Math.floor(random() * 5)));
      paths.push(`${url}/api/sermons?${params.toString()}`);
    }
    // A warm-up pass over the first few (untimed), then the timed run.
    const warm = await searchesFromAnotherThread(paths.slice(0, 20), { cookie });
    // The first search builds the transcript words' index (once per process).
    log(`  warm-up (untimed): the first search ${Math.round(warm.times[0])} ms, the next ${Math.round(median(warm.times.slice(1)))} ms at the median`);
    const { times, totals } = await searchesFromAnotherThread(paths, { cookie });
    const sorted = [...times].sort((a, b) => a - b);
    return {
      sermons,
      transcriptChars,
      seedMs,
      requests: times.length,
      p50: round(median(times)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted[sorted.length - 1]),
      hits: SERMON_SEARCH_TERMS.map((term, i) => ({ term, total: totals[i] })),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
