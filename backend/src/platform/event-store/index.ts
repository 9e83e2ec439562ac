export * from './event-store.port';
export { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite-event-store';
export { EsdbEventStore } from './esdb-event-store';
export { createEventStore } from './event-store.factory';
