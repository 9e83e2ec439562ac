import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server';

/**
 * Seeds the demo church once for the run: the app starts on an empty folder, seeds it through its
 * commands, and stops. Each worker's app then starts on a copy (e2e/support/test.ts), as on a
 * second `npm start`, instead of two apps seeding at once on two cores.
 */
export default async function globalSetup(): Promise<() => void> {
  const template = mkdtempSync(join(tmpdir(), 'koinonia-e2e-church-'));
  const server = await startServer(template, { RTMP_PORT: '0' });
  await server.stop();
  process.env.E2E_TEMPLATE_DIR = template;
  return () => rmSync(template, { recursive: true, force: true });
}
