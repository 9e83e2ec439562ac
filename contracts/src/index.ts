import 'reflect-metadata';

export * from './errors';
export * from './members';
export * from './auth';
export * from './platform';
export * from './organisation';
export * from './admin';
export * from './i18n';
export * from './search';
export * from './diagnostics';
export * from './security';
export * from './realtime';
export * from './preferences';
export * from './notifications';
export * from './help';
export * from './openapi';
