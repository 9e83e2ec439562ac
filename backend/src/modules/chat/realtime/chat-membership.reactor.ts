import { Inject, Injectable } from '@nestjs/common';
import { chatRoom } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { READ_STORE } from '../../../platform/platform.tokens';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.service';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { Reactor } from '../../../platform/reactors/reactor.type';
import { RealtimeService } from '../../../platform/realtime/realtime.service';
import type { ChatChannelDocument } from '../projections/chat.projections';

/** A person's belonging to a group or ministry may have ended: each names the member record it touches. */
const MEMBER_EVENTS = new Set([
  'GroupMemberLeft',
  'GroupLeaderRemoved',
  'GroupJoinRequestWithdrawn',
  'MemberDetailsChanged',
  'MemberArchived',
  'MemberMergedInto',
]);

/**
 * Membership follows the group: when someone leaves (or is taken out of) a group, stops leading it,
 * changes ministry or is archived, their open sockets are asked again whether they belong to each
 * chat channel whose room they are in, and leave those they no longer belong to (told with
 * `room:removed`), without reconnecting. An archived group's channel rooms are asked again whole.
 */
@Injectable()
export class ChatMembershipReactor implements Reactor {
  readonly name = 'chat-membership';
  readonly checkpoint = { kind: 'live' } as const;

  constructor(
    private readonly realtime: RealtimeService,
    private readonly runner: ProjectionRunner,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
  ) {}

  handles(event: RecordedEvent): boolean {
    return MEMBER_EVENTS.has(event.type) || event.type === 'GroupArchived';
  }

  async handle(event: RecordedEvent): Promise<void> {
    // The check reads the groups' and members' read models: they must have this event first.
    await this.runner.waitFor(event.position, 5_000);
    const userIds = new Set<string>();
    if (event.type === 'GroupArchived') {
      const { groupId } = event.data as { groupId: string };
      const channels = await this.readStore.collection<ChatChannelDocument>('chat-channels').find({ kind: 'group', groupId });
      for (const channel of channels) for (const userId of this.realtime.usersIn(chatRoom(channel._id))) userIds.add(userId);
    } else {
      const { memberId } = event.data as { memberId?: string };
      if (!memberId) return;
      for (const account of await this.directory.accounts()) if (account.memberId === memberId) userIds.add(account.id);
    }
    for (const userId of userIds) await this.realtime.readmit(userId, 'chat');
  }
}
