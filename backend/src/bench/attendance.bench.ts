import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from '../app.factory';
import { readConfig } from '../platform/config/app-config';
import { DEMO_PASSWORD } from '../modules/demo';
import { GatheringQueriesService } from '../modules/attendance';
import { median, round } from './stats.util';

export interface AttendanceFigures {
  people: number;
  rounds: number;
  /** POST /api/gatherings/:id/attendance naming every person, to a fresh register: median ms. */
  firstRecording: number;
  /** The same list again: everyone already counted, nothing appended. */
  repeatRecording: number;
}

/**
 * A whole congregation's attendance in one request (the real app, HTTP): `people` members, each
 * round a new gathering's register filled at once, then the same list sent again (idempotent).
 */
export async function benchAttendance(dir: string, people = 2000, rounds = 5): Promise<AttendanceFigures> {
  const dataDir = mkdtempSync(join(dir, 'attendance-'));
  const config = readConfig({ DATA_DIR: dataDir, FRONTEND_DIST: join(dataDir, 'none') });
  const app = await createApp(config, { logger: false, demoMemberCount: people });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@demo.church', password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const post = async (path: string, body: object): Promise<{ id: string }> => {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: url },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string };
    };
    const memberIds = (await app.get(GatheringQueriesService).register()).map((person) => person.memberId).slice(0, people);
    const first: number[] = [];
    const repeat: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const { id } = await post('/api/gatherings', { name: `Bench ${round}`, kind: 'service', startsAt: '2026-11-01T10:00:00Z', repeat: 'weekly' });
      for (const times of [first, repeat]) {
        const started = process.hrtime.bigint();
        await post(`/api/gatherings/${id}/attendance`, { memberIds, occurrence: '2026-11-22' });
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
    return { people: memberIds.length, rounds, firstRecording: round(median(first)), repeatRecording: round(median(repeat)) };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
