export * from './consistency.constant';
export * from './outbox-message.read-model';
export * from './page.read-model';
export * from './page-query.dto';
