export { RealtimeClient, realtime, type ConnectionState, type RealtimeSocket } from './realtime-client';
export { useRealtimeRoom, type LiveStatus } from './use-realtime.hook';
