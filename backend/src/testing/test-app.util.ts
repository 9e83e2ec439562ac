import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../app.factory';
import { readConfig, type AppConfig } from '../platform/config/app-config';
import { DEMO_PASSWORD } from '../modules/demo/demo-church.data';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  http: () => ReturnType<typeof request>;
  /** Signs in a demo account and returns its cookie header. */
  signIn: (email?: string) => Promise<string>;
  /** Stops the app, runs `whileDown` (e.g. writes to its stores directly), and starts it again on the same data. */
  restart: (whileDown?: () => Promise<void>) => Promise<void>;
  close: () => Promise<void>;
}

/** The real app on embedded stores in a fresh temp folder, with a small demo church. */
export async function startTestApp(options: { demoMemberCount?: number; env?: NodeJS.ProcessEnv } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'koinonia-test-'));
  const config = readConfig({ DATA_DIR: dataDir, FRONTEND_DIST: join(dataDir, 'no-frontend'), ...options.env });
  const boot = async () => {
    const app = await createApp(config, { logger: false, demoMemberCount: options.demoMemberCount ?? 12 });
    // supertest talks to the bare http.Server: Fastify must have finished booting its plugins.
    await app.getHttpAdapter().getInstance().ready();
    return app;
  };
  const testApp: TestApp = {
    app: await boot(),
    config,
    http: () => request(testApp.app.getHttpServer()),
    async signIn(email = 'admin@demo.church') {
      const response = await testApp.http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);
      const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
      return cookies.map((c) => c.split(';')[0]).join('; ');
    },
    async restart(whileDown) {
      await testApp.app.close();
      await whileDown?.();
      testApp.app = await boot();
    },
    async close() {
      await testApp.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
