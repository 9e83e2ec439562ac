import { rmSync } from 'node:fs';
import { createApp } from '../../app.factory';
import { ConfigError, readConfig } from '../../platform/config/app-config';
import { testFolders } from '../../testing/test-app.util';

/** Starts and stops the app once on `env`: the first start seeds or founds, a later one checks. */
async function startAndStop(env: NodeJS.ProcessEnv): Promise<void> {
  const app = await createApp(readConfig(env), { logger: false, demoMemberCount: 2 });
  await app.close();
}

describe('production and the demo church', () => {
  const folders = testFolders();
  afterAll(() => rmSync(folders.root, { recursive: true, force: true }));
  const production = { NODE_ENV: 'production', MAIL_OUTBOX_IN_PRODUCTION: 'true' };

  it('refuses to start in production on data that still holds the demo accounts, saying how to remove them', async () => {
    await startAndStop(folders.env);
    const refused = startAndStop({ ...folders.env, ...production });
    await expect(refused).rejects.toBeInstanceOf(ConfigError);
    await expect(refused).rejects.toThrow(
      /demo accounts .*\(admin@demo\.church, pastor@demo\.church,.*auditor@demo\.church, finance@demo\.church\)\. .*deactivate each of them/,
    );
  });

  it('starts in production on a real installation', async () => {
    const real = testFolders();
    try {
      await startAndStop({ ...real.env, DEMO_MODE: 'false', ADMIN_EMAIL: 'office@stbrigid.org', ADMIN_PASSWORD: 'church-office-2026' });
      await expect(startAndStop({ ...real.env, ...production })).resolves.toBeUndefined();
    } finally {
      rmSync(real.root, { recursive: true, force: true });
    }
  });
});
