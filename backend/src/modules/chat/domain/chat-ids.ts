/**
 * Ids derived from what they stand for, as UUID-shaped strings (a SHA-256 of the parts, cut to 128
 * bits with the version-5-like bits set). Pure: the hash is passed in, so the domain imports no `node:*`.
 */
export type Hash = (text: string) => string;

function uuidOf(hex: string): string {
  const h = hex.slice(0, 32).split('');
  h[12] = '5';
  h[16] = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20, 32)}`;
}

/** The message a client's send stands for: the same (channel, author, clientId) is the same message. */
export const chatMessageId = (hash: Hash, channelId: string, authorId: string, clientId: string) =>
  uuidOf(hash(`chat-message\n${channelId}\n${authorId}\n${clientId}`));

/** The one direct-message channel of two people, whoever opens it. */
export const directChannelId = (hash: Hash, a: string, b: string) => uuidOf(hash(`chat-direct\n${[a, b].sort().join('\n')}`));

/** One person's read marker in one channel. */
export const chatMarkerId = (hash: Hash, channelId: string, userId: string) => uuidOf(hash(`chat-reader\n${channelId}\n${userId}`));

/** The church's one livestream chat channel. */
export const livestreamChannelId = (hash: Hash) => uuidOf(hash('chat-livestream'));
