import type { ApiErrorBody } from '../errors/api-error.type';
import type { ChatChannelKind } from './chat.constant';

/** A channel as its reader sees it in the list. */
export interface ChatChannelView {
  id: string;
  /** For a direct message, the other person's name. */
  name: string;
  kind: ChatChannelKind;
  groupId: string | null;
  ministryId: string | null;
  /** The people of a private channel or direct message (user ids); empty for the others, whose people follow the church, ministry or group. */
  memberIds: string[];
  /** Messages by others after the reader's read marker, not deleted. */
  unreadCount: number;
  /** The `seq` of the newest message, 0 when there is none. */
  lastSeq: number;
  lastMessageAt: string | null;
  createdAt: string;
  revision: number;
}

export interface ChatAuthor {
  id: string;
  name: string;
}

/** One message: a deleted one keeps its place and says so, with no text. */
export interface ChatMessageView {
  id: string;
  channelId: string;
  clientId: string;
  author: ChatAuthor;
  text: string;
  /** Its place in the channel: increasing, used for `before=` and the read marker. */
  seq: number;
  sentAt: string;
  editedAt: string | null;
  deleted: boolean;
  /** Hidden by a moderator: shown as hidden, with no text. */
  hidden: boolean;
  reactions: ChatReactionView[];
  /** People of the channel the text names (`@First Last` or `@First`), by user id. */
  mentions: string[];
  /** Files sent with it (empty once deleted or hidden: their bytes are no longer served). */
  attachments: ChatAttachmentView[];
  revision: number;
}

/** A file sent with a message: its bytes at `GET /api/chat/attachments/:id`, a picture's preview at `…/thumbnail`. */
export interface ChatAttachmentView {
  id: string;
  /** The name it was chosen with. */
  name: string;
  /** The type its content shows (sniffed), never the name's. */
  contentType: string;
  /** Bytes. */
  size: number;
  /** A picture's size in pixels. */
  width?: number;
  height?: number;
}

/** One reaction on a message and who gave it (user ids): its count and whether the reader is one of them follow. */
export interface ChatReactionView {
  emoji: string;
  userIds: string[];
}

/** Someone is typing in a channel (room `chat:<channelId>`); it lapses after a few seconds without another. */
export interface ChatTypingView {
  channelId: string;
  userId: string;
  name: string;
}

/** Who has the channel open now (a socket in its room): pushed to the room whenever someone comes or goes. */
export interface ChatPresenceView {
  channelId: string;
  people: ChatAuthor[];
}

/** What `chat:typing` and `chat:presence` acknowledge: who is in the channel's room now, or a catalogue error. */
export type ChatRoomAck = { ok: true; userIds: string[] } | { ok: false; error: ApiErrorBody };

/** A reported message as moderators see it: its words even once hidden (to decide on showing it again), and whether its author is muted there. */
export interface ChatReportView {
  message: ChatMessageView;
  /** The message's words as written (the view's `text` is empty once hidden). */
  text: string;
  channelName: string;
  reports: Array<{ by: ChatAuthor; at: string; reason: string }>;
  /** The author's mute in this channel now: null when they may write. */
  authorMute: { until: string | null } | null;
}

/** Someone muted in a channel, for moderators. */
export interface ChatMuteView {
  channelId: string;
  channelName: string;
  user: ChatAuthor;
  by: ChatAuthor | null;
  at: string;
  /** When the mute ends by itself; null: until unmuted. */
  until: string | null;
  reason: string;
}

export const CHAT_MODERATION_ACTIONS = ['hidden', 'unhidden', 'muted', 'unmuted'] as const;
export type ChatModerationAction = (typeof CHAT_MODERATION_ACTIONS)[number];

/** One line of the moderation log: who did what, to which message or person, when and why. */
export interface ChatModerationLogEntry {
  id: string;
  action: ChatModerationAction;
  channelId: string;
  channelName: string;
  messageId: string | null;
  /** The person muted or unmuted, or the author of the message hidden or shown. */
  target: ChatAuthor | null;
  by: ChatAuthor | null;
  at: string;
  until: string | null;
  reason: string;
}

/** A page of history, newest first; `nextBefore` pages further back (null: the beginning was reached). */
export interface ChatHistoryPage {
  messages: ChatMessageView[];
  nextBefore: number | null;
}

/** A person one may start a direct message or private channel with. */
export interface ChatPersonView {
  id: string;
  name: string;
}
