import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, readConfig } from './platform/config/app-config';

async function main(): Promise<void> {
  const config = readConfig();
  const app = await createApp(config);
  await app.listen(config.port);
  new Logger('Koinonia').log(`Listening on http://localhost:${config.port} (data in ${config.dataDir}${config.demoMode ? ', demo church' : ''})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
