import { REALTIME_PATH, type ClientToServerEvents, type RoomAck, type ServerToClientEvents } from '@koinonia/contracts';
import { io, type Socket } from 'socket.io-client';

/**
 * The client side of the socket benches (realtime, chat), in its own process so the server's event
 * loop is not shared with 500 clients': opens the sockets, joins one room, and notes when each
 * payload of one event reaches each socket, by a mark read from the payload (a field path such as
 * `clientId` or `details.email`). Talks to the bench over IPC (see socket-clients.util.ts).
 */
export type SocketClientsCommand =
  | { type: 'connect'; url: string; cookies: string[]; count: number; room: string; event: keyof ServerToClientEvents; mark: string }
  | { type: 'collect' }
  | { type: 'close' };

const now = () => performance.timeOrigin + performance.now();
const sockets: Array<Socket<ServerToClientEvents, ClientToServerEvents>> = [];
/** Arrival times by the payload's mark, one per socket that got it. */
const arrivals = new Map<string, number[]>();

function send(message: unknown): void {
  process.send?.(message);
}

function markOf(payload: unknown, path: string): string {
  let value: unknown = payload;
  for (const key of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return String(value);
}

async function open(url: string, cookie: string, command: Extract<SocketClientsCommand, { type: 'connect' }>): Promise<void> {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack: RoomAck = await socket.timeout(10_000).emitWithAck('room:join', command.room);
  if (!ack.ok) throw new Error(`join refused: ${ack.error.code}`);
  (socket as unknown as Socket).on(command.event, (payload: unknown) => {
    const at = now();
    const mark = markOf(payload, command.mark);
    const list = arrivals.get(mark) ?? [];
    list.push(at);
    arrivals.set(mark, list);
  });
  sockets.push(socket);
}

process.on('message', (command: SocketClientsCommand) => {
  void (async () => {
    try {
      if (command.type === 'connect') {
        for (let i = 0; i < command.count; i += 50) {
          await Promise.all(
            Array.from({ length: Math.min(50, command.count - i) }, (_, j) => open(command.url, command.cookies[(i + j) % command.cookies.length], command)),
          );
        }
        send({ type: 'connected', count: sockets.length });
      } else if (command.type === 'collect') {
        send({ type: 'arrivals', arrivals: Object.fromEntries(arrivals) });
        arrivals.clear();
      } else {
        for (const socket of sockets) socket.close();
        send({ type: 'closed' });
        process.exit(0);
      }
    } catch (error) {
      send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  })();
});
send({ type: 'ready' });
