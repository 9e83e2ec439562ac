import {
  REALTIME_PATH,
  type ChatRoomAck,
  type ClientToServerEvents,
  type ErrorCode,
  type RoomAck,
  type ServerToClientEvents,
  type SessionEndedReason,
} from '@koinonia/contracts';
import type { Socket } from 'socket.io-client';
import { afterFirstPage } from '../hooks/first-page.util';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What screens do with the tab's socket: listen to what the server sends. */
export interface RealtimeEvents {
  on<E extends keyof ServerToClientEvents>(event: E, listener: ServerToClientEvents[E]): void;
  off<E extends keyof ServerToClientEvents>(event: E, listener: ServerToClientEvents[E]): void;
}

type Listener = (...args: never[]) => void;

/** socket.io's client, fetched once the first page has shown: no page waits for live updates. */
async function connectSocket(): Promise<RealtimeSocket> {
  await afterFirstPage();
  const { io } = await import('socket.io-client');
  return io({ path: REALTIME_PATH, withCredentials: true, autoConnect: false });
}

/** Where the tab's connection stands. */
export type ConnectionState =
  | { status: 'connecting' }
  | { status: 'connected' }
  | { status: 'reconnecting' }
  /** The server refused the handshake (no session, another site) or ended the session. */
  | { status: 'closed'; code: ErrorCode | null; reason?: SessionEndedReason };

type StateListener = (state: ConnectionState) => void;

const JOIN_TIMEOUT_MS = 10_000;

/**
 * One socket per tab, shared by every screen that wants live updates. It opens when the first
 * screen needs it and closes when the last one is done. Screens listen through `acquire()`'s
 * events, kept here and attached to the socket once it exists.
 */
export class RealtimeClient {
  private socket: RealtimeSocket | null = null;
  private opening: Promise<RealtimeSocket | null> | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly events: RealtimeEvents = {
    on: (event, listener) => {
      const set = this.listeners.get(event) ?? new Set<Listener>();
      this.listeners.set(event, set.add(listener as Listener));
      this.socket?.on(event as never, listener as never);
    },
    off: (event, listener) => {
      this.listeners.get(event)?.delete(listener as Listener);
      this.socket?.off(event as never, listener as never);
    },
  };
  private users = 0;
  private readonly rooms = new Map<string, number>();
  private readonly stateListeners = new Set<StateListener>();
  private state: ConnectionState = { status: 'connecting' };

  constructor(private readonly connect: () => RealtimeSocket | Promise<RealtimeSocket> = connectSocket) {}

  acquire(): RealtimeEvents {
    this.users += 1;
    if (!this.socket && !this.opening) this.open();
    return this.events;
  }

  release(): void {
    this.users = Math.max(0, this.users - 1);
    if (this.users > 0) return;
    this.opening = null;
    this.rooms.clear();
    if (!this.socket) return;
    this.socket.removeAllListeners();
    this.socket.disconnect();
    this.socket = null;
  }

  get current(): ConnectionState {
    return this.state;
  }

  onState(listener: StateListener): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Joins now (when connected) and again after each reconnect; answers the server's word on it. */
  async join(room: string): Promise<RoomAck> {
    this.rooms.set(room, (this.rooms.get(room) ?? 0) + 1);
    return this.ask('room:join', room);
  }

  /** Asks for a room again after a reconnect, without counting another user of it. */
  rejoin(room: string): Promise<RoomAck> {
    return this.ask('room:join', room);
  }

  leave(room: string): void {
    const count = (this.rooms.get(room) ?? 0) - 1;
    if (count > 0) {
      this.rooms.set(room, count);
      return;
    }
    this.rooms.delete(room);
    if (this.socket?.connected) this.socket.emit('room:leave', room, () => undefined);
  }

  /** A chat channel's event (typing, presence) on the connected socket; null while there is none. */
  async chat(event: 'chat:typing' | 'chat:presence', channelId: string): Promise<ChatRoomAck | null> {
    if (!this.socket?.connected) return null;
    try {
      return await this.socket.timeout(JOIN_TIMEOUT_MS).emitWithAck(event, channelId);
    } catch {
      return null;
    }
  }

  private async ask(event: 'room:join' | 'room:leave', room: string): Promise<RoomAck> {
    const socket = this.socket ?? (await this.opening);
    if (!socket) return { ok: false, error: { code: 'NETWORK_ERROR', message: '' } };
    if (!socket.connected) await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    try {
      return await socket.timeout(JOIN_TIMEOUT_MS).emitWithAck(event, room);
    } catch {
      return { ok: false, error: { code: 'TIMEOUT_ERROR', message: '' } };
    }
  }

  private setState(state: ConnectionState): void {
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }

  private open(): void {
    this.setState({ status: 'connecting' });
    const made = this.connect();
    if (!(made instanceof Promise)) return this.attach(made);
    const opening: Promise<RealtimeSocket | null> = made.then(
      (socket) => {
        // Released meanwhile: that socket never connects.
        if (this.opening !== opening) return null;
        this.opening = null;
        this.attach(socket);
        return socket;
      },
      () => {
        // The client's code could not be fetched (offline): no live updates on this page.
        if (this.opening === opening) {
          this.opening = null;
          this.setState({ status: 'closed', code: null });
        }
        return null;
      },
    );
    this.opening = opening;
  }

  private attach(socket: RealtimeSocket): void {
    this.socket = socket;
    for (const [event, listeners] of this.listeners) for (const listener of listeners) socket.on(event as never, listener as never);
    // Rooms are per socket: after a reconnect the server has none of ours, and each screen
    // asks again for its own (see rejoin), so it hears the server's answer.
    socket.on('connect', () => this.setState({ status: 'connected' }));
    socket.on('connect_error', (error: Error & { data?: { code?: ErrorCode } }) => {
      // A refused handshake is final until the page signs in again; a network failure retries.
      if (error.data?.code) this.setState({ status: 'closed', code: error.data.code });
      else if (socket.active) this.setState({ status: 'reconnecting' });
    });
    socket.on('session:ended', ({ reason }) => this.setState({ status: 'closed', code: 'AUTH_REQUIRED', reason }));
    socket.on('disconnect', () => {
      if (this.state.status === 'closed') return;
      this.setState(socket.active ? { status: 'reconnecting' } : { status: 'closed', code: null });
    });
    socket.connect();
  }
}

export const realtime = new RealtimeClient();
