export * from './audit.permissions';
export * from './audit.dto';
export * from './audit.read-model';
