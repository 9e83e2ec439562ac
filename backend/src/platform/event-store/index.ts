export * from './event-store.port';
export { createEventStore } from './event-store.factory';
