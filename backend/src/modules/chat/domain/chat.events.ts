import type { ChatChannelKind } from '@koinonia/contracts';

/**
 * Three kinds of stream (see docs/architecture.md, "Community chat"):
 * - `chatchannel-<channelId>`: a channel's life, its people (private and direct) and its moderation;
 * - `chatmessage-<messageId>`: one message's life (sent, edited, deleted, reactions, reports, hidden),
 *   its id derived from (channel, author, clientId), so a second send of the same clientId meets the first;
 * - `chatreader-<markerId>`: one person's read marker in one channel.
 */
export const chatChannelStream = (channelId: string) => `chatchannel-${channelId}`;
export const chatMessageStream = (messageId: string) => `chatmessage-${messageId}`;
export const chatReaderStream = (markerId: string) => `chatreader-${markerId}`;
/** `chatattachment-<attachmentId>`: one file uploaded to a channel, then sent with (at most) one message. */
export const chatAttachmentStream = (attachmentId: string) => `chatattachment-${attachmentId}`;

export type ChatChannelOpened = {
  type: 'ChatChannelOpened';
  data: {
    channelId: string;
    name: string;
    kind: ChatChannelKind;
    groupId: string | null;
    ministryId: string | null;
    memberIds: string[];
    openedBy: string | null;
    openedAt: string;
  };
};
/** A moderator stopped someone writing in a channel (until unmuted, or until `until` when given); recorded with who and why. */
export type ChatMemberMuted = {
  type: 'ChatMemberMuted';
  data: { channelId: string; userId: string; mutedBy: string | null; mutedAt: string; reason: string; until?: string | null };
};
export type ChatMemberUnmuted = { type: 'ChatMemberUnmuted'; data: { channelId: string; userId: string; unmutedBy: string | null; unmutedAt: string } };
export type ChatChannelEvent = ChatChannelOpened | ChatMemberMuted | ChatMemberUnmuted;

/** What a message says of each file it carries (events before attachments have none). */
export type ChatAttachmentRef = { id: string; name: string; contentType: string; size: number; width?: number; height?: number };

export type ChatMessageSent = {
  type: 'ChatMessageSent';
  data: {
    messageId: string;
    channelId: string;
    clientId: string;
    authorId: string;
    text: string;
    mentions: string[];
    sentAt: string;
    attachments?: ChatAttachmentRef[];
  };
};
export type ChatMessageEdited = {
  type: 'ChatMessageEdited';
  data: { messageId: string; channelId: string; text: string; mentions: string[]; editedAt: string };
};
export type ChatMessageDeleted = { type: 'ChatMessageDeleted'; data: { messageId: string; channelId: string; deletedBy: string | null; deletedAt: string } };
export type ChatReactionAdded = { type: 'ChatReactionAdded'; data: { messageId: string; channelId: string; emoji: string; userId: string } };
export type ChatReactionRemoved = { type: 'ChatReactionRemoved'; data: { messageId: string; channelId: string; emoji: string; userId: string } };
/** A member asked the moderators to look at a message. */
export type ChatMessageReported = {
  type: 'ChatMessageReported';
  data: { messageId: string; channelId: string; reportedBy: string; reportedAt: string; reason: string };
};
/** A moderator hid a message from the channel; recorded with who and why. */
export type ChatMessageHidden = {
  type: 'ChatMessageHidden';
  data: { messageId: string; channelId: string; hiddenBy: string | null; hiddenAt: string; reason: string };
};
/** A moderator showed a hidden message again; recorded with who and why. */
export type ChatMessageUnhidden = {
  type: 'ChatMessageUnhidden';
  data: { messageId: string; channelId: string; unhiddenBy: string | null; unhiddenAt: string; reason: string };
};
export type ChatMessageEvent =
  | ChatMessageSent
  | ChatMessageEdited
  | ChatMessageDeleted
  | ChatReactionAdded
  | ChatReactionRemoved
  | ChatMessageReported
  | ChatMessageHidden
  | ChatMessageUnhidden;

export type ChatChannelReadUpTo = { type: 'ChatChannelReadUpTo'; data: { markerId: string; channelId: string; userId: string; seq: number } };
export type ChatReaderEvent = ChatChannelReadUpTo;

/**
 * Someone uploaded a file to a channel (the upload center's storage holds its bytes under
 * `storageKey`; a picture's preview under `thumbnailKey`). Nobody else sees it until it is sent.
 */
export type ChatAttachmentUploaded = {
  type: 'ChatAttachmentUploaded';
  data: {
    attachmentId: string;
    channelId: string;
    uploaderId: string;
    name: string;
    contentType: string;
    size: number;
    sha256: string;
    storageKey: string;
    thumbnailKey: string | null;
    width: number | null;
    height: number | null;
    uploadedAt: string;
  };
};
/** The file was sent with a message: from now on it is that message's, read by whoever reads the channel. */
export type ChatAttachmentAttached = {
  type: 'ChatAttachmentAttached';
  data: { attachmentId: string; channelId: string; messageId: string; attachedAt: string };
};
export type ChatAttachmentEvent = ChatAttachmentUploaded | ChatAttachmentAttached;

export const CHAT_EVENT_TYPES = {
  channel: new Set<string>(['ChatChannelOpened', 'ChatMemberMuted', 'ChatMemberUnmuted']),
  message: new Set<string>([
    'ChatMessageSent',
    'ChatMessageEdited',
    'ChatMessageDeleted',
    'ChatReactionAdded',
    'ChatReactionRemoved',
    'ChatMessageReported',
    'ChatMessageHidden',
    'ChatMessageUnhidden',
  ]),
  reader: new Set<string>(['ChatChannelReadUpTo']),
  attachment: new Set<string>(['ChatAttachmentUploaded', 'ChatAttachmentAttached']),
  /** The moderators' steps, each a line of the moderation log. */
  moderation: new Set<string>(['ChatMessageHidden', 'ChatMessageUnhidden', 'ChatMemberMuted', 'ChatMemberUnmuted']),
};
