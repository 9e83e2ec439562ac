import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can, VALIDATION_MESSAGES } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { actorIdOf, type CommandActor } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { GroupQueriesService } from '../../groups';
import { MinistriesService } from '../../organisation';
import { chatChannelDecider, isMuted, type ChatChannelState } from '../domain/chat-channel.decider';
import { chatMarkerId, chatMessageId, directChannelId, livestreamChannelId } from '../domain/chat-ids';
import { chatAttachmentDecider } from '../domain/chat-attachment.decider';
import { chatMessageDecider, type ChatMessageCommand } from '../domain/chat-message.decider';
import { chatReaderDecider } from '../domain/chat-reader.decider';
import { chatAttachmentStream, chatChannelStream, chatMessageStream, chatReaderStream, type ChatAttachmentRef } from '../domain/chat.events';
import { ChatAccess, type ChatReader } from '../queries/chat-access.service';
import { ChatMentions } from './chat-mentions.service';
import {
  DeleteChatMessageCommand,
  EditChatMessageCommand,
  HideChatMessageCommand,
  MarkChatReadCommand,
  MuteChatMemberCommand,
  OpenChatChannelCommand,
  OpenLivestreamChatCommand,
  ReactToChatMessageCommand,
  ReportChatMessageCommand,
  SendChatMessageCommand,
  UnhideChatMessageCommand,
} from './chat.commands';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Who acts: a signed-in person, or the app on someone's behalf (the demo church), trusted as a member of every channel. */
function readerOf(actor: CommandActor): ChatReader | null {
  return actor.kind === 'user' ? actor.user : null;
}

function authorOf(actor: CommandActor): string {
  const id = actorIdOf(actor);
  if (!id) throw new DomainError('AUTHORIZATION');
  return id;
}

@CommandHandler(OpenChatChannelCommand)
export class OpenChatChannelHandler implements ICommandHandler<OpenChatChannelCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    private readonly groups: GroupQueriesService,
    private readonly ministries: MinistriesService,
  ) {}

  async execute({ channelId, name, kind, memberIds, groupId, ministryId, actor }: OpenChatChannelCommand): Promise<CommandDone> {
    const reader = readerOf(actor);
    const moderator = !reader || can(reader.roles, 'chat.moderate');
    const me = actorIdOf(actor);
    let id = channelId;
    let people: string[] = [];
    switch (kind) {
      case 'livestream':
        // The livestream's one channel is opened by its own command, never by hand.
        throw new DomainError('AUTHORIZATION');
      case 'church':
        if (!moderator) throw new DomainError('AUTHORIZATION');
        break;
      case 'ministry':
        if (!moderator) throw new DomainError('AUTHORIZATION');
        if (!(await this.ministries.list()).some((ministry) => ministry.id === ministryId)) throw new DomainError('NOT_FOUND', { ministryId });
        break;
      case 'group': {
        const group = await this.groups.get(groupId ?? '', reader ?? { roles: ['admin'], memberId: null });
        const leads = reader?.memberId != null && group.leaders.some((leader) => leader.memberId === reader.memberId);
        if (!moderator && !leads && !can(reader?.roles ?? [], 'groups.manage')) throw new DomainError('AUTHORIZATION');
        break;
      }
      case 'private':
      case 'direct': {
        if (!me) throw new DomainError('AUTHORIZATION');
        const named = [...new Set(memberIds.filter((memberId) => memberId !== me))];
        if (kind === 'direct' && named.length !== 1) throw DomainError.validation([{ field: 'memberIds', message: VALIDATION_MESSAGES.choice }]);
        const accounts = new Map((await this.directory.accounts()).map((account) => [account.id, account]));
        if (named.some((memberId) => !accounts.get(memberId)?.active))
          throw DomainError.validation([{ field: 'memberIds', message: VALIDATION_MESSAGES.choice }]);
        people = [me, ...named];
        // Two people have one direct-message channel, whoever opens it first.
        if (kind === 'direct') id = directChannelId(sha256, me, named[0]!);
        break;
      }
    }
    const outcome = await this.executor.execute(
      chatChannelStream(id),
      chatChannelDecider,
      {
        type: 'OpenChatChannel',
        channelId: id,
        name: kind === 'direct' ? '' : name,
        kind,
        groupId: kind === 'group' ? groupId : null,
        ministryId: kind === 'ministry' ? ministryId : null,
        memberIds: people,
      },
      { actorId: me },
    );
    return { id, revision: outcome.revision, position: outcome.position };
  }
}

@CommandHandler(OpenLivestreamChatCommand)
export class OpenLivestreamChatHandler implements ICommandHandler<OpenLivestreamChatCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ actor }: OpenLivestreamChatCommand): Promise<CommandDone> {
    const reader = readerOf(actor);
    if (reader && !can(reader.roles, 'congregation.read')) throw new DomainError('AUTHORIZATION');
    const id = livestreamChannelId(sha256);
    const outcome = await this.executor.execute(
      chatChannelStream(id),
      chatChannelDecider,
      { type: 'OpenChatChannel', channelId: id, name: 'Livestream', kind: 'livestream', groupId: null, ministryId: null, memberIds: [] },
      { actorId: actorIdOf(actor) },
    );
    return { id, revision: outcome.revision, position: outcome.position };
  }
}

/** The channel as its stream has it (not the read model: a message may follow its channel's opening at once). */
export async function channelState(executor: CommandExecutor, channelId: string): Promise<ChatChannelState> {
  if (!UUID.test(channelId)) throw new DomainError('NOT_FOUND', { channelId });
  const { state } = await executor.load(chatChannelStream(channelId), chatChannelDecider);
  if (state.status === 'none') throw new DomainError('NOT_FOUND', { channelId });
  return state;
}

@CommandHandler(SendChatMessageCommand)
export class SendChatMessageHandler implements ICommandHandler<SendChatMessageCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly access: ChatAccess,
    private readonly mentions: ChatMentions,
  ) {}

  async execute({ channelId, clientId, text, actor, attachmentIds }: SendChatMessageCommand): Promise<CommandDone> {
    const channel = await channelState(this.executor, channelId);
    const reader = readerOf(actor);
    if (reader) await this.access.check(reader, channel);
    const authorId = authorOf(actor);
    if (isMuted(channel, authorId, new Date().toISOString())) throw new DomainError('CHAT_MUTED', { channelId });
    const messageId = chatMessageId(sha256, channelId, authorId, clientId);
    const mentions = await this.mentions.of(text, channel, authorId);
    const attachments = await this.attach([...new Set(attachmentIds)], channelId, messageId, authorId);
    const outcome = await this.executor.execute(
      chatMessageStream(messageId),
      chatMessageDecider,
      { type: 'SendChatMessage', messageId, channelId, clientId, authorId, text, mentions, attachments },
      { actorId: authorId },
    );
    return { id: messageId, revision: outcome.revision, position: outcome.position };
  }

  /**
   * The files go to the message first, all together (one append): each is then this message's for
   * good, so a send that fails after this and is retried (the same clientId) finds them its own.
   */
  private async attach(ids: string[], channelId: string, messageId: string, senderId: string): Promise<ChatAttachmentRef[]> {
    if (ids.length === 0) return [];
    const outcomes = await this.executor.executeAll(
      chatAttachmentDecider,
      ids.map((attachmentId) => ({
        stream: chatAttachmentStream(attachmentId),
        command: { type: 'AttachChatAttachment' as const, attachmentId, channelId, messageId, senderId },
        options: { actorId: senderId },
      })),
    );
    return outcomes.map(({ state }) => {
      const file = state.file!;
      return {
        id: file.attachmentId,
        name: file.name,
        contentType: file.contentType,
        size: file.size,
        ...(file.width !== null && file.height !== null ? { width: file.width, height: file.height } : {}),
      };
    });
  }
}

/** A step on one message by someone who still belongs to its channel. */
async function onMessage(
  executor: CommandExecutor,
  access: ChatAccess,
  messageId: string,
  actor: CommandActor,
  command: (channel: ChatChannelState, userId: string) => Promise<ChatMessageCommand> | ChatMessageCommand,
  belong = true,
): Promise<CommandDone> {
  if (!UUID.test(messageId)) throw new DomainError('NOT_FOUND');
  const { state } = await executor.load(chatMessageStream(messageId), chatMessageDecider);
  if (state.status === 'none') throw new DomainError('NOT_FOUND');
  const channel = await channelState(executor, state.channelId);
  const reader = readerOf(actor);
  if (reader && belong) await access.check(reader, channel);
  const userId = authorOf(actor);
  const outcome = await executor.execute(chatMessageStream(messageId), chatMessageDecider, await command(channel, userId), { actorId: userId });
  return { id: messageId, revision: outcome.revision, position: outcome.position };
}

@CommandHandler(EditChatMessageCommand)
export class EditChatMessageHandler implements ICommandHandler<EditChatMessageCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly access: ChatAccess,
    private readonly mentions: ChatMentions,
  ) {}

  execute({ messageId, text, actor }: EditChatMessageCommand): Promise<CommandDone> {
    return onMessage(this.executor, this.access, messageId, actor, async (channel, userId) => ({
      type: 'EditChatMessage',
      messageId,
      editorId: userId,
      text,
      mentions: await this.mentions.of(text, channel, userId),
    }));
  }
}

@CommandHandler(DeleteChatMessageCommand)
export class DeleteChatMessageHandler implements ICommandHandler<DeleteChatMessageCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly access: ChatAccess,
  ) {}

  execute({ messageId, actor }: DeleteChatMessageCommand): Promise<CommandDone> {
    return onMessage(this.executor, this.access, messageId, actor, (_channel, userId) => ({ type: 'DeleteChatMessage', messageId, deleterId: userId }));
  }
}

@CommandHandler(ReactToChatMessageCommand)
export class ReactToChatMessageHandler implements ICommandHandler<ReactToChatMessageCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly access: ChatAccess,
  ) {}

  execute({ messageId, emoji, on, actor }: ReactToChatMessageCommand): Promise<CommandDone> {
    return onMessage(this.executor, this.access, messageId, actor, (_channel, userId) => ({ type: 'ReactToChatMessage', messageId, userId, emoji, on }));
  }
}

@CommandHandler(ReportChatMessageCommand)
export class ReportChatMessageHandler implements ICommandHandler<ReportChatMessageCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly access: ChatAccess,
  ) {}

  execute({ messageId, reason, actor }: ReportChatMessageCommand): Promise<CommandDone> {
    return onMessage(this.executor, this.access, messageId, actor, (_channel, userId) => ({
      type: 'ReportChatMessage',
      messageId,
      reporterId: userId,
      reason,
    }));
  }
}

/** Moderators hide a message in any channel: they act on what was reported to them, not as its members. */
@CommandHandler(HideChatMessageCommand)
export class HideChatMessageHandler implements ICommandHandler<HideChatMessageCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly access: ChatAccess,
  ) {}

  execute({ messageId, reason, actor }: HideChatMessageCommand): Promise<CommandDone> {
    return onMessage(this.executor, this.access, messageId, actor, () => ({ type: 'HideChatMessage', messageId, reason }), false);
  }
}

@CommandHandler(UnhideChatMessageCommand)
export class UnhideChatMessageHandler implements ICommandHandler<UnhideChatMessageCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly access: ChatAccess,
  ) {}

  execute({ messageId, reason, actor }: UnhideChatMessageCommand): Promise<CommandDone> {
    return onMessage(this.executor, this.access, messageId, actor, () => ({ type: 'UnhideChatMessage', messageId, reason }), false);
  }
}

@CommandHandler(MuteChatMemberCommand)
export class MuteChatMemberHandler implements ICommandHandler<MuteChatMemberCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
  ) {}

  async execute({ channelId, userId, muted, reason, until, actor }: MuteChatMemberCommand): Promise<CommandDone> {
    await channelState(this.executor, channelId);
    if (muted && !(await this.directory.accounts()).some((account) => account.id === userId)) throw new DomainError('NOT_FOUND', { userId });
    const end = until === null ? null : new Date(until).toISOString();
    // An end already past would mute nobody.
    if (end !== null && end <= new Date().toISOString()) throw DomainError.validation([{ field: 'until', message: VALIDATION_MESSAGES.choice }]);
    const outcome = await this.executor.execute(
      chatChannelStream(channelId),
      chatChannelDecider,
      muted ? { type: 'MuteChatMember', channelId, userId, reason, until: end } : { type: 'UnmuteChatMember', channelId, userId },
      { actorId: actorIdOf(actor) },
    );
    return { id: channelId, revision: outcome.revision, position: outcome.position };
  }
}

@CommandHandler(MarkChatReadCommand)
export class MarkChatReadHandler implements ICommandHandler<MarkChatReadCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly access: ChatAccess,
  ) {}

  async execute({ channelId, seq, actor }: MarkChatReadCommand): Promise<CommandDone> {
    const channel = await channelState(this.executor, channelId);
    const reader = readerOf(actor);
    if (reader) await this.access.check(reader, channel);
    const userId = authorOf(actor);
    const markerId = chatMarkerId(sha256, channelId, userId);
    const outcome = await this.executor.execute(
      chatReaderStream(markerId),
      chatReaderDecider,
      { type: 'MarkChatRead', markerId, channelId, userId, seq },
      { actorId: userId, retries: 3 },
    );
    return { id: channelId, revision: outcome.revision, position: outcome.position };
  }
}

export const CHAT_COMMAND_HANDLERS = [
  OpenChatChannelHandler,
  OpenLivestreamChatHandler,
  SendChatMessageHandler,
  EditChatMessageHandler,
  DeleteChatMessageHandler,
  ReactToChatMessageHandler,
  ReportChatMessageHandler,
  HideChatMessageHandler,
  UnhideChatMessageHandler,
  MuteChatMemberHandler,
  MarkChatReadHandler,
];
