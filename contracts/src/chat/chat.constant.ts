/** Where a channel's people come from: the whole church, a ministry or study group (membership follows it), chosen people, or two people. */
export const CHAT_CHANNEL_KINDS = ['church', 'ministry', 'group', 'private', 'direct'] as const;
/**
 * Every kind a channel may have: those one opens, and the livestream's chat (one per church,
 * opened by whoever first watches; read by everyone who may watch the livestream).
 */
export type ChatChannelKind = (typeof CHAT_CHANNEL_KINDS)[number] | 'livestream';

export const CHAT_LIMITS = {
  channelName: 80,
  /** A message's text, in characters. */
  text: 4000,
  /** A client-chosen message id: the same one twice stores one message. */
  clientId: 64,
  /** People named when a private channel is made. */
  members: 200,
  /** Messages in one page of history. */
  page: 50,
  maxPage: 100,
} as const;

/** The room of a channel's live messages and typing (`chat:<channelId>`); joined only by those who belong to it. */
export const chatRoom = (channelId: string) => `chat:${channelId}`;

/** A client id: letters, digits, `-` and `_` (a UUID fits). */
export const CHAT_CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
