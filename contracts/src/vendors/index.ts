export * from './vendors.constant';
export * from './vendors.dto';
export * from './vendors.read-model';
export * from './vendors.permissions';
