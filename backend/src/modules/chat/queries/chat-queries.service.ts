import { Inject, Injectable } from '@nestjs/common';
import {
  CHAT_LIMITS,
  type ChatAuthor,
  type ChatChannelView,
  type ChatHistoryPage,
  type ChatMessageView,
  type ChatModerationLogEntry,
  type ChatMuteView,
  type ChatPersonView,
  type ChatReportView,
} from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { ChatChannelDocument, ChatMessageDocument, ChatModerationLogDocument, ChatMute, ChatReadMarkerDocument } from '../projections/chat.projections';
import { ChatAccess, type ChatReader } from './chat-access.service';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a reader sees of chat: their channels with unread counts, a channel's history, search in their channels. */
@Injectable()
export class ChatQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    private readonly access: ChatAccess,
  ) {}

  private get messages() {
    return this.readStore.collection<ChatMessageDocument>('chat-messages');
  }
  private get markers() {
    return this.readStore.collection<ChatReadMarkerDocument>('chat-read-markers');
  }

  async channels(reader: ChatReader): Promise<ChatChannelView[]> {
    const channels = await this.access.readable(reader);
    const markers = new Map((await this.markers.find({ userId: reader.id })).map((marker) => [marker.channelId, marker.seq]));
    const others = channels.filter((c) => c.kind === 'direct').flatMap((c) => c.memberIds.filter((id) => id !== reader.id));
    const names = await this.directory.namesOf(others);
    const views = await Promise.all(
      channels.map(async (channel): Promise<ChatChannelView> => {
        const [last] = await this.messages.find({ channelId: channel._id }, { sort: { seq: -1 }, limit: 1 });
        const seen = markers.get(channel._id) ?? 0;
        const unreadCount =
          last && last.seq > seen
            ? await this.messages.countDocuments({ channelId: channel._id, seq: { $gt: seen }, authorId: { $ne: reader.id }, deleted: false, hidden: false })
            : 0;
        const other = channel.kind === 'direct' ? channel.memberIds.find((id) => id !== reader.id) : undefined;
        return {
          id: channel._id,
          name: other ? (names.get(other)?.displayName ?? channel.name) : channel.name,
          kind: channel.kind,
          groupId: channel.groupId,
          ministryId: channel.ministryId,
          memberIds: channel.kind === 'private' || channel.kind === 'direct' ? channel.memberIds : [],
          unreadCount,
          lastSeq: last?.seq ?? 0,
          lastMessageAt: last?.sentAt ?? null,
          createdAt: channel.openedAt,
          revision: channel.revision,
        };
      }),
    );
    const order = { church: 0, ministry: 1, group: 2, private: 3, direct: 4, livestream: 5 } as const;
    return views.sort((a, b) => order[a.kind] - order[b.kind] || a.name.localeCompare(b.name));
  }

  /** Newest first: `before` a message's seq, or from the newest. */
  async history(reader: ChatReader, channelId: string, before: number | undefined, limit: number = CHAT_LIMITS.page): Promise<ChatHistoryPage> {
    await this.access.channelFor(reader, channelId);
    const filter = before === undefined ? { channelId } : { channelId, seq: { $lt: before } };
    const found = await this.messages.find(filter, { sort: { seq: -1 }, limit: limit + 1 });
    const page = found.slice(0, limit);
    return { messages: await this.views(page), nextBefore: found.length > limit ? page.at(-1)!.seq : null };
  }

  async message(messageId: string): Promise<ChatMessageDocument | null> {
    return this.messages.findOne({ _id: messageId });
  }

  /** Messages of the reader's channels whose text holds `q` (newest first, at most a page). */
  async search(reader: ChatReader, q: string): Promise<ChatMessageView[]> {
    const channels = await this.access.readable(reader);
    if (channels.length === 0) return [];
    const found = await this.messages.find(
      { channelId: { $in: channels.map((c) => c._id) }, searchText: { $regex: escapeRegex(q.toLowerCase()) } },
      { sort: { seq: -1 }, limit: CHAT_LIMITS.page },
    );
    return this.views(found);
  }

  /** Reported messages, for moderators: those still shown (`open`) or those hidden. */
  async reports(state: 'open' | 'hidden' = 'open'): Promise<ChatReportView[]> {
    const found = await this.messages.find({ 'reports.0': { $exists: true }, hidden: state === 'hidden', deleted: false }, { sort: { seq: -1 }, limit: 100 });
    const channels = await this.channelsById(found.map((m) => m.channelId));
    const names = await this.directory.namesOf(found.flatMap((m) => m.reports.map((r) => r.by)));
    const views = await this.views(found);
    const now = new Date().toISOString();
    return views.map((message, index) => {
      const document = found[index]!;
      const channel = channels.get(message.channelId);
      const mute = channel ? activeMutes(channel, now).find((m) => m.userId === message.author.id) : undefined;
      return {
        message,
        text: document.text,
        channelName: channel?.name ?? '',
        reports: document.reports.map((r) => ({ by: { id: r.by, name: names.get(r.by)?.displayName ?? '' }, at: r.at, reason: r.reason })),
        authorMute: mute ? { until: mute.until } : null,
      };
    });
  }

  /** Who is muted now, in which channel, by whom and until when. */
  async mutes(): Promise<ChatMuteView[]> {
    const now = new Date().toISOString();
    const channels = await this.readStore.collection<ChatChannelDocument>('chat-channels').find({ 'mutes.0': { $exists: true } });
    const all = channels.flatMap((channel) => activeMutes(channel, now).map((mute) => ({ channel, mute })));
    const names = await this.directory.namesOf(all.flatMap(({ mute }) => [mute.userId, ...(mute.by ? [mute.by] : [])]));
    const author = (id: string): ChatAuthor => ({ id, name: names.get(id)?.displayName ?? '' });
    return all
      .map(({ channel, mute }) => ({
        channelId: channel._id,
        channelName: channel.name,
        user: author(mute.userId),
        by: mute.by ? author(mute.by) : null,
        at: mute.at,
        until: mute.until,
        reason: mute.reason,
      }))
      .sort((a, b) => b.at.localeCompare(a.at));
  }

  /** The moderation log, newest first. */
  async moderationLog(limit = 200): Promise<ChatModerationLogEntry[]> {
    const lines = await this.readStore.collection<ChatModerationLogDocument>('chat-moderation-log').find({}, { sort: { position: -1 }, limit });
    const channels = await this.channelsById(lines.map((l) => l.channelId));
    const messageIds = [...new Set(lines.flatMap((l) => (l.messageId ? [l.messageId] : [])))];
    const messages = new Map((messageIds.length ? await this.messages.find({ _id: { $in: messageIds } }) : []).map((m) => [m._id, m]));
    const targetOf = (line: ChatModerationLogDocument) => line.userId ?? (line.messageId ? (messages.get(line.messageId)?.authorId ?? null) : null);
    const names = await this.directory.namesOf(lines.flatMap((l) => [targetOf(l), l.by].filter((id): id is string => id !== null)));
    const author = (id: string | null): ChatAuthor | null => (id ? { id, name: names.get(id)?.displayName ?? '' } : null);
    return lines.map((line) => ({
      id: line._id,
      action: line.action,
      channelId: line.channelId,
      channelName: channels.get(line.channelId)?.name ?? '',
      messageId: line.messageId,
      target: author(targetOf(line)),
      by: author(line.by),
      at: line.at,
      until: line.until,
      reason: line.reason,
    }));
  }

  private async channelsById(ids: string[]): Promise<Map<string, ChatChannelDocument>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const found = await this.readStore.collection<ChatChannelDocument>('chat-channels').find({ _id: { $in: unique } });
    return new Map(found.map((c) => [c._id, c]));
  }

  /** People one may start a direct message or private channel with: active accounts of the congregation. */
  async people(reader: ChatReader): Promise<ChatPersonView[]> {
    const accounts = await this.directory.accounts();
    return accounts
      .filter((a) => a.active && a.id !== reader.id && !a.roles.every((role) => role === 'vendor' || role === 'auditor'))
      .map((a) => ({ id: a.id, name: a.displayName }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async views(documents: ChatMessageDocument[]): Promise<ChatMessageView[]> {
    const names = await this.directory.namesOf(new Set(documents.map((d) => d.authorId)));
    return documents.map((d) => toMessageView(d, names.get(d.authorId)?.displayName ?? ''));
  }
}

export function toMessageView(d: ChatMessageDocument, authorName: string): ChatMessageView {
  const gone = d.deleted || d.hidden;
  return {
    id: d._id,
    channelId: d.channelId,
    clientId: d.clientId,
    author: { id: d.authorId, name: authorName },
    text: gone ? '' : d.text,
    seq: d.seq,
    sentAt: d.sentAt,
    editedAt: d.editedAt,
    deleted: d.deleted,
    hidden: d.hidden,
    reactions: gone ? [] : Object.entries(d.reactions).map(([emoji, userIds]) => ({ emoji, userIds })),
    mentions: gone ? [] : d.mentions,
    attachments: gone ? [] : (d.attachments ?? []),
    revision: d.revision,
  };
}

/** The mutes of a channel that still hold (no end, or an end still to come). */
export function activeMutes(channel: Pick<ChatChannelDocument, 'mutes'>, now: string): ChatMute[] {
  return (channel.mutes ?? []).filter((m) => m.until === null || m.until > now);
}
