import { ContextModule } from '../../platform/context/context-module.decorator';
import { GroupsModule } from '../groups';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { chatMentioned } from './chat-mention.notification';
import { ChatController } from './chat.controller';
import { ChatMentions } from './commands/chat-mentions.service';
import { CHAT_COMMAND_HANDLERS } from './commands/chat.handlers';
import { chatChannelsProjection, chatMessagesProjection, chatModerationLogProjection, chatReadMarkersProjection } from './projections/chat.projections';
import { ChatAccess } from './queries/chat-access.service';
import { ChatQueries } from './queries/chat-queries.service';
import { ChatLiveReactor } from './realtime/chat-live.reactor';
import { ChatMembershipReactor } from './realtime/chat-membership.reactor';
import { ChatGateway } from './realtime/chat.gateway';
import { ChatRooms } from './realtime/chat-rooms.service';

/** Community chat: channels (church, ministry, group, private, direct), messages, read markers, reactions, mentions, moderation. */
@ContextModule({
  name: 'chat',
  imports: [OrganisationModule, MembersModule, GroupsModule],
  controllers: [ChatController],
  providers: [ChatAccess, ChatQueries, ChatMentions, ChatRooms, ChatGateway, ...CHAT_COMMAND_HANDLERS],
  exports: [ChatAccess],
  projections: [chatChannelsProjection, chatMessagesProjection, chatReadMarkersProjection, chatModerationLogProjection],
  reactors: [ChatLiveReactor, ChatMembershipReactor],
  notificationSources: [chatMentioned],
})
export class ChatModule {}
