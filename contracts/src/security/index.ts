export * from './security-event-types.constant';
export * from './security-event.read-model';
export * from './security.dto';
