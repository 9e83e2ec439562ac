import { REALTIME_PATH, REALTIME_ROOMS, type ClientToServerEvents, type RoomAck, type SecurityEventView, type ServerToClientEvents } from '@koinonia/contracts';
import { io, type Socket } from 'socket.io-client';

/**
 * The client side of the realtime bench, in its own process (so the server's event loop is not
 * shared with 500 clients'): opens the sockets, joins the security feed, and notes when each
 * entry reaches each socket. Talks to the bench over IPC.
 */
type Command = { type: 'connect'; url: string; cookies: string[]; count: number } | { type: 'collect' } | { type: 'close' };

const now = () => performance.timeOrigin + performance.now();
const sockets: Array<Socket<ServerToClientEvents, ClientToServerEvents>> = [];
/** Arrival times by the entry's mark (details.email), one per socket that got it. */
const arrivals = new Map<string, number[]>();

function send(message: unknown): void {
  process.send?.(message);
}

async function open(url: string, cookie: string): Promise<void> {
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
  const ack: RoomAck = await socket.timeout(10_000).emitWithAck('room:join', REALTIME_ROOMS.securityFeed);
  if (!ack.ok) throw new Error(`join refused: ${ack.error.code}`);
  socket.on('security:entry', (entry: SecurityEventView) => {
    const at = now();
    const mark = String(entry.details.email ?? entry.seq);
    const list = arrivals.get(mark) ?? [];
    list.push(at);
    arrivals.set(mark, list);
  });
  sockets.push(socket);
}

process.on('message', (command: Command) => {
  void (async () => {
    try {
      if (command.type === 'connect') {
        for (let i = 0; i < command.count; i += 50) {
          await Promise.all(
            Array.from({ length: Math.min(50, command.count - i) }, (_, j) => open(command.url, command.cookies[(i + j) % command.cookies.length])),
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
