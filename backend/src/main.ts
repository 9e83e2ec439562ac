import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.factory';
import { ConfigError, readConfig } from './platform/config/app-config';

/**
 * Every interface, as Node's own `listen(port)` does (Fastify alone would take localhost only,
 * which a container's port mapping cannot reach): IPv6 and IPv4 on '::', IPv4 alone where the
 * machine has no IPv6.
 */
async function listenOnAllInterfaces(app: NestFastifyApplication, port: number): Promise<void> {
  try {
    await app.listen(port, '::');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT' && (error as NodeJS.ErrnoException).code !== 'EADDRNOTAVAIL') throw error;
    await app.listen(port, '0.0.0.0');
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const app = await createApp(config);
  await listenOnAllInterfaces(app, config.port);
  // The port bound, which PORT=0 leaves to the system (the browser tests start servers so).
  const { port } = app.getHttpServer().address() as AddressInfo;
  new Logger('Koinonia').log(`Listening on http://localhost:${port} (data in ${config.dataDir}${config.demoMode ? ', demo church' : ''})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
