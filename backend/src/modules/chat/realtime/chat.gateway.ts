import { Inject, UseGuards } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { chatRoom, REALTIME_PATH, type ChatRoomAck } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { Requires } from '../../../platform/auth/access.decorator';
import { errorBody } from '../../../platform/errors/api-exception.filter';
import type { RealtimeSocket } from '../../../platform/realtime/realtime.service';
import { SocketAccessGuard } from '../../../platform/realtime/socket-access.guard';
import { ChatRooms } from './chat-rooms.service';

/**
 * The chat's socket events, on the app's one socket.io server (same path as the platform's
 * gateway). Each declares its rule (chat.read), checked by the session guard before the handler;
 * the handler then asks that the socket is in the channel's room, which only its people can join.
 */
// Nest's socket context runs no global guard: the declared rules are checked here.
@UseGuards(SocketAccessGuard)
@WebSocketGateway({ path: REALTIME_PATH, serveClient: false })
export class ChatGateway {
  constructor(
    private readonly rooms: ChatRooms,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
  ) {}

  @SubscribeMessage('chat:typing')
  @Requires('chat.read')
  async typing(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() channelId: unknown): Promise<ChatRoomAck> {
    const refused = this.refusal(socket, channelId);
    if (refused) return refused;
    const id = channelId as string;
    const name = (await this.directory.namesOf([socket.data.userId])).get(socket.data.userId)?.displayName ?? '';
    // To the others in the room: the typist knows they are typing.
    socket.to(chatRoom(id)).emit('chat:typing', { channelId: id, userId: socket.data.userId, name });
    return { ok: true, userIds: this.rooms.present(id) };
  }

  @SubscribeMessage('chat:presence')
  @Requires('chat.read')
  presence(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() channelId: unknown): ChatRoomAck {
    return this.refusal(socket, channelId) ?? { ok: true, userIds: this.rooms.present(channelId as string) };
  }

  /** Only a socket in the channel's room (joined through the admission check) speaks or asks there. */
  private refusal(socket: RealtimeSocket, channelId: unknown): ChatRoomAck | null {
    if (typeof channelId !== 'string' || channelId.length === 0 || channelId.length > 64) return { ok: false, error: errorBody('NOT_FOUND') };
    if (!socket.rooms.has(chatRoom(channelId))) return { ok: false, error: errorBody('NOT_FOUND') };
    return null;
  }
}
