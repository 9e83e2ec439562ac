export * from './notification.read-model';
export * from './announcement.dto';
