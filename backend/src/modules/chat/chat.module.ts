import { ContextModule } from '../../platform/context/context-module.decorator';
import { MediaModule } from '../content';
import { GroupsModule } from '../groups';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { chatMentioned } from './chat-mention.notification';
import { ChatController } from './chat.controller';
import { ChatMentions } from './commands/chat-mentions.service';
import { CHAT_COMMAND_HANDLERS } from './commands/chat.handlers';
import { UploadChatAttachmentHandler } from './commands/upload-chat-attachment.handler';
import {
  chatAttachmentsProjection,
  chatChannelsProjection,
  chatMessagesProjection,
  chatModerationLogProjection,
  chatReadMarkersProjection,
} from './projections/chat.projections';
import { ChatAccess } from './queries/chat-access.service';
import { ChatAttachments } from './queries/chat-attachments.service';
import { ChatQueries } from './queries/chat-queries.service';
import { ChatLiveReactor } from './realtime/chat-live.reactor';
import { ChatMembershipReactor } from './realtime/chat-membership.reactor';
import { ChatGateway } from './realtime/chat.gateway';
import { ChatRooms } from './realtime/chat-rooms.service';

/**
 * Community chat: channels (church, ministry, group, private, direct), messages, read markers,
 * reactions, mentions, moderation, and files sent with messages (kept in the upload center's storage).
 */
@ContextModule({
  name: 'chat',
  imports: [OrganisationModule, MembersModule, GroupsModule, MediaModule],
  controllers: [ChatController],
  providers: [ChatAccess, ChatQueries, ChatAttachments, ChatMentions, ChatRooms, ChatGateway, ...CHAT_COMMAND_HANDLERS, UploadChatAttachmentHandler],
  exports: [ChatAccess],
  projections: [chatChannelsProjection, chatMessagesProjection, chatReadMarkersProjection, chatModerationLogProjection, chatAttachmentsProjection],
  reactors: [ChatLiveReactor, ChatMembershipReactor],
  notificationSources: [chatMentioned],
})
export class ChatModule {}
