export * from './user-roles.constant';
export * from './auth.dto';
export * from './current-user.read-model';
export * from './permissions.constant';
export * from './admin-user.read-model';
export * from './session.read-model';
