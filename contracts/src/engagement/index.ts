export * from './engagement.constant';
export * from './engagement.dto';
export * from './engagement.permissions';
export * from './engagement.read-model';
