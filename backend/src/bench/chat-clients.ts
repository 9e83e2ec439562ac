import { chatRoom, REALTIME_PATH, type ChatMessageView, type ClientToServerEvents, type RoomAck, type ServerToClientEvents } from '@koinonia/contracts';
import { io, type Socket } from 'socket.io-client';

/**
 * The client side of the chat bench, in its own process: opens the sockets, joins one channel's
 * room, and notes when each message (by its clientId) reaches each socket. Talks to the bench over IPC.
 */
type Command = { type: 'connect'; url: string; cookies: string[]; count: number; channelId: string } | { type: 'collect' } | { type: 'close' };

const now = () => performance.timeOrigin + performance.now();
const sockets: Array<Socket<ServerToClientEvents, ClientToServerEvents>> = [];
const arrivals = new Map<string, number[]>();

function send(message: unknown): void {
  process.send?.(message);
}

async function open(url: string, cookie: string, channelId: string): Promise<void> {
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
  const ack: RoomAck = await socket.timeout(10_000).emitWithAck('room:join', chatRoom(channelId));
  if (!ack.ok) throw new Error(`join refused: ${ack.error.code}`);
  socket.on('chat:message', (message: ChatMessageView) => {
    const at = now();
    const list = arrivals.get(message.clientId) ?? [];
    list.push(at);
    arrivals.set(message.clientId, list);
  });
  sockets.push(socket);
}

process.on('message', (command: Command) => {
  void (async () => {
    try {
      if (command.type === 'connect') {
        for (let i = 0; i < command.count; i += 50) {
          await Promise.all(
            Array.from({ length: Math.min(50, command.count - i) }, (_, j) =>
              open(command.url, command.cookies[(i + j) % command.cookies.length], command.channelId),
            ),
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
