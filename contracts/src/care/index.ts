export * from './care.permissions';
export * from './prayer.constant';
export * from './prayer.dto';
export * from './prayer.read-model';
export * from './care-request.constant';
export * from './care.dto';
export * from './care.read-model';
