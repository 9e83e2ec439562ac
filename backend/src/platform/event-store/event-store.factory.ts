import type { EventStore } from './event-store.port';
import { SqliteEventStore } from './sqlite-event-store';

/** Opens the adapter the configuration names. A server's client library is loaded only when it is named. */
export async function createEventStore(config: { kind: 'sqlite'; path: string } | { kind: 'esdb'; url: string }): Promise<EventStore> {
  switch (config.kind) {
    case 'sqlite':
      return new SqliteEventStore(config.path);
    case 'esdb':
      return new (await import('./esdb-event-store')).EsdbEventStore(config.url);
    default: {
      const unknown: never = config;
      throw new Error(`Unknown event store kind: ${JSON.stringify(unknown)}`);
    }
  }
}
