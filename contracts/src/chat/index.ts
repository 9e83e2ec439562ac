export * from './chat.constant';
export * from './chat.dto';
export * from './chat.permissions';
export * from './chat.read-model';
