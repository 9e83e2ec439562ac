import { EmbeddedReadStore } from './embedded-read-store';
import type { ReadStore } from './read-store.port';

/** Opens the adapter the configuration names. A server's client library is loaded only when it is named. */
export async function createReadStore(config: { kind: 'embedded'; path: string } | { kind: 'mongodb'; url: string }): Promise<ReadStore> {
  switch (config.kind) {
    case 'embedded':
      return new EmbeddedReadStore(config.path);
    case 'mongodb':
      return new (await import('./mongo-read-store')).MongoReadStore(config.url);
    default: {
      const unknown: never = config;
      throw new Error(`Unknown read store kind: ${JSON.stringify(unknown)}`);
    }
  }
}
