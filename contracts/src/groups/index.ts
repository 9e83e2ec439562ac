export * from './group.constant';
export * from './group.dto';
export * from './group.read-model';
export * from './groups.permissions';
