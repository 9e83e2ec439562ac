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
  revision: number;
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

/** What `chat:typing` and `chat:presence` acknowledge: who is in the channel's room now, or a catalogue error. */
export type ChatRoomAck = { ok: true; userIds: string[] } | { ok: false; error: ApiErrorBody };

/** A reported message as moderators see it. */
export interface ChatReportView {
  message: ChatMessageView;
  channelName: string;
  reports: Array<{ by: ChatAuthor; at: string; reason: string }>;
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
