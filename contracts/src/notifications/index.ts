export * from './notification.read-model';
export * from './announcement.dto';
export * from './announcement.read-model';
