export * from './consistency.constant';
