export * from './finance.constant';
export * from './finance.dto';
export * from './finance.read-model';
export * from './finance.permissions';
