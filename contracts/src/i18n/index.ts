export * from './languages.constant';
export * from './catalogue';
