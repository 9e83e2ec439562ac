export * from './money.util';
export * from './money.dto';
export * from './giving.constant';
export * from './giving.dto';
export * from './giving.read-model';
export * from './giving.permissions';
export * from './online';
