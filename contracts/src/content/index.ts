export * from './content.permissions';
export * from './sermons';
