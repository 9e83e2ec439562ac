export * from './error-codes.constant';
export * from './error-catalogue.constant';
export * from './validation-messages.constant';
export * from './api-error.type';
