export * from './attendance.constant';
export * from './attendance.dto';
export * from './attendance.permissions';
export * from './attendance.read-model';
