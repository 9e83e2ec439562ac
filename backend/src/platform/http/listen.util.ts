import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config';

/**
 * Listens where the config says: on `host` when there is one (127.0.0.1 in demo mode, whose
 * accounts share a published password), else on every interface, as Node's own `listen(port)`
 * does (Fastify alone would take localhost only, which a container's port mapping cannot
 * reach): IPv6 and IPv4 on '::', IPv4 alone where the machine has no IPv6. Answers the address.
 */
export async function listenOn(app: NestFastifyApplication, config: Pick<AppConfig, 'host' | 'port'>): Promise<AddressInfo> {
  if (config.host) {
    await app.listen(config.port, config.host);
  } else {
    try {
      await app.listen(config.port, '::');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT' && (error as NodeJS.ErrnoException).code !== 'EADDRNOTAVAIL') throw error;
      await app.listen(config.port, '0.0.0.0');
    }
  }
  return app.getHttpServer().address() as AddressInfo;
}
