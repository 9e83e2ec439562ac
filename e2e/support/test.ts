import { test as base } from '@playwright/test';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { demoChurchCopy, startServer, type RunningServer } from './server';

export { expect, request, type APIRequestContext, type Page } from '@playwright/test';

/** A port free now, for the RTMP ingest (ffmpeg has to be told where to push before the server says). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface WorkerServer extends RunningServer {
  dataDir: string;
  rtmpPort: number;
}

/**
 * Each Playwright worker has its own app on its own demo church (a copy of the one the global setup
 * seeded, e2e/support/global-setup.ts), so specs that change church-wide settings (maintenance mode, a feature turned off)
 * never reach a spec running beside them. `baseURL` is that app's; the outbox and the RTMP port
 * are found through `E2E_DATA_DIR` and `E2E_RTMP_PORT`, set in the worker for the specs' helpers.
 */
export const test = base.extend<object, { churchServer: WorkerServer }>({
  churchServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = demoChurchCopy('worker');
      const rtmpPort = await freePort();
      const server = await startServer(dataDir, {
        RTMP_PORT: String(rtmpPort),
        // The suite signs the same demo accounts in far more often than a person would; the limits
        // themselves are tested by the API tests.
        SIGN_IN_LIMIT_PER_IP: '2000',
        SIGN_IN_LIMIT_PER_ACCOUNT: '1000',
      });
      process.env.E2E_DATA_DIR = dataDir;
      process.env.E2E_RTMP_PORT = String(rtmpPort);
      await use({ ...server, dataDir, rtmpPort });
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ churchServer }, use) => use(churchServer.baseURL),
});
