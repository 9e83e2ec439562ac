import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { roomAccess, userRoom, type ClientToServerEvents, type ServerToClientEvents, type SessionEndedReason, type UserRole } from '@koinonia/contracts';
import type { Server, Socket } from 'socket.io';
import { errorBody } from '../errors/api-exception.filter';
import { SESSION_RESOLVER, type ResolvedSession, type SessionResolver } from '../auth/session-resolver.token';

/** What the server keeps on each socket (socket.data). */
export interface SocketData {
  userId: string;
  roles: UserRole[];
  sessionId: string;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

type EventName = keyof ServerToClientEvents;
export type RealtimePayload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** The internal room of one session's sockets, so ending the session finds them. Never joinable by asking. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * A context's own check of who may join its rooms of one kind, beyond the permission the room table
 * names (a chat channel: belonging to it). Answers null to admit, or the catalogue code to refuse with.
 */
export type RoomAdmitter = (socket: SocketData, room: string) => Promise<'AUTHORIZATION' | 'NOT_FOUND' | null>;

/** A little after the session's end, so the check sees it ended rather than one millisecond short. */
const EXPIRY_SLACK_MS = 250;

/**
 * The one way features push to browsers: typed events to a user (every tab they have open) or to
 * a room. It also keeps sockets honest about their sessions: a session that ends (sign-out,
 * revocation, expiry) takes its sockets with it, and a user whose roles change leaves the rooms
 * they no longer open. Emits before the gateway is up go nowhere: nobody can be listening.
 */
@Injectable()
export class RealtimeService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Realtime');
  private server: RealtimeServer | null = null;
  /** The session cookie each local socket came with, to check its session again later. */
  private readonly tokens = new Map<string, string>();
  private readonly expiryTimers = new Map<string, NodeJS.Timeout>();

  private readonly admitters = new Map<string, RoomAdmitter>();
  private readonly membershipListeners = new Map<string, (room: string) => void>();
  private readonly membershipPending = new Set<string>();

  constructor(@Inject(SESSION_RESOLVER) private readonly sessions: SessionResolver) {}

  /** A context declares its check for the rooms of one kind (the part of the name before `:`). */
  admitRoomsOf(kind: string, admitter: RoomAdmitter): void {
    this.admitters.set(kind, admitter);
  }

  /** The context's own check for a room its roles already open: null to admit, else the code to refuse with. */
  async admission(socket: SocketData, room: string): Promise<'AUTHORIZATION' | 'NOT_FOUND' | null> {
    const colon = room.indexOf(':');
    const admitter = this.admitters.get(colon === -1 ? room : room.slice(0, colon));
    return admitter ? admitter(socket, room) : null;
  }

  /** The users with a socket of this instance in a room (a channel's presence). */
  usersIn(room: string): string[] {
    return [...new Set(this.localSockets(room).map((socket) => socket.data.userId))];
  }

  /**
   * A context hears when a socket joins or leaves one of its rooms of a kind (a chat channel's
   * presence): once per room per turn of the event loop, however many came or went.
   */
  onRoomMembership(kind: string, listener: (room: string) => void): void {
    this.membershipListeners.set(kind, listener);
  }

  /** Called once by the gateway when socket.io is up. */
  attach(server: RealtimeServer): void {
    this.server = server;
    const changed = (room: string) => {
      const colon = room.indexOf(':');
      const listener = colon === -1 ? undefined : this.membershipListeners.get(room.slice(0, colon));
      if (!listener || this.membershipPending.has(room)) return;
      this.membershipPending.add(room);
      setImmediate(() => {
        this.membershipPending.delete(room);
        listener(room);
      });
    };
    server.of('/').adapter.on('join-room', changed);
    server.of('/').adapter.on('leave-room', changed);
  }

  /**
   * Asks a context's admission again for each room of that kind a user's local sockets are in (their
   * belonging changed: removed from a group, a ministry changed); a refused socket leaves the room
   * and is told so with the refusal's code.
   */
  async readmit(userId: string, kind: string): Promise<void> {
    for (const socket of this.localSockets(userRoom(userId))) {
      for (const room of [...socket.rooms]) {
        if (!room.startsWith(`${kind}:`)) continue;
        const refused = await this.admission(socket.data, room);
        if (!refused || socket.disconnected) continue;
        await socket.leave(room);
        socket.emit('room:removed', { room, error: errorBody(refused) });
      }
    }
  }

  toUser<E extends EventName>(userId: string, event: E, payload: RealtimePayload<E>): void {
    this.toRoom(userRoom(userId), event, payload);
  }

  toRoom<E extends EventName>(room: string, event: E, payload: RealtimePayload<E>): void {
    if (!this.server) return;
    // socket.io types emit's arguments as a rest tuple; one payload argument is our convention.
    const emit = this.server.to(room).emit as unknown as (this: unknown, event: E, payload: RealtimePayload<E>) => boolean;
    emit.call(this.server.to(room), event, payload);
  }

  /** Says why, then disconnects every socket of a session that has ended. */
  endSession(sessionId: string, reason: SessionEndedReason): void {
    if (!this.server) return;
    const room = sessionRoom(sessionId);
    this.server.to(room).emit('session:ended', { reason });
    this.server.in(room).disconnectSockets(true);
  }

  /** Checks every local socket of a user again: after a role change, a deactivation, ... */
  async revalidateUser(userId: string): Promise<void> {
    for (const socket of this.localSockets(userRoom(userId))) await this.revalidate(socket);
  }

  /** Checks every local socket again: after a church-wide change of who must do what. */
  async revalidateAll(): Promise<void> {
    for (const socket of this.server?.of('/').sockets.values() ?? []) await this.revalidate(socket);
  }

  /** The gateway registers each authenticated socket, and when its session runs out. */
  register(socket: RealtimeSocket, token: string, session: Extract<ResolvedSession, { status: 'valid' }>): void {
    this.tokens.set(socket.id, token);
    this.scheduleExpiry(socket, session);
  }

  unregister(socket: RealtimeSocket): void {
    this.tokens.delete(socket.id);
    clearTimeout(this.expiryTimers.get(socket.id));
    this.expiryTimers.delete(socket.id);
  }

  /** No session check may run once the stores are closing. */
  beforeApplicationShutdown(): void {
    for (const timer of this.expiryTimers.values()) clearTimeout(timer);
    this.expiryTimers.clear();
    this.tokens.clear();
  }

  /** How many sockets this instance holds. */
  get connectedCount(): number {
    return this.server?.of('/').sockets.size ?? 0;
  }

  /** How many sessions (not tabs) this instance has in a room: a livestream's viewers. */
  sessionsIn(room: string): number {
    return new Set(this.localSockets(room).map((socket) => socket.data.sessionId)).size;
  }

  private localSockets(room: string): RealtimeSocket[] {
    const namespace = this.server?.of('/');
    const ids = namespace?.adapter.rooms.get(room);
    if (!namespace || !ids) return [];
    return [...ids].map((id) => namespace.sockets.get(id)).filter((s): s is RealtimeSocket => s !== undefined);
  }

  /**
   * A socket whose session is no longer valid, or whose user must now set up two-step
   * verification first (as the handshake would refuse), is disconnected; one that keeps its session
   * leaves every room its roles no longer open, and is told so with the AUTHORIZATION code.
   */
  private async revalidate(socket: RealtimeSocket): Promise<void> {
    const session = await this.sessions.resolveSession(this.tokens.get(socket.id));
    if (socket.disconnected) return;
    if (session.status !== 'valid' || session.user.twoFactorSetupRequired) {
      socket.emit('session:ended', { reason: session.status === 'expired' ? 'expired' : 'account-changed' });
      socket.disconnect(true);
      return;
    }
    socket.data.roles = session.user.roles;
    for (const room of socket.rooms) {
      if (roomAccess(session.user.roles, room) !== 'forbidden') continue;
      await socket.leave(room);
      socket.emit('room:removed', { room, error: errorBody('AUTHORIZATION') });
      this.logger.log(`A socket of user ${socket.data.userId} left ${room}: its roles no longer open it`);
    }
    this.scheduleExpiry(socket, session);
  }

  /** Look again when the session would run out; activity over HTTP may have moved its idle end. */
  private scheduleExpiry(socket: RealtimeSocket, session: { expiresAt: string; idleExpiresAt: string }): void {
    clearTimeout(this.expiryTimers.get(socket.id));
    const end = Math.min(new Date(session.expiresAt).getTime(), new Date(session.idleExpiresAt).getTime());
    const timer = setTimeout(
      () => {
        this.expiryTimers.delete(socket.id);
        this.revalidate(socket).catch((error: unknown) => this.logger.warn(`Could not check a socket's session: ${String(error)}`));
      },
      Math.max(0, end - Date.now()) + EXPIRY_SLACK_MS,
    );
    timer.unref();
    this.expiryTimers.set(socket.id, timer);
  }
}
