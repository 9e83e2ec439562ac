import type { ApiErrorBody } from '../errors/api-error.type';
import type { NotificationView } from '../notifications/notification.read-model';
import type { SecurityEventView } from '../security/security-event.read-model';
import type { LivestreamStatusView, RestreamStatesPayload } from '../livestream/livestream.read-model';
import type { ChatMessageView, ChatPresenceView, ChatRoomAck, ChatTypingView } from '../chat/chat.read-model';

/** Why the server closed a socket's session. */
export type SessionEndedReason = 'signed-out' | 'signed-out-elsewhere' | 'revoked' | 'expired' | 'account-changed';

/** What a `room:join` / `room:leave` acknowledgement carries: the room, or a catalogue error. */
export type RoomAck = { ok: true; room: string } | { ok: false; error: ApiErrorBody };

/** Events the server sends. Each payload is one argument. */
export interface ServerToClientEvents {
  /** A new security-log entry (room `security-feed`). */
  'security:entry': (entry: SecurityEventView) => void;
  /** A notification just reached this user's centre (room `user:<id>`). */
  'notification:new': (notification: NotificationView) => void;
  /** This user read, dismissed or cleared notifications (in another tab, say): fetch the centre again. */
  'notifications:changed': (payload: { unreadCount: number }) => void;
  /** The session this socket belongs to has ended; the server disconnects right after. */
  'session:ended': (payload: { reason: SessionEndedReason }) => void;
  /**
   * An event was scheduled, changed or cancelled (room `calendar`): fetch the calendar again, sending
   * `position` as X-Consistency-Position. Which event is not said: a reader sees only the events
   * their role shows them, and fetches those.
   */
  'calendar:changed': (payload: { position: string }) => void;
  /** A program was edited (room `program:<id>`): fetch it again, sending `position` as X-Consistency-Position. */
  'program:changed': (payload: { programId: string; position: string }) => void;
  /** The livestream went live or offline, or its viewer count changed (room `livestream`). */
  'livestream:status': (status: LivestreamStatusView) => void;
  /** A restream destination's state changed (room `livestream-team`). */
  'livestream:destinations': (payload: RestreamStatesPayload) => void;
  /**
   * A vendor booking this user asked for, or whose vendor they are, was requested, answered,
   * cancelled or completed (room `user:<id>`): fetch the bookings again, sending `position` as
   * X-Consistency-Position.
   */
  'vendor-bookings:changed': (payload: { bookingId: string; position: string }) => void;
  /** A message of a channel was sent, edited, deleted, hidden or reacted to (room `chat:<channelId>`): the message as it now is. */
  'chat:message': (message: ChatMessageView) => void;
  /** Someone is typing in a channel (room `chat:<channelId>`). */
  'chat:typing': (typing: ChatTypingView) => void;
  /** Who is in a channel's room now (room `chat:<channelId>`), sent whenever someone comes or goes. */
  'chat:presence': (presence: ChatPresenceView) => void;
  /** A channel this user belongs to was opened (room `user:<id>`): fetch the channel list again. */
  'chat:channels': (payload: { channelId: string; position: string }) => void;
  /** The server took the socket out of a room its roles no longer open. */
  'room:removed': (payload: { room: string; error: ApiErrorBody }) => void;
}

/** Events a client sends. Each takes an acknowledgement callback. */
export interface ClientToServerEvents {
  'room:join': (room: string, ack: (result: RoomAck) => void) => void;
  'room:leave': (room: string, ack: (result: RoomAck) => void) => void;
  /** Say "I am typing" in a channel one belongs to; the ack names who is in its room now (presence). */
  'chat:typing': (channelId: string, ack: (result: ChatRoomAck) => void) => void;
  /** Who is in a channel's room now (presence), without typing. */
  'chat:presence': (channelId: string, ack: (result: ChatRoomAck) => void) => void;
}

/** What `connect_error` carries when the server refuses a handshake (`error.data`). */
export type HandshakeRefusal = ApiErrorBody;
