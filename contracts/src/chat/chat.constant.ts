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
  /** One attachment's size, in bytes (25 MiB). */
  attachmentBytes: 25 * 1024 * 1024,
  /** Attachments on one message. */
  attachments: 10,
} as const;

/**
 * What may be attached in chat, by the type its content shows (magic bytes, never the name):
 * pictures, PDF, office documents (Word, Excel, PowerPoint, OpenDocument) and audio. Anything else
 * (programs, archives, text with no signature, SVG) is refused with UNSUPPORTED_FILE_TYPE.
 */
export const CHAT_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/avif',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/ogg',
  'audio/opus',
  'audio/wav',
  'audio/x-wav',
  'audio/flac',
  'audio/x-flac',
  'audio/webm',
] as const;

/** What the composer's file picker offers (the server decides by content all the same). */
export const CHAT_ATTACHMENT_ACCEPT =
  'image/jpeg,image/png,image/gif,image/webp,image/heic,image/avif,application/pdf,.docx,.xlsx,.pptx,.odt,.ods,.odp,audio/*';

/** Pictures are shown in the message (a thumbnail, and inline when opened); other files are downloaded. */
export const isChatImage = (contentType: string) => contentType.startsWith('image/');

/** Where an attachment's bytes are fetched (`/thumbnail` for a picture's preview). */
export const chatAttachmentPath = (attachmentId: string) => `/api/chat/attachments/${encodeURIComponent(attachmentId)}`;

/** The room of a channel's live messages and typing (`chat:<channelId>`); joined only by those who belong to it. */
export const chatRoom = (channelId: string) => `chat:${channelId}`;

/** A client id: letters, digits, `-` and `_` (a UUID fits). */
export const CHAT_CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
