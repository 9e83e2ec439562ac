import { deciderSpec } from '../../../testing/decider-spec.util';
import { chatAttachmentDecider } from './chat-attachment.decider';
import { chatMessageDecider } from './chat-message.decider';
import type { ChatAttachmentEvent, ChatAttachmentUploaded } from './chat.events';

const NOW = '2026-11-22T10:00:00.000Z';
const channelId = '0b1f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const otherChannel = '3e4f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const uploader = '1c2f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const someoneElse = '2d3f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const attachmentId = '4a5b6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const messageId = '5b6c7d1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';

const file: Omit<ChatAttachmentUploaded['data'], 'uploadedAt'> = {
  attachmentId,
  channelId,
  uploaderId: uploader,
  name: 'picnic.png',
  contentType: 'image/png',
  size: 1234,
  sha256: 'ab'.repeat(32),
  storageKey: `chat-attachments/${attachmentId}`,
  thumbnailKey: `chat-attachments/${attachmentId}.thumb`,
  width: 640,
  height: 480,
};
const uploaded: ChatAttachmentEvent = { type: 'ChatAttachmentUploaded', data: { ...file, uploadedAt: NOW } };
const attached: ChatAttachmentEvent = { type: 'ChatAttachmentAttached', data: { attachmentId, channelId, messageId, attachedAt: NOW } };
const attach = { type: 'AttachChatAttachment' as const, attachmentId, channelId, messageId, senderId: uploader };

describe('the chat attachment decider', () => {
  const spec = deciderSpec(chatAttachmentDecider);

  it('records an upload once', () => {
    spec.given([]).when({ type: 'UploadChatAttachment', file }).then([uploaded]);
    spec.given([uploaded]).when({ type: 'UploadChatAttachment', file }).thenThrows('CONCURRENCY_CONFLICT');
  });

  it('attaches an upload to its uploader’s message in its channel', () => {
    spec.given([uploaded]).when(attach).then([attached]);
  });

  it('records nothing when the same message takes it again (the same clientId sent twice)', () => {
    spec.given([uploaded, attached]).when(attach).thenNothing();
  });

  it('refuses another message once it was sent, another person’s upload, another channel’s, and one never uploaded', () => {
    spec
      .given([uploaded, attached])
      .when({ ...attach, messageId: '6c7d8e1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f' })
      .thenThrows('VALIDATION_ERROR');
    spec
      .given([uploaded])
      .when({ ...attach, senderId: someoneElse })
      .thenThrows('VALIDATION_ERROR');
    spec
      .given([uploaded])
      .when({ ...attach, channelId: otherChannel })
      .thenThrows('VALIDATION_ERROR');
    spec.given([]).when(attach).thenThrows('VALIDATION_ERROR');
  });
});

describe('the chat message decider with attachments', () => {
  const spec = deciderSpec(chatMessageDecider);
  const ref = { id: attachmentId, name: 'picnic.png', contentType: 'image/png', size: 1234, width: 640, height: 480 };
  const send = { type: 'SendChatMessage' as const, messageId, channelId, clientId: 'c-1', authorId: uploader, text: '', mentions: [] };

  it('sends a message of attachments only, carrying what each file is', () => {
    spec
      .given([])
      .when({ ...send, attachments: [ref] })
      .then([
        {
          type: 'ChatMessageSent',
          data: { messageId, channelId, clientId: 'c-1', authorId: uploader, text: '', mentions: [], sentAt: NOW, attachments: [ref] },
        },
      ]);
  });

  it('refuses a message with neither words nor files', () => {
    spec.given([]).when(send).thenThrows('VALIDATION_ERROR');
    spec
      .given([])
      .when({ ...send, text: '   ', attachments: [] })
      .thenThrows('VALIDATION_ERROR');
  });
});
