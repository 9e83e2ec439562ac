import { EsdbEventStore } from './esdb-event-store';
import type { EventStore } from './event-store.port';
import { SqliteEventStore } from './sqlite-event-store';

/** Opens the adapter the configuration names. */
export async function createEventStore(config: { kind: 'sqlite'; path: string } | { kind: 'esdb'; url: string }): Promise<EventStore> {
  switch (config.kind) {
    case 'sqlite':
      return new SqliteEventStore(config.path);
    case 'esdb':
      return new EsdbEventStore(config.url);
    default: {
      const unknown: never = config;
      throw new Error(`Unknown event store kind: ${JSON.stringify(unknown)}`);
    }
  }
}
