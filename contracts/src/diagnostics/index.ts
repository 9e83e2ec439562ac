export * from './client-error.constant';
export * from './client-error.dto';
export * from './client-error.read-model';
