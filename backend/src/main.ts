import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, readConfig } from './platform/config/app-config';
import { listenOn } from './platform/http/listen.util';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = new Logger('Koinonia');
  if (config.production && !config.appSecret) {
    logger.warn(
      `APP_SECRET is not set: the key file in ${config.dataDir} keys the security log's chain, so whoever can read that folder can rewrite the log undetected (except against anchors kept elsewhere).`,
    );
  }
  const app = await createApp(config);
  const { address, port } = await listenOn(app, config);
  const where =
    address === '::' || address === '0.0.0.0' ? `every interface, port ${port}` : `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  logger.log(`Listening on ${where} (data in ${config.dataDir}${config.demoMode ? ', demo church: not for real data' : ''})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
