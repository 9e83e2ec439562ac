import { defineConfig } from '@playwright/test';
import { resolve } from 'node:path';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: resolve(__dirname, '.output'),
  // The demo church, seeded once for the run; each worker's app starts on a copy.
  globalSetup: require.resolve('./support/global-setup'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files run two at a time (CI has two cores), each worker on its own app and demo church
  // (e2e/support/test.ts); the tests within a file run in order.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
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
});
