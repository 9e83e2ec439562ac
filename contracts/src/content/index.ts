export * from './content.permissions';
