import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { chatRoom } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { RealtimeService, type SocketData } from '../../../platform/realtime/realtime.service';
import { ChatAccess } from '../queries/chat-access.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who may be in a channel's room (`chat:<channelId>`): the room table asks chat.read, and this asks
 * what HTTP asks of the channel's history: that the person belongs to it (else 404 for a private
 * channel or direct message of others, 403 for a group or ministry channel).
 */
@Injectable()
export class ChatRooms implements OnModuleInit {
  constructor(
    private readonly realtime: RealtimeService,
    private readonly access: ChatAccess,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
  ) {}

  onModuleInit(): void {
    this.realtime.admitRoomsOf('chat', (socket, room) => this.admission(socket, room.slice('chat:'.length)));
    // Presence: whoever comes or goes, the room hears who is there now.
    this.realtime.onRoomMembership('chat', (room) => {
      void this.presence(room.slice('chat:'.length)).catch(() => undefined);
    });
  }

  private async presence(channelId: string): Promise<void> {
    const ids = this.present(channelId);
    const names = await this.directory.namesOf(ids);
    const people = ids.map((id) => ({ id, name: names.get(id)?.displayName ?? '' })).sort((a, b) => a.name.localeCompare(b.name));
    this.realtime.toRoom(chatRoom(channelId), 'chat:presence', { channelId, people });
  }

  /** null when the socket's user belongs to the channel, else the refusal's code. */
  async admission(socket: SocketData, channelId: string): Promise<'AUTHORIZATION' | 'NOT_FOUND' | null> {
    if (!UUID.test(channelId)) return 'NOT_FOUND';
    const account = (await this.directory.accounts()).find((a) => a.id === socket.userId);
    try {
      await this.access.channelFor({ id: socket.userId, roles: socket.roles, memberId: account?.memberId ?? null }, channelId);
      return null;
    } catch (error) {
      if (error instanceof DomainError && (error.code === 'AUTHORIZATION' || error.code === 'NOT_FOUND')) return error.code;
      throw error;
    }
  }

  /** Who has a socket in the channel's room now. */
  present(channelId: string): string[] {
    return this.realtime.usersIn(chatRoom(channelId));
  }
}
