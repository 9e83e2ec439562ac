export * from './volunteer.constant';
export * from './volunteer.dto';
export * from './volunteer.read-model';
export * from './volunteers.permissions';
