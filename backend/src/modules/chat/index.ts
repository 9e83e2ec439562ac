/** The chat context's public face: its module and the commands the demo church seeds its conversations with. */
export { ChatModule } from './chat.module';
export { OpenChatChannelCommand, SendChatMessageCommand, ReactToChatMessageCommand, UploadChatAttachmentCommand } from './commands/chat.commands';
