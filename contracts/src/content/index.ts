export * from './content.permissions';
export * from './media';
