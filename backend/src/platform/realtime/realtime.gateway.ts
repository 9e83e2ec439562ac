import { Inject, Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, OnGatewayConnection, OnGatewayDisconnect, OnGatewayInit, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import fastifyCookie from '@fastify/cookie';
import { REALTIME_PATH, roomAccess, userRoom, VALIDATION_MESSAGES, type ErrorCode, type RoomAck } from '@koinonia/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { APP_CONFIG } from '../platform.tokens';
import { SignedIn } from '../auth/access.decorator';
import type { AppConfig } from '../config/app-config';
import { errorBody } from '../errors/api-exception.filter';
import { isCrossSiteRequest } from '../http/cross-site.util';
import { RealtimeService, sessionRoom, type RealtimeServer, type RealtimeSocket } from './realtime.service';
import { SESSION_RESOLVER, type SessionResolver } from '../auth/session-resolver.token';

/** Clients only send room names: a small frame limit leaves nothing to abuse. */
const MAX_CLIENT_FRAME_BYTES = 16 * 1024;

const TRANSPORTS = new Set(['polling', 'websocket']);

/**
 * What engine.io would answer in its own words (numeric codes), answered in the catalogue's
 * instead: another site (403), a path under /socket.io that is not the endpoint (404), a request
 * no socket.io v4 client sends (400). Anything else is engine.io's to handle.
 */
function refusalOf(request: IncomingMessage): { status: number; code: ErrorCode } | null {
  if (isCrossSiteRequest(request.headers)) return { status: 403, code: 'CROSS_SITE_REQUEST' };
  const url = new URL(request.url ?? '/', 'http://socket.invalid');
  if (url.pathname !== `${REALTIME_PATH}/`) return { status: 404, code: 'NOT_FOUND' };
  if (url.searchParams.get('EIO') !== '4' || !TRANSPORTS.has(url.searchParams.get('transport') ?? '')) return { status: 400, code: 'VALIDATION_ERROR' };
  return null;
}

/** A refusal the client reads from `connect_error`: `error.message` is the code, `error.data` the body. */
function refusal(code: ErrorCode): Error & { data: unknown } {
  return Object.assign(new Error(code), { data: errorBody(code) });
}

/**
 * socket.io on the app's own port and path. Another site's page is refused before any transport
 * opens; the handshake needs a live session cookie, the same as HTTP; each socket joins its user's
 * room; asking to join any other room goes through the one table in contracts (ROOM_PERMISSIONS),
 * and a refusal answers with a catalogue code, never silently.
 */
/** A transport that has not passed the handshake by then is closed. */
const CONNECT_TIMEOUT_MS = 10_000;

@WebSocketGateway({ path: REALTIME_PATH, serveClient: false, maxHttpBufferSize: MAX_CLIENT_FRAME_BYTES, connectTimeout: CONNECT_TIMEOUT_MS })
export class RealtimeGateway implements OnGatewayInit<RealtimeServer>, OnGatewayConnection<RealtimeSocket>, OnGatewayDisconnect<RealtimeSocket> {
  private readonly logger = new Logger('Realtime');

  constructor(
    private readonly realtime: RealtimeService,
    @Inject(SESSION_RESOLVER) private readonly sessions: SessionResolver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  afterInit(server: RealtimeServer): void {
    // Before engine.io opens any transport: a cross-site page gets a catalogue answer over HTTP
    // polling, and a WebSocket upgrade is simply closed.
    server.engine.use((request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
      const refused = refusalOf(request);
      if (!refused) return next();
      if (refused.code === 'CROSS_SITE_REQUEST') this.logger.warn(`Refused a realtime connection from another site (Origin ${String(request.headers.origin)})`);
      response.writeHead(refused.status, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify(
          refused.code === 'VALIDATION_ERROR' ? errorBody(refused.code, { fields: [], reason: VALIDATION_MESSAGES.malformed }) : errorBody(refused.code),
        ),
      );
    });
    server.use((socket, next) => {
      this.authenticate(socket as RealtimeSocket).then(
        () => next(),
        (error: unknown) => next(error instanceof Error && 'data' in error ? error : refusal('SERVER_ERROR')),
      );
    });
    this.realtime.attach(server);
  }

  private async authenticate(socket: RealtimeSocket): Promise<void> {
    const token = this.tokenOf(socket);
    const session = await this.sessions.resolveSession(token);
    if (session.status === 'expired') throw refusal('AUTH_EXPIRED');
    if (session.status !== 'valid' || token === undefined) throw refusal('AUTH_REQUIRED');
    // As over HTTP: someone whose role requires two-step verification reaches nothing live until it is set up.
    if (session.user.twoFactorSetupRequired) throw refusal('TWO_FACTOR_SETUP_REQUIRED');
    socket.data = { userId: session.user.id, roles: session.user.roles, sessionId: session.sessionId };
    this.realtime.register(socket, token, session);
  }

  private tokenOf(socket: RealtimeSocket): string | undefined {
    const header = socket.handshake.headers.cookie;
    if (!header) return undefined;
    try {
      return fastifyCookie.parse(header)[this.config.session.cookieName];
    } catch {
      return undefined;
    }
  }

  async handleConnection(socket: RealtimeSocket): Promise<void> {
    await socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
  }

  handleDisconnect(socket: RealtimeSocket): void {
    this.realtime.unregister(socket);
  }

  // Any signed-in socket may ask; the room's own permission is checked below, from ROOM_PERMISSIONS.
  @SubscribeMessage('room:join')
  @SignedIn()
  async join(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() room: unknown): Promise<RoomAck> {
    const name = typeof room === 'string' ? room : '';
    const access = roomAccess(socket.data.roles, name);
    if (access === 'unknown') return { ok: false, error: errorBody('NOT_FOUND') };
    if (access === 'forbidden') return { ok: false, error: errorBody('AUTHORIZATION') };
    // A room of a record (a chat channel) also asks its context whether this person belongs to it.
    const refused = await this.realtime.admission(socket.data, name);
    if (refused) return { ok: false, error: errorBody(refused) };
    await socket.join(name);
    return { ok: true, room: name };
  }

  @SubscribeMessage('room:leave')
  @SignedIn()
  async leave(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() room: unknown): Promise<RoomAck> {
    const name = typeof room === 'string' ? room : '';
    // A socket's own user and session rooms are the server's to keep.
    if (roomAccess(socket.data.roles, name) === 'unknown') return { ok: false, error: errorBody('NOT_FOUND') };
    await socket.leave(name);
    return { ok: true, room: name };
  }
}
