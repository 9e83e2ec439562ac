export * from './read-store.port';
export { createReadStore } from './read-store.factory';
