import type { ChatAttachmentView, ChatChannelKind } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { CHAT_EVENT_TYPES, type ChatAttachmentEvent, type ChatAttachmentUploaded, type ChatChannelEvent, type ChatMessageEvent } from '../domain/chat.events';

/** Someone muted in a channel: by whom, when, until when (null: until unmuted). */
export type ChatMute = { userId: string; by: string | null; at: string; until: string | null; reason: string };

export type ChatChannelDocument = {
  _id: string;
  name: string;
  kind: ChatChannelKind;
  groupId: string | null;
  ministryId: string | null;
  memberIds: string[];
  muted: string[];
  mutes: ChatMute[];
  openedAt: string;
  revision: number;
};

export type ChatReport = { by: string; at: string; reason: string };

export type ChatMessageDocument = {
  _id: string;
  channelId: string;
  /** The global position of its ChatMessageSent: increasing within the channel, the key of `before=`. */
  seq: number;
  clientId: string;
  authorId: string;
  text: string;
  /** Lower-cased text for search; empty once deleted or hidden. */
  searchText: string;
  mentions: string[];
  sentAt: string;
  editedAt: string | null;
  deleted: boolean;
  hidden: boolean;
  /** emoji → who reacted with it. */
  reactions: Record<string, string[]>;
  reports: ChatReport[];
  /** The files sent with it, as its ChatMessageSent names them. */
  attachments: ChatAttachmentView[];
  revision: number;
};

export type ChatReadMarkerDocument = { _id: string; channelId: string; userId: string; seq: number; revision: number };

/** Channels: who belongs (for private and direct), who is muted. */
export const chatChannelsProjection: Projection<ChatChannelDocument> = {
  name: 'chat-channels',
  collection: 'chat-channels',
  version: 2,
  indexes: [{ spec: { kind: 1 } }, { spec: { memberIds: 1 } }, { spec: { groupId: 1 } }],
  canHandle: (event: RecordedEvent) => CHAT_EVENT_TYPES.channel.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { channelId?: string }).channelId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as ChatChannelEvent;
    const revision = recorded.revision;
    switch (event.type) {
      case 'ChatChannelOpened': {
        const { channelId, name, kind, groupId, ministryId, memberIds, openedAt } = event.data;
        return { _id: channelId, name, kind, groupId, ministryId, memberIds, muted: [], mutes: [], openedAt, revision };
      }
      case 'ChatMemberMuted': {
        if (!document) return null;
        const { userId, mutedBy, mutedAt, reason, until } = event.data;
        const mute: ChatMute = { userId, by: mutedBy, at: mutedAt, until: until ?? null, reason };
        return {
          ...document,
          muted: [...document.muted.filter((id) => id !== userId), userId],
          mutes: [...document.mutes.filter((m) => m.userId !== userId), mute],
          revision,
        };
      }
      case 'ChatMemberUnmuted':
        return document
          ? {
              ...document,
              muted: document.muted.filter((id) => id !== event.data.userId),
              mutes: document.mutes.filter((m) => m.userId !== event.data.userId),
              revision,
            }
          : null;
      default:
        return document;
    }
  },
};

/**
 * Every message, keyed by its id, indexed by (channelId, seq): a page of history `before=` is a
 * range of that index read backwards.
 */
export const chatMessagesProjection: Projection<ChatMessageDocument> = {
  name: 'chat-messages',
  collection: 'chat-messages',
  version: 3,
  indexes: [{ spec: { channelId: 1, seq: -1 } }, { spec: { mentions: 1 } }],
  canHandle: (event: RecordedEvent) => CHAT_EVENT_TYPES.message.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { messageId?: string }).messageId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as ChatMessageEvent;
    const revision = recorded.revision;
    if (event.type === 'ChatMessageSent') {
      const { messageId, channelId, clientId, authorId, text, mentions, sentAt, attachments = [] } = event.data;
      return {
        _id: messageId,
        channelId,
        seq: Number(recorded.position),
        clientId,
        authorId,
        text,
        searchText: text.toLowerCase(),
        mentions,
        sentAt,
        editedAt: null,
        deleted: false,
        hidden: false,
        reactions: {},
        reports: [],
        attachments,
        revision,
      };
    }
    if (!document) return null;
    switch (event.type) {
      case 'ChatMessageEdited':
        return {
          ...document,
          text: event.data.text,
          searchText: document.hidden ? '' : event.data.text.toLowerCase(),
          mentions: event.data.mentions,
          editedAt: event.data.editedAt,
          revision,
        };
      case 'ChatMessageDeleted':
        return { ...document, text: '', searchText: '', mentions: [], deleted: true, reactions: {}, revision };
      case 'ChatReactionAdded': {
        const users = document.reactions[event.data.emoji] ?? [];
        return {
          ...document,
          reactions: { ...document.reactions, [event.data.emoji]: [...users.filter((u) => u !== event.data.userId), event.data.userId] },
          revision,
        };
      }
      case 'ChatReactionRemoved': {
        const users = (document.reactions[event.data.emoji] ?? []).filter((u) => u !== event.data.userId);
        const reactions = { ...document.reactions };
        if (users.length === 0) delete reactions[event.data.emoji];
        else reactions[event.data.emoji] = users;
        return { ...document, reactions, revision };
      }
      case 'ChatMessageReported':
        return { ...document, reports: [...document.reports, { by: event.data.reportedBy, at: event.data.reportedAt, reason: event.data.reason }], revision };
      case 'ChatMessageHidden':
        return { ...document, hidden: true, searchText: '', revision };
      case 'ChatMessageUnhidden':
        return { ...document, hidden: false, searchText: document.deleted ? '' : document.text.toLowerCase(), revision };
      default:
        return document;
    }
  },
};

/** An uploaded file: where its bytes are, who may see it (its uploader until sent, then its message's readers). */
export type ChatAttachmentDocument = Omit<ChatAttachmentUploaded['data'], 'attachmentId'> & {
  _id: string;
  /** The message it was sent with; null until then. */
  messageId: string | null;
  revision: number;
};

export const chatAttachmentsProjection: Projection<ChatAttachmentDocument> = {
  name: 'chat-attachments',
  collection: 'chat-attachments',
  version: 1,
  indexes: [{ spec: { messageId: 1 } }],
  canHandle: (event: RecordedEvent) => CHAT_EVENT_TYPES.attachment.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { attachmentId?: string }).attachmentId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as ChatAttachmentEvent;
    switch (event.type) {
      case 'ChatAttachmentUploaded': {
        const { attachmentId, ...file } = event.data;
        return { _id: attachmentId, ...file, messageId: null, revision: recorded.revision };
      }
      case 'ChatAttachmentAttached':
        return document ? { ...document, messageId: event.data.messageId, revision: recorded.revision } : null;
      default:
        return document;
    }
  },
};

/** Each person's read marker in each channel. */
export const chatReadMarkersProjection: Projection<ChatReadMarkerDocument> = {
  name: 'chat-read-markers',
  collection: 'chat-read-markers',
  version: 1,
  indexes: [{ spec: { userId: 1 } }],
  canHandle: (event: RecordedEvent) => CHAT_EVENT_TYPES.reader.has(event.type),
  documentId: (event: RecordedEvent) => {
    const { channelId, userId } = event.data as { channelId?: string; userId?: string };
    return channelId && userId ? `${channelId}:${userId}` : null;
  },
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const { channelId, userId, seq } = recorded.data as { channelId: string; userId: string; seq: number };
    return { _id: `${channelId}:${userId}`, channelId, userId, seq: Math.max(seq, document?.seq ?? 0), revision: recorded.revision };
  },
};

/** One moderator's step: what, on which message or whom, by whom, when, why. */
export type ChatModerationLogDocument = {
  _id: string;
  position: number;
  action: 'hidden' | 'unhidden' | 'muted' | 'unmuted';
  channelId: string;
  messageId: string | null;
  /** The person muted or unmuted; for a message, its author is looked up when shown. */
  userId: string | null;
  by: string | null;
  at: string;
  until: string | null;
  reason: string;
};

/** The moderation log: a line per hide, unhide, mute and unmute, never changed. */
export const chatModerationLogProjection: Projection<ChatModerationLogDocument> = {
  name: 'chat-moderation-log',
  collection: 'chat-moderation-log',
  version: 1,
  indexes: [{ spec: { position: -1 } }],
  canHandle: (event: RecordedEvent) => CHAT_EVENT_TYPES.moderation.has(event.type),
  documentId: (event: RecordedEvent) => event.id,
  project(document, recorded) {
    if (document) return document;
    const base = { _id: recorded.id, position: Number(recorded.position), until: null, messageId: null, userId: null, reason: '' };
    const event = { type: recorded.type, data: recorded.data } as ChatMessageEvent | ChatChannelEvent;
    switch (event.type) {
      case 'ChatMessageHidden':
        return {
          ...base,
          action: 'hidden',
          channelId: event.data.channelId,
          messageId: event.data.messageId,
          by: event.data.hiddenBy,
          at: event.data.hiddenAt,
          reason: event.data.reason,
        };
      case 'ChatMessageUnhidden':
        return {
          ...base,
          action: 'unhidden',
          channelId: event.data.channelId,
          messageId: event.data.messageId,
          by: event.data.unhiddenBy,
          at: event.data.unhiddenAt,
          reason: event.data.reason,
        };
      case 'ChatMemberMuted':
        return {
          ...base,
          action: 'muted',
          channelId: event.data.channelId,
          userId: event.data.userId,
          by: event.data.mutedBy,
          at: event.data.mutedAt,
          until: event.data.until ?? null,
          reason: event.data.reason,
        };
      case 'ChatMemberUnmuted':
        return { ...base, action: 'unmuted', channelId: event.data.channelId, userId: event.data.userId, by: event.data.unmutedBy, at: event.data.unmutedAt };
      default:
        return null;
    }
  },
};
