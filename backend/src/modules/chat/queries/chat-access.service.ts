import { Inject, Injectable } from '@nestjs/common';
import { can, type ChatChannelKind, type CurrentUser } from '@koinonia/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { GroupQueriesService } from '../../groups';
import { MemberQueriesService, WHOLE_DIRECTORY } from '../../members';
import { MinistriesService } from '../../organisation';
import type { ChatChannelDocument } from '../projections/chat.projections';

export type ChatReader = Pick<CurrentUser, 'id' | 'roles' | 'memberId'>;

/** What decides who belongs to a channel. */
export type ChannelShape = { kind: ChatChannelKind | null; memberIds: string[]; groupId: string | null; ministryId: string | null };

/** Where a reader belongs: the groups they are in or lead, the ministry their member record names. */
export interface Belonging {
  groupIds: ReadonlySet<string>;
  ministryId: string | null;
}

/**
 * Who belongs to which channel. The whole church's channel is everyone's; a group's follows its
 * roster (members and leaders); a ministry's follows the ministry named on one's member record;
 * private channels and direct messages are their named people's. Nobody else reads one, not
 * moderators either: they see reported messages, not the channels.
 */
@Injectable()
export class ChatAccess {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly groups: GroupQueriesService,
    private readonly members: MemberQueriesService,
    private readonly ministries: MinistriesService,
  ) {}

  private get channels() {
    return this.readStore.collection<ChatChannelDocument>('chat-channels');
  }

  async belongingOf(reader: ChatReader): Promise<Belonging> {
    if (!reader.memberId) return { groupIds: new Set(), ministryId: null };
    const [entries, ministryId] = await Promise.all([this.groups.ofMember(reader.memberId, reader).catch(() => []), this.ministryOf(reader.memberId)]);
    return { groupIds: new Set(entries.filter((entry) => entry.standing !== 'pending').map((entry) => entry.groupId)), ministryId };
  }

  private async ministryOf(memberId: string): Promise<string | null> {
    const name = await this.members.get(memberId, WHOLE_DIRECTORY).then(
      (member) => member.ministry,
      () => '',
    );
    if (!name) return null;
    const found = (await this.ministries.list()).find((ministry) => ministry.name.toLowerCase() === name.toLowerCase());
    return found?.id ?? null;
  }

  belongs(reader: ChatReader, channel: ChannelShape, belonging: Belonging): boolean {
    switch (channel.kind) {
      case 'church':
        return true;
      case 'group':
        return channel.groupId !== null && belonging.groupIds.has(channel.groupId);
      case 'ministry':
        return channel.ministryId !== null && belonging.ministryId === channel.ministryId;
      case 'private':
      case 'direct':
        return channel.memberIds.includes(reader.id);
      case 'livestream':
        // Whoever may watch the livestream (signed in) talks beside it.
        return can(reader.roles, 'congregation.read');
      default:
        return false;
    }
  }

  /** The channels a reader belongs to. */
  async readable(reader: ChatReader): Promise<ChatChannelDocument[]> {
    const belonging = await this.belongingOf(reader);
    const or: Record<string, unknown>[] = [{ kind: 'church' }, { memberIds: reader.id }];
    if (belonging.groupIds.size > 0) or.push({ kind: 'group', groupId: { $in: [...belonging.groupIds] } });
    if (belonging.ministryId) or.push({ kind: 'ministry', ministryId: belonging.ministryId });
    const found = await this.channels.find({ $or: or });
    return found.filter((channel) => this.belongs(reader, channel, belonging));
  }

  /**
   * A channel the reader belongs to, or the refusal: a private channel or direct message of others
   * is not found (its existence is theirs); a group or ministry channel one is not in is forbidden.
   */
  async channelFor(reader: ChatReader, channelId: string): Promise<ChatChannelDocument> {
    const channel = await this.channels.findOne({ _id: channelId });
    if (!channel) throw new DomainError('NOT_FOUND', { channelId });
    await this.check(reader, channel);
    return channel;
  }

  async check(reader: ChatReader, channel: ChannelShape): Promise<void> {
    if (channel.kind === null) throw new DomainError('NOT_FOUND');
    const belonging =
      channel.kind === 'group' || channel.kind === 'ministry' ? await this.belongingOf(reader) : { groupIds: new Set<string>(), ministryId: null };
    if (this.belongs(reader, channel, belonging)) return;
    throw new DomainError(channel.kind === 'private' || channel.kind === 'direct' ? 'NOT_FOUND' : 'AUTHORIZATION');
  }
}
