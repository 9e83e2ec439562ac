import { EmbeddedReadStore } from './embedded-read-store';
import { MongoReadStore } from './mongo-read-store';
import type { ReadStore } from './read-store.port';

/** Opens the adapter the configuration names. */
export async function createReadStore(config: { kind: 'embedded'; path: string } | { kind: 'mongodb'; url: string }): Promise<ReadStore> {
  switch (config.kind) {
    case 'embedded':
      return new EmbeddedReadStore(config.path);
    case 'mongodb':
      return new MongoReadStore(config.url);
    default: {
      const unknown: never = config;
      throw new Error(`Unknown read store kind: ${JSON.stringify(unknown)}`);
    }
  }
}
