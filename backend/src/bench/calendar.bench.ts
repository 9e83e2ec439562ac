import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { createApp } from '../app.factory';
import { readConfig } from '../platform/config/app-config';
import { DEMO_PASSWORD, mulberry32 } from '../modules/demo';
import { median, percentile, round } from './stats.util';

export interface CalendarFigures {
  events: number;
  recurring: number;
  /** One month: occurrences answered per request (median). */
  occurrencesPerMonth: number;
  /** GET /api/events/calendar for one month: what the calendar page asks (each event's shared fields once). */
  month: { p50: number; p95: number; requests: number };
  /** GET /api/events for the same months (one view per occurrence), asked alternately with the above. */
  monthList: { p50: number; p95: number; requests: number };
  /** POST /api/events booking a room that already holds ten years of weekly occurrences. */
  conflict: { clashP50: number; clashP95: number; freeP50: number; freeP95: number; rounds: number };
}

const CATEGORIES = ['worship', 'study', 'fellowship', 'outreach', 'youth', 'children', 'music', 'meeting', 'other'];
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const pad = (n: number) => String(n).padStart(2, '0');
const sortedOf = (values: number[]) => [...values].sort((a, b) => a - b);

/** Asks for each path in turn from a worker thread, brotli or gzip as a browser does; the time of each is until its body is read. */
function monthsFromAnotherThread(paths: string[], headers: Record<string, string>): Promise<{ times: number[]; counts: number[] }> {
  const script = `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const times = [];
      const counts = [];
      for (const path of workerData.paths) {
        const started = process.hrtime.bigint();
        const response = await fetch(path, { headers: { ...workerData.headers, 'accept-encoding': 'br, gzip' } });
        if (!response.ok) throw new Error(path + ': ' + response.status);
        const body = await response.text();
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
        const parsed = JSON.parse(body);
        counts.push(Array.isArray(parsed) ? parsed.length : parsed.occurrences.length);
      }
      parentPort.postMessage({ times, counts });
    })().catch((error) => { throw error; });
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { eval: true, workerData: { paths, headers } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/**
 * The calendar as a busy church's office sees it (the real app over HTTP, staff signed in):
 * `events` events in 2027, a quarter of them weekly all year (expanded), the rest one-off; then
 * months of it asked for one request at a time. Then a room booked weekly for ten years, and
 * bookings that clash with its tenth year (409) or fit between its occurrences (201, each
 * checked against all 520 and then cancelled).
 */
export async function benchCalendar(dir: string, events = 2000, requests = 120, conflictRounds = 30): Promise<CalendarFigures> {
  const dataDir = mkdtempSync(join(dir, 'calendar-'));
  const config = readConfig({ DATA_DIR: dataDir, FRONTEND_DIST: join(dataDir, 'none') });
  const app = await createApp(config, { logger: false, demoMemberCount: 20 });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@demo.church', password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const post = async (path: string, body: object, expect = 201): Promise<{ id: string; position: number }> => {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: url },
        body: JSON.stringify(body),
      });
      if (response.status !== expect) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string; position: number };
    };
    const timed = async (work: () => Promise<unknown>): Promise<number> => {
      const started = process.hrtime.bigint();
      await work();
      return Number(process.hrtime.bigint() - started) / 1e6;
    };

    const random = mulberry32(13);
    let recurring = 0;
    let position = 0;
    for (let i = 0; i < events; i++) {
      const weekly = i % 4 === 0;
      const month = 1 + Math.floor(random() * 12);
      const day = 1 + Math.floor(random() * 28);
      const hour = 7 + Math.floor(random() * 13);
      const start = `2027-${pad(weekly ? 1 : month)}-${pad(weekly ? 1 + (i % 7) : day)}T${pad(hour)}:00`;
      const body = {
        title: `Bench event ${i}`,
        category: CATEGORIES[i % CATEGORIES.length],
        startsAt: start,
        endsAt: `${start.slice(0, 11)}${pad(hour + 1)}:30`,
        ...(weekly ? { recurrence: `FREQ=WEEKLY;UNTIL=20271231T235959Z` } : {}),
      };
      if (weekly) recurring++;
      ({ position } = await post('/api/events', body));
    }

    // The months are asked by a client on its own thread, as a browser is its own process: a month's time runs
    // until its last byte has arrived and been decompressed (fetch does that as it reads); parsing the JSON is the
    // client's own work, untimed. Both were done on the server's event loop before, about 15 ms a month.
    // The calendar's request and the list's for the same month, one after the other, so the machine's noise falls on both.
    const paths = Array.from({ length: requests * 2 }, (_, i) => {
      const month = 1 + (Math.floor(i / 2) % 12);
      const last = new Date(Date.UTC(2027, month, 0)).getUTCDate();
      return `${url}/api/events${i % 2 === 0 ? '/calendar' : ''}?from=2027-${pad(month)}-01&to=2027-${pad(month)}-${pad(last)}`;
    });
    const asked = await monthsFromAnotherThread(paths, { cookie, 'x-consistency-position': String(position) });
    const monthTimes = asked.times.filter((_, i) => i % 2 === 0);
    const listTimes = asked.times.filter((_, i) => i % 2 === 1);
    const counts = asked.counts.filter((_, i) => i % 2 === 0);
    if (counts.some((count, i) => count !== asked.counts[2 * i + 1])) throw new Error('The calendar and the list answered different occurrences for a month.');

    const room = await post('/api/rooms', { name: 'Bench hall', capacity: 200 });
    await post('/api/events', {
      title: 'Ten years of Sundays',
      category: 'worship',
      startsAt: '2027-01-03T09:00',
      endsAt: '2027-01-03T12:00',
      roomId: room.id,
      recurrence: 'FREQ=WEEKLY;COUNT=520',
    });
    const clash: number[] = [];
    const free: number[] = [];
    for (let i = 0; i < conflictRounds; i++) {
      // A Sunday in the series' tenth year: refused, after every earlier Sunday was checked.
      const sunday = new Date(Date.UTC(2036, 0, 6 + 7 * (i % 40)));
      const date = sunday.toISOString().slice(0, 10);
      clash.push(
        await timed(() =>
          post('/api/events', { title: `Clash ${i}`, category: 'meeting', startsAt: `${date}T10:00`, endsAt: `${date}T11:00`, roomId: room.id }, 409),
        ),
      );
      // A weekly booking for the same ten years on a weekday: checked against all 520 Sundays, booked, then cancelled
      // (untimed) so that every round checks against the ten-year series alone.
      const day = pad(4 + (i % 6));
      let booked = '';
      free.push(
        await timed(async () => {
          ({ id: booked } = await post('/api/events', {
            title: `Weeknight ${i}`,
            category: 'study',
            startsAt: `2027-01-${day}T18:00`,
            endsAt: `2027-01-${day}T19:30`,
            roomId: room.id,
            recurrence: `FREQ=WEEKLY;BYDAY=${WEEKDAYS[i % 6]};COUNT=520`,
          }));
        }),
      );
      await post(`/api/events/${booked}/cancel`, {}, 200);
    }
    return {
      events,
      recurring,
      occurrencesPerMonth: median(counts),
      month: { p50: round(median(monthTimes)), p95: round(percentile(sortedOf(monthTimes), 95)), requests },
      monthList: { p50: round(median(listTimes)), p95: round(percentile(sortedOf(listTimes), 95)), requests },
      conflict: {
        clashP50: round(median(clash)),
        clashP95: round(percentile(sortedOf(clash), 95)),
        freeP50: round(median(free)),
        freeP95: round(percentile(sortedOf(free), 95)),
        rounds: conflictRounds,
      },
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
