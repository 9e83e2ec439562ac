import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_PASSWORD } from '../modules/demo';
import { median, round } from './stats.util';

/** The pages measured: signed out, then as a staff member (the demo church's). */
const PAGES = [
  { key: 'landing', label: '/ (landing)', path: '/', signedIn: false },
  { key: 'home', label: '/ (home, staff)', path: '/', signedIn: true },
  { key: 'members', label: '/members (staff)', path: '/members', signedIn: true },
] as const;

const PRESETS = ['mobile', 'desktop'] as const;

/** `BENCH_LIGHTHOUSE_PAGES=landing,home` / `BENCH_LIGHTHOUSE_PRESETS=mobile`: a part of the runs, one page at a time on a busy machine. */
function chosen<T extends string>(all: readonly T[], list: string | undefined): T[] {
  const wanted = list
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return wanted?.length ? all.filter((item) => wanted.includes(item)) : [...all];
}

/** Debian's Chromium with the flags the browser tests use (e2e/playwright.config.ts). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export interface LighthouseFigures {
  page: string;
  preset: (typeof PRESETS)[number];
  /** Medians over the runs. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number[];
}

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('bench server did not start');
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

/** One Lighthouse run in its own Chromium, performance only, the report as JSON. */
async function lighthouse(url: string, preset: (typeof PRESETS)[number], cookie: string | null): Promise<LighthouseReport> {
  const args = [
    require.resolve('lighthouse/cli/index.js'),
    url,
    '--output=json',
    '--quiet',
    '--only-categories=performance',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(stdout) as LighthouseReport;
}

/** Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART): such a run is run again. */
async function lighthouseRetried(url: string, preset: (typeof PRESETS)[number], cookie: string | null, attempts = 3): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, preset, cookie);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  (a Lighthouse run failed, trying again: ${(error as Error).message.split('\n')[1] ?? ''})`);
    }
  }
}

/**
 * `BENCH_ONLY=lighthouse`: the built app (backend/dist and frontend/dist) on a fresh demo church,
 * Lighthouse's mobile and desktop presets (simulated throttling) on each page, `runs` times,
 * medians. BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's full report (its diagnostics name
 * the long tasks and the unused code).
 */
export async function benchLighthouse(dir: string, runs = 3, log: (line: string) => void = console.log): Promise<LighthouseFigures[]> {
  const dataDir = mkdtempSync(join(dir, 'lighthouse-'));
  const port = Number(process.env.BENCH_PORT) || 3991;
  // The demo church listens on 127.0.0.1 only.
  const base = `http://127.0.0.1:${port}`;
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) mkdirSync(reports, { recursive: true });
  const server = spawn(process.execPath, [join(__dirname, '../main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', SIGN_IN_LIMIT_PER_IP: '1000', SIGN_IN_LIMIT_PER_ACCOUNT: '1000' },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(base);
    const cookie = await signIn(base, 'staff@demo.church');
    // One visit first, so the server's own start-up work is not in the first measured run.
    await fetch(`${base}/api/members`, { headers: { cookie } });
    const figures: LighthouseFigures[] = [];
    const presets = chosen(PRESETS, process.env.BENCH_LIGHTHOUSE_PRESETS);
    const pages = PAGES.filter((page) =>
      chosen(
        PAGES.map((p) => p.key),
        process.env.BENCH_LIGHTHOUSE_PAGES,
      ).includes(page.key),
    );
    for (const page of pages) {
      for (const preset of presets) {
        const results: LighthouseReport[] = [];
        for (let run = 0; run < runs; run++) {
          const report = await lighthouseRetried(`${base}${page.path}`, preset, page.signedIn ? cookie : null);
          if (reports) writeFileSync(join(reports, `${page.label.replace(/\W+/g, '_')}-${preset}-${run}.json`), JSON.stringify(report));
          results.push(report);
        }
        const metric = (id: string) => median(results.map((r) => r.audits[id]?.numericValue ?? NaN));
        const scores = results.map((r) => Math.round(r.categories.performance.score * 100));
        const f: LighthouseFigures = {
          page: page.label,
          preset,
          score: median(scores),
          fcpMs: Math.round(metric('first-contentful-paint')),
          lcpMs: Math.round(metric('largest-contentful-paint')),
          tbtMs: Math.round(metric('total-blocking-time')),
          cls: round(metric('cumulative-layout-shift'), 3),
          runs: scores,
        };
        log(
          `  ${f.page}, ${f.preset}: score ${f.score} (runs ${f.runs.join(', ')}), FCP ${round(f.fcpMs / 1000, 1)} s, LCP ${round(f.lcpMs / 1000, 1)} s, TBT ${f.tbtMs} ms, CLS ${f.cls} — load ${loadAverage()}`,
        );
        figures.push(f);
      }
    }
    return figures;
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
