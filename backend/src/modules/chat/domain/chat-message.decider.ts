import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { ChatAttachmentRef, ChatMessageEvent } from './chat.events';

export type ChatMessageCommand =
  | {
      type: 'SendChatMessage';
      messageId: string;
      channelId: string;
      clientId: string;
      authorId: string;
      text: string;
      mentions: string[];
      /** The files it carries, already attached to it (see the attachment decider). */
      attachments?: ChatAttachmentRef[];
    }
  | { type: 'EditChatMessage'; messageId: string; editorId: string; text: string; mentions: string[] }
  | { type: 'DeleteChatMessage'; messageId: string; deleterId: string }
  | { type: 'ReactToChatMessage'; messageId: string; userId: string; emoji: string; on: boolean }
  | { type: 'ReportChatMessage'; messageId: string; reporterId: string; reason: string }
  | { type: 'HideChatMessage'; messageId: string; reason: string }
  | { type: 'UnhideChatMessage'; messageId: string; reason: string };

export interface ChatMessageState {
  status: 'none' | 'sent' | 'deleted';
  channelId: string;
  authorId: string;
  clientId: string;
  text: string;
  hidden: boolean;
  /** `emoji:userId` pairs. */
  reactions: string[];
  reporters: string[];
}

/**
 * One message. Its id is derived from (channel, author, clientId), so sending the same clientId
 * again lands on this stream: the decider sees the message already sent and records nothing (the
 * answer is the first send's). Only the author edits or deletes; a deleted message keeps its place.
 */
export const chatMessageDecider: Decider<ChatMessageState, ChatMessageCommand, ChatMessageEvent> = {
  initialState: () => ({ status: 'none', channelId: '', authorId: '', clientId: '', text: '', hidden: false, reactions: [], reporters: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'ChatMessageSent':
        return {
          ...state,
          status: 'sent',
          channelId: event.data.channelId,
          authorId: event.data.authorId,
          clientId: event.data.clientId,
          text: event.data.text,
        };
      case 'ChatMessageEdited':
        return { ...state, text: event.data.text };
      case 'ChatMessageDeleted':
        return { ...state, status: 'deleted', text: '' };
      case 'ChatReactionAdded':
        return { ...state, reactions: [...state.reactions, `${event.data.emoji}:${event.data.userId}`] };
      case 'ChatReactionRemoved':
        return { ...state, reactions: state.reactions.filter((r) => r !== `${event.data.emoji}:${event.data.userId}`) };
      case 'ChatMessageReported':
        return { ...state, reporters: [...state.reporters, event.data.reportedBy] };
      case 'ChatMessageHidden':
        return { ...state, hidden: true };
      case 'ChatMessageUnhidden':
        return { ...state, hidden: false };
      default:
        return state;
    }
  },
  decide(command, state, context) {
    if (command.type === 'SendChatMessage') {
      const attachments = command.attachments ?? [];
      if (state.status === 'none') {
        // A message says something or carries a file: never nothing at all.
        if (command.text.trim() === '' && attachments.length === 0) throw DomainError.validation([{ field: 'text', message: VALIDATION_MESSAGES.required }]);
        return [
          {
            type: 'ChatMessageSent',
            data: {
              messageId: command.messageId,
              channelId: command.channelId,
              clientId: command.clientId,
              authorId: command.authorId,
              text: command.text,
              mentions: command.mentions,
              sentAt: context.now,
              ...(attachments.length > 0 ? { attachments } : {}),
            },
          },
        ];
      }
      // The same send again (a retry after a lost answer, a queue flushed twice): already stored.
      if (state.authorId === command.authorId && state.clientId === command.clientId) return [];
      throw new DomainError('CONCURRENCY_CONFLICT');
    }
    if (state.status === 'none') throw new DomainError('NOT_FOUND');
    const { channelId } = state;
    switch (command.type) {
      case 'EditChatMessage':
        if (state.authorId !== command.editorId) throw new DomainError('AUTHORIZATION');
        if (state.status === 'deleted' || state.hidden) throw new DomainError('NOT_FOUND');
        if (state.text === command.text) return [];
        return [
          {
            type: 'ChatMessageEdited',
            data: { messageId: command.messageId, channelId, text: command.text, mentions: command.mentions, editedAt: context.now },
          },
        ];
      case 'DeleteChatMessage':
        if (state.authorId !== command.deleterId) throw new DomainError('AUTHORIZATION');
        if (state.status === 'deleted') return [];
        return [{ type: 'ChatMessageDeleted', data: { messageId: command.messageId, channelId, deletedBy: context.actorId, deletedAt: context.now } }];
      case 'ReactToChatMessage': {
        if (state.status === 'deleted' || state.hidden) throw new DomainError('NOT_FOUND');
        const has = state.reactions.includes(`${command.emoji}:${command.userId}`);
        if (has === command.on) return [];
        const data = { messageId: command.messageId, channelId, emoji: command.emoji, userId: command.userId };
        return [command.on ? { type: 'ChatReactionAdded', data } : { type: 'ChatReactionRemoved', data }];
      }
      case 'ReportChatMessage':
        if (state.reporters.includes(command.reporterId)) return [];
        return [
          {
            type: 'ChatMessageReported',
            data: { messageId: command.messageId, channelId, reportedBy: command.reporterId, reportedAt: context.now, reason: command.reason },
          },
        ];
      case 'HideChatMessage':
        if (state.hidden) return [];
        return [
          {
            type: 'ChatMessageHidden',
            data: { messageId: command.messageId, channelId, hiddenBy: context.actorId, hiddenAt: context.now, reason: command.reason },
          },
        ];
      case 'UnhideChatMessage':
        if (!state.hidden) return [];
        return [
          {
            type: 'ChatMessageUnhidden',
            data: { messageId: command.messageId, channelId, unhiddenBy: context.actorId, unhiddenAt: context.now, reason: command.reason },
          },
        ];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
