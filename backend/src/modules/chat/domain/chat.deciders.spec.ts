import { createHash } from 'node:crypto';
import { deciderSpec } from '../../../testing/decider-spec.util';
import { chatChannelDecider } from './chat-channel.decider';
import { chatMessageId, directChannelId } from './chat-ids';
import { chatMessageDecider } from './chat-message.decider';
import { chatReaderDecider } from './chat-reader.decider';
import type { ChatMessageEvent } from './chat.events';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const channelId = '0b1f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const author = '1c2f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const other = '2d3f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const NOW = '2026-11-22T10:00:00.000Z';
const ACTOR = 'user-1';

describe('chat ids', () => {
  it('derives the same message id from the same channel, author and clientId, and another from any other', () => {
    const id = chatMessageId(sha256, channelId, author, 'c-1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(chatMessageId(sha256, channelId, author, 'c-1')).toBe(id);
    expect(chatMessageId(sha256, channelId, author, 'c-2')).not.toBe(id);
    expect(chatMessageId(sha256, channelId, other, 'c-1')).not.toBe(id);
  });

  it('gives two people one direct channel, whoever opens it', () => {
    expect(directChannelId(sha256, author, other)).toBe(directChannelId(sha256, other, author));
  });
});

describe('the chat message decider', () => {
  const spec = deciderSpec(chatMessageDecider);
  const messageId = chatMessageId(sha256, channelId, author, 'c-1');
  const send = { type: 'SendChatMessage' as const, messageId, channelId, clientId: 'c-1', authorId: author, text: 'Hello', mentions: [] };
  const sent: ChatMessageEvent = {
    type: 'ChatMessageSent',
    data: { messageId, channelId, clientId: 'c-1', authorId: author, text: 'Hello', mentions: [], sentAt: NOW },
  };

  it('sends a message once: the same send again records nothing (idempotent)', () => {
    spec.given([]).when(send).then([sent]);
    spec.given([sent]).when(send).thenNothing();
  });

  it('lets only the author edit and delete; a deleted message is deleted once', () => {
    const edit = { type: 'EditChatMessage' as const, messageId, editorId: author, text: 'Hello all', mentions: [] };
    spec
      .given([sent])
      .when(edit)
      .then([{ type: 'ChatMessageEdited', data: { messageId, channelId, text: 'Hello all', mentions: [], editedAt: NOW } }]);
    spec
      .given([sent])
      .when({ ...edit, editorId: other })
      .thenThrows('AUTHORIZATION');
    const deleted: ChatMessageEvent = { type: 'ChatMessageDeleted', data: { messageId, channelId, deletedBy: ACTOR, deletedAt: NOW } };
    spec.given([sent]).when({ type: 'DeleteChatMessage', messageId, deleterId: other }).thenThrows('AUTHORIZATION');
    spec.given([sent, deleted]).when({ type: 'DeleteChatMessage', messageId, deleterId: author }).thenNothing();
    spec.given([sent, deleted]).when(edit).thenThrows('NOT_FOUND');
    spec.given([]).when(edit).thenThrows('NOT_FOUND');
  });

  it('records a reaction once, a report once per person, and a hide once', () => {
    const react = { type: 'ReactToChatMessage' as const, messageId, userId: other, emoji: '🙏', on: true };
    const added: ChatMessageEvent = { type: 'ChatReactionAdded', data: { messageId, channelId, emoji: '🙏', userId: other } };
    spec.given([sent]).when(react).then([added]);
    spec.given([sent, added]).when(react).thenNothing();
    spec
      .given([sent, added])
      .when({ ...react, on: false })
      .then([{ type: 'ChatReactionRemoved', data: added.data }]);
    const reported: ChatMessageEvent = { type: 'ChatMessageReported', data: { messageId, channelId, reportedBy: other, reportedAt: NOW, reason: 'rude' } };
    spec.given([sent]).when({ type: 'ReportChatMessage', messageId, reporterId: other, reason: 'rude' }).then([reported]);
    spec.given([sent, reported]).when({ type: 'ReportChatMessage', messageId, reporterId: other, reason: 'again' }).thenNothing();
  });

  it('hides a message once and shows it again once', () => {
    const hidden: ChatMessageEvent = { type: 'ChatMessageHidden', data: { messageId, channelId, hiddenBy: ACTOR, hiddenAt: NOW, reason: 'rude' } };
    const unhide = { type: 'UnhideChatMessage' as const, messageId, reason: 'on second look' };
    spec.given([sent]).when({ type: 'HideChatMessage', messageId, reason: 'rude' }).then([hidden]);
    spec.given([sent, hidden]).when({ type: 'HideChatMessage', messageId, reason: 'again' }).thenNothing();
    spec.given([sent]).when(unhide).thenNothing();
    spec
      .given([sent, hidden])
      .when(unhide)
      .then([{ type: 'ChatMessageUnhidden', data: { messageId, channelId, unhiddenBy: ACTOR, unhiddenAt: NOW, reason: 'on second look' } }]);
    spec.given([]).when(unhide).thenThrows('NOT_FOUND');
  });
});

describe('the chat channel and read-marker deciders', () => {
  it('opens a channel once and mutes someone once', () => {
    const spec = deciderSpec(chatChannelDecider);
    const open = {
      type: 'OpenChatChannel' as const,
      channelId,
      name: 'Youth',
      kind: 'private' as const,
      groupId: null,
      ministryId: null,
      memberIds: [author, author, other],
    };
    const opened = {
      type: 'ChatChannelOpened' as const,
      data: { channelId, name: 'Youth', kind: 'private' as const, groupId: null, ministryId: null, memberIds: [author, other], openedBy: ACTOR, openedAt: NOW },
    };
    spec.given([]).when(open).then([opened]);
    spec.given([opened]).when(open).thenNothing();
    const mute = { type: 'MuteChatMember' as const, channelId, userId: other, reason: 'spam' };
    spec
      .given([opened])
      .when(mute)
      .then([{ type: 'ChatMemberMuted', data: { channelId, userId: other, mutedBy: ACTOR, mutedAt: NOW, reason: 'spam' } }]);
    spec.given([]).when(mute).thenThrows('NOT_FOUND');
    // A mute with an end: muted until then, and a mute whose end has passed no longer holds.
    const muted = { type: 'ChatMemberMuted' as const, data: { channelId, userId: other, mutedBy: ACTOR, mutedAt: NOW, reason: 'spam' } };
    const ended = { type: 'ChatMemberMuted' as const, data: { ...muted.data, until: '2000-01-01T00:00:00.000Z' } };
    spec.given([opened, muted]).when(mute).thenNothing();
    spec.given([opened, ended]).when({ type: 'UnmuteChatMember', channelId, userId: other }).thenNothing();
    spec
      .given([opened, muted])
      .when({ ...mute, until: '2999-01-01T00:00:00.000Z' })
      .then([{ type: 'ChatMemberMuted', data: { ...muted.data, until: '2999-01-01T00:00:00.000Z' } }]);
    spec
      .given([opened, muted])
      .when({ type: 'UnmuteChatMember', channelId, userId: other })
      .then([{ type: 'ChatMemberUnmuted', data: { channelId, userId: other, unmutedBy: ACTOR, unmutedAt: NOW } }]);
  });

  it('moves a read marker only forward', () => {
    const spec = deciderSpec(chatReaderDecider);
    const read = { type: 'ChatChannelReadUpTo' as const, data: { markerId: 'm', channelId, userId: author, seq: 10 } };
    spec.given([]).when({ type: 'MarkChatRead', markerId: 'm', channelId, userId: author, seq: 10 }).then([read]);
    spec.given([read]).when({ type: 'MarkChatRead', markerId: 'm', channelId, userId: author, seq: 9 }).thenNothing();
  });
});
