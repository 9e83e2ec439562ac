export * from './content.permissions';
export * from './sermons';
export * from './media';
