export * from './member-roles.constant';
export * from './member-privacy.constant';
export * from './phone.util';
export * from './member.dto';
export * from './member.read-model';
