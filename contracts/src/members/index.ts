export * from './member-roles.constant';
export * from './member-privacy.constant';
export * from './phone.util';
export * from './member.dto';
export * from './member.read-model';
export * from './household.constant';
export * from './household.dto';
export * from './household.read-model';
