export * from './worship.constant';
export * from './worship.dto';
export * from './worship.read-model';
export * from './worship.permissions';
