import type { RoomAck } from '@koinonia/contracts';
import type { RealtimeSocket } from '../shared/realtime';

type Listener = (...args: unknown[]) => void;

/**
 * A stand-in for the socket.io client socket: records rooms asked for, answers them with
 * `answer`, and lets a test push what the server would send.
 */
export class FakeSocket {
  connected = false;
  disconnected = true;
  active = true;
  readonly asked: string[] = [];
  answer: (room: string) => RoomAck = (room) => ({ ok: true, room });
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  once(event: string, listener: Listener): this {
    const wrapped: Listener = (...args) => {
      this.off(event, wrapped);
      listener(...args);
    };
    return this.on(event, wrapped);
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    if (event === 'room:leave' && typeof args[1] === 'function') (args[1] as Listener)({ ok: true, room: args[0] });
    return this;
  }

  timeout() {
    return {
      emitWithAck: async (event: string, room: string): Promise<RoomAck> => {
        if (event === 'room:join') this.asked.push(room);
        return this.answer(room);
      },
    };
  }

  connect(): this {
    queueMicrotask(() => this.serverConnects());
    return this;
  }

  disconnect(): this {
    this.connected = false;
    this.disconnected = true;
    return this;
  }

  serverConnects(): void {
    this.connected = true;
    this.disconnected = false;
    this.fire('connect');
  }

  /** What the server pushes. */
  push(event: string, payload: unknown): void {
    this.fire(event, payload);
  }

  asSocket(): RealtimeSocket {
    return this as unknown as RealtimeSocket;
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}
