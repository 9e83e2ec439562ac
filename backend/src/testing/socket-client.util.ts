import type { AddressInfo } from 'node:net';
import { REALTIME_PATH, type ClientToServerEvents, type RoomAck, type ServerToClientEvents } from '@koinonia/contracts';
import { io, type Socket } from 'socket.io-client';
import type { TestApp } from './test-app.util';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Makes the test app listen on a free port (once) and answers its base URL. */
export async function listen(t: TestApp): Promise<string> {
  const server = t.app.getHttpServer();
  if (!server.listening) await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Opens a socket.io client like the browser's; resolves once connected, rejects with the connect_error. */
export function connectSocket(
  baseUrl: string,
  options: { cookie?: string; headers?: Record<string, string>; transport?: 'websocket' | 'polling' } = {},
): Promise<TestSocket> {
  const socket: TestSocket = io(baseUrl, {
    path: REALTIME_PATH,
    transports: [options.transport ?? 'websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export function joinRoom(socket: TestSocket, room: string): Promise<RoomAck> {
  return socket.timeout(5000).emitWithAck('room:join', room);
}

/** The next `event` on a socket, or a rejection after `timeoutMs`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(
      event as never,
      ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
        clearTimeout(timer);
        resolve(payload);
      }) as never,
    );
  });
}

export function disconnected(socket: TestSocket, timeoutMs = 5000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
