export * from './realtime-rooms.constant';
export * from './realtime-events.type';
