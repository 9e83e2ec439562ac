export * from './user-preferences.type';
export * from './user-preferences.dto';
