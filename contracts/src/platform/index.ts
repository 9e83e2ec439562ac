export * from './consistency.constant';
export * from './outbox-message.read-model';
