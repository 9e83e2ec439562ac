import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { ChatAttachmentEvent, ChatAttachmentUploaded } from './chat.events';

export type ChatAttachmentCommand =
  | { type: 'UploadChatAttachment'; file: Omit<ChatAttachmentUploaded['data'], 'uploadedAt'> }
  | { type: 'AttachChatAttachment'; attachmentId: string; channelId: string; messageId: string; senderId: string };

export interface ChatAttachmentState {
  status: 'none' | 'uploaded' | 'attached';
  channelId: string;
  uploaderId: string;
  messageId: string | null;
  file: ChatAttachmentUploaded['data'] | null;
}

/** Refused the way a bad field is: the ids the message names are not the sender's to send here. */
const notSendable = () => DomainError.validation([{ field: 'attachmentIds', message: VALIDATION_MESSAGES.choice }]);

/**
 * One uploaded file. It goes out with one message only: its uploader's, in the channel it was
 * uploaded to. Attaching it again to the same message (the same clientId sent twice) records nothing.
 */
export const chatAttachmentDecider: Decider<ChatAttachmentState, ChatAttachmentCommand, ChatAttachmentEvent> = {
  initialState: () => ({ status: 'none', channelId: '', uploaderId: '', messageId: null, file: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'ChatAttachmentUploaded':
        return { status: 'uploaded', channelId: event.data.channelId, uploaderId: event.data.uploaderId, messageId: null, file: event.data };
      case 'ChatAttachmentAttached':
        return { ...state, status: 'attached', messageId: event.data.messageId };
      default:
        return state;
    }
  },
  decide(command, state, context) {
    switch (command.type) {
      case 'UploadChatAttachment':
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        return [{ type: 'ChatAttachmentUploaded', data: { ...command.file, uploadedAt: context.now } }];
      case 'AttachChatAttachment':
        if (state.status === 'none' || state.uploaderId !== command.senderId || state.channelId !== command.channelId) throw notSendable();
        if (state.status === 'attached') {
          if (state.messageId === command.messageId) return [];
          throw notSendable();
        }
        return [
          {
            type: 'ChatAttachmentAttached',
            data: { attachmentId: command.attachmentId, channelId: command.channelId, messageId: command.messageId, attachedAt: context.now },
          },
        ];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
