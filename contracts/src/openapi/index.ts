export * from './api-schemas.type';
