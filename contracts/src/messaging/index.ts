export * from './email-broadcast.dto';
export * from './email-broadcast.read-model';
export * from './messaging.permissions';
