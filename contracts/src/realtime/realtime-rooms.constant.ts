import { can, type Permission } from '../auth/permissions.constant';
import type { UserRole } from '../auth/user-roles.constant';

/** socket.io listens here, on the same port as the API. */
export const REALTIME_PATH = '/socket.io';

/** Rooms a client may ask to join. `user:<id>` rooms are joined by the server, never asked for. */
export const REALTIME_ROOMS = {
  securityFeed: 'security-feed',
  calendar: 'calendar',
} as const;

/**
 * The one table of who may join which room: a room's kind (the part before any `:`) and the
 * permission it needs from the permission table. A room not listed here cannot be joined.
 * Chat channels and livestreams add their kinds here when they arrive.
 */
export const ROOM_PERMISSIONS: Readonly<Record<string, Permission>> = {
  'security-feed': 'security.read',
  // Everyone who reads the calendar hears that it changed (no more than that: they fetch what they may see).
  calendar: 'congregation.read',
  // A program's room (`program:<id>`): whoever reads programs hears each edit as the team makes it.
  program: 'worship.read',
  // The livestream's status and viewer count for everyone who watches; destination states for the media team.
  livestream: 'congregation.read',
  'livestream-team': 'content.manage',
  // A chat channel's room (`chat:<channelId>`): chat.read here, and belonging to that channel, checked by the chat context on join.
  chat: 'chat.read',
};

export const MAX_ROOM_NAME_LENGTH = 128;

export const userRoom = (userId: string) => `user:${userId}`;

export function roomKind(room: string): string {
  const colon = room.indexOf(':');
  return colon === -1 ? room : room.slice(0, colon);
}

/**
 * Whether roles may join `room`: 'unknown' for a room nobody can ask for, else the permission
 * check of the table above.
 */
export function roomAccess(roles: readonly UserRole[], room: string): 'allowed' | 'forbidden' | 'unknown' {
  if (typeof room !== 'string' || room.length === 0 || room.length > MAX_ROOM_NAME_LENGTH) return 'unknown';
  const permission = Object.prototype.hasOwnProperty.call(ROOM_PERMISSIONS, roomKind(room)) ? ROOM_PERMISSIONS[roomKind(room)] : undefined;
  if (!permission) return 'unknown';
  return can(roles, permission) ? 'allowed' : 'forbidden';
}
