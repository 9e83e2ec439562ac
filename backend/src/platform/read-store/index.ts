export * from './read-store.port';
export { EmbeddedReadStore, type EmbeddedReadStoreOptions } from './embedded-read-store';
export { MongoReadStore, type MongoReadStoreOptions } from './mongo-read-store';
export { createReadStore } from './read-store.factory';
