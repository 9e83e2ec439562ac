export * from './messaging.permissions';
export * from './sms-segments.util';
export * from './sms.constant';
export * from './sms.dto';
export * from './sms.read-model';
export * from './email-broadcast.dto';
export * from './email-broadcast.read-model';
