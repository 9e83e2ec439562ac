import { createHash } from 'node:crypto';

/**
 * The id of the notification one event makes for one user, the same every time it is worked out:
 * delivering it again (after a restart, or from a second instance) is a no-op in the inbox.
 * Shaped like a UUID (version 8: a name-based layout of our own).
 */
export function notificationIdFor(sourceEventId: string, userId: string): string {
  const hex = createHash('sha256').update(`notification:${sourceEventId}:${userId}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
