import { Inject, Injectable } from '@nestjs/common';
import { chatRoom } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { READ_STORE } from '../../../platform/platform.tokens';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.service';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { Reactor } from '../../../platform/reactors/reactor.type';
import { RealtimeService } from '../../../platform/realtime/realtime.service';
import { CHAT_EVENT_TYPES, type ChatChannelOpened, type ChatMessageSent } from '../domain/chat.events';
import type { ChatMessageDocument } from '../projections/chat.projections';
import { toMessageView } from '../queries/chat-queries.service';

/**
 * Pushes each message, as it now is, to its channel's room: a new one straight from its event (no
 * wait for the read side), an edited, deleted, hidden or reacted one once the read model has it.
 * The people of a new private channel or direct message are told to fetch their channel list.
 */
@Injectable()
export class ChatLiveReactor implements Reactor {
  readonly name = 'chat-live';
  readonly checkpoint = { kind: 'live' } as const;

  constructor(
    private readonly realtime: RealtimeService,
    private readonly runner: ProjectionRunner,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
  ) {}

  handles(event: RecordedEvent): boolean {
    return (CHAT_EVENT_TYPES.message.has(event.type) && event.type !== 'ChatMessageReported') || event.type === 'ChatChannelOpened';
  }

  async handle(event: RecordedEvent): Promise<void> {
    if (event.type === 'ChatChannelOpened') {
      const { channelId, memberIds } = (event as unknown as RecordedEvent<'ChatChannelOpened', ChatChannelOpened['data']>).data;
      for (const userId of memberIds) this.realtime.toUser(userId, 'chat:channels', { channelId, position: event.position.toString() });
      return;
    }
    if (event.type === 'ChatMessageSent') {
      const data = (event as unknown as RecordedEvent<'ChatMessageSent', ChatMessageSent['data']>).data;
      const name = (await this.directory.namesOf([data.authorId])).get(data.authorId)?.displayName ?? '';
      this.realtime.toRoom(chatRoom(data.channelId), 'chat:message', {
        id: data.messageId,
        channelId: data.channelId,
        clientId: data.clientId,
        author: { id: data.authorId, name },
        text: data.text,
        seq: Number(event.position),
        sentAt: data.sentAt,
        editedAt: null,
        deleted: false,
        hidden: false,
        reactions: [],
        mentions: data.mentions,
        attachments: data.attachments ?? [],
        revision: event.revision,
      });
      return;
    }
    await this.runner.waitFor(event.position, 5_000);
    const { messageId, channelId } = event.data as { messageId: string; channelId: string };
    const document = await this.readStore.collection<ChatMessageDocument>('chat-messages').findOne({ _id: messageId });
    if (!document) return;
    const name = (await this.directory.namesOf([document.authorId])).get(document.authorId)?.displayName ?? '';
    this.realtime.toRoom(chatRoom(channelId), 'chat:message', toMessageView(document, name));
  }
}
