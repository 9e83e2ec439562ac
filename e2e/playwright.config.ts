import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const PORT = Number(process.env.E2E_PORT || 3417);
// A fresh data folder per run: the demo church is seeded on first start.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'koinonia-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: resolve(__dirname, '.output'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A common desktop size: the header shows all nine links (narrower windows are tested on purpose).
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    video: 'off',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: 'node backend/dist/main.js',
    cwd: resolve(__dirname, '..'),
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The suite signs the same demo accounts in far more often than a person would; the limits
    // themselves are tested by the API tests.
    env: {
      PORT: String(PORT),
      RTMP_PORT: process.env.E2E_RTMP_PORT || String(PORT + 10000),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SIGN_IN_LIMIT_PER_IP: '2000',
      SIGN_IN_LIMIT_PER_ACCOUNT: '1000',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
