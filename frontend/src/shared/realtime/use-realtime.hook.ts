import type { ErrorCode, RoomAck, ServerToClientEvents } from '@koinonia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { realtime, type ConnectionState, type RealtimeClient } from './realtime-client';

/** What a screen shows about its live updates. */
export type LiveStatus =
  | { status: 'connecting' }
  | { status: 'live' }
  | { status: 'reconnecting' }
  | { status: 'refused'; code: ErrorCode }
  | { status: 'closed'; code: ErrorCode | null };

type Handlers = { [E in keyof ServerToClientEvents]?: ServerToClientEvents[E] };

/**
 * Joins `room` on the tab's shared socket for as long as the screen is shown and calls `handlers`
 * with what arrives. After a reconnect `onResync` runs, so the screen can fetch what it missed.
 * When the server ends the session, every query is refreshed: their 401 takes the app to sign-in.
 */
export function useRealtimeRoom(room: string, handlers: Handlers, options: { onResync?: () => void; client?: RealtimeClient } = {}): LiveStatus {
  const client = options.client ?? realtime;
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>({ status: 'connecting' });
  const latest = useRef({ handlers, onResync: options.onResync });
  latest.current = { handlers, onResync: options.onResync };

  useEffect(() => {
    const socket = client.acquire();
    let disposed = false;
    let joined = false;
    const listeners = Object.keys(latest.current.handlers).map((event) => {
      const listener = (payload: unknown) => (latest.current.handlers as Record<string, (p: unknown) => void>)[event]?.(payload);
      socket.on(event as never, listener as never);
      return () => socket.off(event as never, listener as never);
    });

    const answer = (ack: RoomAck, resync: boolean) => {
      if (disposed) return;
      if (!ack.ok) return setStatus({ status: 'refused', code: ack.error.code });
      setStatus({ status: 'live' });
      if (resync) latest.current.onResync?.();
    };
    const follow = (state: ConnectionState) => {
      if (state.status === 'reconnecting') setStatus({ status: 'reconnecting' });
      else if (state.status === 'closed') {
        setStatus({ status: 'closed', code: state.code });
        if (state.reason) void queryClient.invalidateQueries();
      } else if (state.status === 'connected' && joined) {
        // A new socket: ask for the room again, then catch up with what was missed meanwhile.
        void client.rejoin(room).then((ack) => answer(ack, true));
      }
    };
    const removed = ({ room: from, error }: { room: string; error: { code: ErrorCode } }) => {
      if (from === room) setStatus({ status: 'refused', code: error.code });
    };
    socket.on('room:removed', removed);
    const stop = client.onState(follow);
    if (client.current.status === 'closed') follow(client.current);
    void client.join(room).then((ack) => {
      joined = true;
      answer(ack, false);
    });

    return () => {
      disposed = true;
      stop();
      socket.off('room:removed', removed);
      for (const off of listeners) off();
      client.leave(room);
      client.release();
    };
  }, [client, room, queryClient]);

  return status;
}
