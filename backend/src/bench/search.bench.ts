import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { createApp } from '../app.factory';
import { readConfig } from '../platform/config/app-config';
import { DEMO_MINISTRIES, DEMO_PASSWORD, generateMembers, mulberry32 } from '../modules/demo';
import { median, percentile, round } from './stats.util';

/**
 * A few hundred different requests, shuffled: substrings of real names, emails and phone
 * numbers from the seeded church, alone or with role and ministry filters, sorts and deep pages.
 * Enough variety that no request is answered from what the previous one left behind.
 */
export function searchRequests(count = 600, seed = 3): string[] {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const people = generateMembers(2000, 99);
  const roles = ['visitor', 'attender', 'member', 'volunteer', 'leader'];
  const ministries = DEMO_MINISTRIES.map((m) => m.name);
  const sorts = ['name', '-name', 'joined', '-joined', 'email', 'ministry'];
  const requests: string[] = [];
  for (let i = 0; i < count; i++) {
    const person = pick(people);
    const source = pick([person.fullName.split(' ')[1] ?? person.fullName, person.fullName.split(' ')[0], person.email, person.phone.replace(/\D/g, '')]);
    const length = 3 + Math.floor(random() * 4);
    const start = Math.floor(random() * Math.max(1, source.length - length));
    const params = new URLSearchParams();
    const kind = random();
    if (kind < 0.75) params.set('search', source.slice(start, start + length).toLowerCase());
    if (kind > 0.5) {
      if (random() < 0.5) params.set('role', pick(roles));
      else params.set('ministry', pick(ministries));
    }
    if (random() < 0.4) params.set('sort', pick(sorts));
    if (random() < 0.2) params.set('page', String(1 + Math.floor(random() * 20)));
    requests.push(`/api/members?${params.toString()}`);
  }
  return requests;
}

async function seed(dataDir: string, members: number, log: (line: string) => void): Promise<void> {
  if (existsSync(join(dataDir, 'events.sqlite'))) return;
  log(`  seeding ${members.toLocaleString('en')} members through the real commands...`);
  const started = Date.now();
  const config = readConfig({ DATA_DIR: dataDir, FRONTEND_DIST: join(dataDir, 'none') });
  const app = await createApp(config, { logger: false, demoMemberCount: members });
  await app.close();
  log(`  seeded in ${Math.round((Date.now() - started) / 1000)} s`);
}

function request(agent: http.Agent, port: number, path: string, cookie: string): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolvePromise(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitForHealth(port: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('bench server did not start');
}

export interface SearchFigures {
  members: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * The built server in its own process (one core), this process as the load (the other core):
 * `connections` keep-alive connections each send the next query as soon as the last answers.
 */
export async function benchSearch(
  dir: string,
  members = 50_000,
  connections = 50,
  rounds = 3,
  ms = 8000,
  log: (line: string) => void = console.log,
): Promise<SearchFigures> {
  const dataDir = join(dir, `search-${members}`);
  await seed(dataDir, members, log);
  // A shared machine: each developer's bench can take its own port.
  const port = Number(process.env.BENCH_PORT) || 3990;
  const server = spawn(process.execPath, [resolve(__dirname, '../main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, FRONTEND_DIST: join(dataDir, 'none'), NODE_ENV: 'test' },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(port);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@demo.church', password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const p50s: number[] = [];
    const p95s: number[] = [];
    const p99s: number[] = [];
    const rates: number[] = [];
    let total = 0;
    const queries = searchRequests();
    for (let round_ = 0; round_ <= rounds; round_++) {
      const latencies: number[] = [];
      const failures: string[] = [];
      const end = Date.now() + (round_ === 0 ? 2000 : ms);
      let next = 0;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (Date.now() < end) {
            const path = queries[next++ % queries.length];
            const started = process.hrtime.bigint();
            const status = await request(agent, port, path, cookie);
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            if (status !== 200) failures.push(`${status} ${path}`);
          }
        }),
      );
      if (failures.length > 0) throw new Error(`${failures.length} search requests failed, e.g. ${failures.slice(0, 3).join(', ')}`);
      if (round_ === 0) continue; // warm-up
      latencies.sort((a, b) => a - b);
      p50s.push(percentile(latencies, 50));
      p95s.push(percentile(latencies, 95));
      p99s.push(percentile(latencies, 99));
      rates.push((latencies.length / ms) * 1000);
      total += latencies.length;
      log(
        `  round ${round_}: ${latencies.length} requests, p50 ${round(percentile(latencies, 50))} ms, p95 ${round(percentile(latencies, 95))} ms, p99 ${round(percentile(latencies, 99))} ms`,
      );
    }
    agent.destroy();
    return {
      members,
      connections,
      requests: total,
      requestsPerSecond: Math.round(median(rates)),
      p50: round(median(p50s)),
      p95: round(median(p95s)),
      p99: round(median(p99s)),
    };
  } finally {
    server.kill('SIGTERM');
  }
}
