export * from './event.constant';
export * from './event.dto';
export * from './event.read-model';
export * from './events.permissions';
export * from './registration.dto';
export * from './registration.read-model';
