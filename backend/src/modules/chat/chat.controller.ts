import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CHAT_LIMITS,
  isChatImage,
  ChatHistoryQueryDto,
  ChatReactionDto,
  ChatReasonDto,
  ChatReportsQueryDto,
  ChatSearchQueryDto,
  CreateChatChannelDto,
  EditChatMessageDto,
  MarkChatReadDto,
  MuteChatMemberDto,
  SendChatMessageDto,
  type ChatChannelView,
  type ChatHistoryPage,
  type ChatMessageView,
  type ChatModerationLogEntry,
  type ChatMuteView,
  type ChatPersonView,
  type ChatReportView,
  type CommandResult,
  type CurrentUser,
} from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { Feature } from '../../platform/availability/availability.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { Answers, AnswersFile } from '../../platform/http/answers.decorator';
import { toCommandResult } from '../../platform/http/command-result.util';
import { AcceptsUpload, readUploadedFile } from '../../platform/http/uploaded-file.util';
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
  UploadChatAttachmentCommand,
} from './commands/chat.commands';
import { ChatAttachments } from './queries/chat-attachments.service';
import { ChatQueries } from './queries/chat-queries.service';

/** `filename="…"` for the ASCII-only, `filename*=` for the name as it is. */
const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Community chat: every route needs chat.read, and each channel is checked against the reader's
 * belonging to it (a private channel or direct message of others is 404, a group or ministry
 * channel one is not in 403). Moderation needs chat.moderate.
 */
@ApiTags('chat')
@Feature('communityChat')
@Controller('chat')
export class ChatController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ChatQueries,
    private readonly attachments: ChatAttachments,
  ) {}

  @Get('channels')
  @Requires('chat.read')
  @Answers('ChatChannelView[]')
  @ApiOperation({ summary: 'The channels the reader belongs to, with unread counts' })
  channels(@Actor() actor: CurrentUser): Promise<ChatChannelView[]> {
    return this.queries.channels(actor);
  }

  @Post('channels')
  @Requires('chat.read')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Open a channel: private or a direct message (anyone in chat), a group’s (its leaders), the church’s or a ministry’s (moderators)' })
  async open(@Body() body: CreateChatChannelDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(
      await this.commands.execute(
        new OpenChatChannelCommand(
          randomUUID(),
          body.name ?? '',
          body.kind,
          body.memberIds ?? [],
          body.groupId ?? null,
          body.ministryId ?? null,
          byUser(actor),
        ),
      ),
    );
  }

  @Post('livestream')
  @HttpCode(200)
  @Requires('chat.read')
  @Answers('CommandResult')
  @ApiOperation({ summary: "The livestream's chat channel (opened by the first who asks): its id, for the history, sends and the live room" })
  async livestream(@Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new OpenLivestreamChatCommand(byUser(actor))));
  }

  @Get('channels/:id/messages')
  @Requires('chat.read')
  @Answers('ChatHistoryPage', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "A page of a channel's history, newest first; `before` a message's seq pages back" })
  history(@Param('id') id: string, @Query() query: ChatHistoryQueryDto, @Actor() actor: CurrentUser): Promise<ChatHistoryPage> {
    return this.queries.history(actor, id, query.before, query.limit);
  }

  @Post('channels/:id/messages')
  @Requires('chat.read')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Send a message; the same clientId again stores no second one (the answer names the first)' })
  async send(@Param('id') id: string, @Body() body: SendChatMessageDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new SendChatMessageCommand(id, body.clientId, body.text, byUser(actor), body.attachmentIds ?? [])));
  }

  @Post('channels/:id/attachments')
  @Requires('chat.read')
  @AcceptsUpload()
  @ApiConsumes('multipart/form-data')
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'CHAT_MUTED', 'UPLOAD_FAILED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'] })
  @ApiOperation({
    summary:
      'Upload a file to send in a channel (multipart, field `file`, at most 25 MiB: a picture, PDF, office document or audio, by its content); the answer names it for `attachmentIds` of a send. Whoever may write there',
  })
  async upload(@Param('id') id: string, @Req() request: FastifyRequest, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const read = () => readUploadedFile(request, { maxBytes: CHAT_LIMITS.attachmentBytes });
    return toCommandResult(await this.commands.execute(new UploadChatAttachmentCommand(randomUUID(), id, read, byUser(actor))));
  }

  @Get('attachments/:id')
  @Requires('chat.read')
  @AnswersFile('application/octet-stream', { errors: ['NOT_FOUND'] })
  @ApiOperation({
    summary:
      "A message's file, to whoever reads its channel (its uploader alone before it is sent): a picture inline, anything else as a download. A deleted or hidden message's files: 404",
  })
  async download(@Param('id') id: string, @Actor() actor: CurrentUser, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.attachments.open(actor, id);
    await this.sendFile(reply, file, isChatImage(file.contentType) ? 'inline' : 'attachment');
  }

  @Get('attachments/:id/thumbnail')
  @Requires('chat.read')
  @AnswersFile('image/jpeg', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "A picture's preview (JPEG, at most 480 px), to whoever may fetch the file" })
  async thumbnail(@Param('id') id: string, @Actor() actor: CurrentUser, @Res() reply: FastifyReply): Promise<void> {
    await this.sendFile(reply, await this.attachments.open(actor, id, true), 'inline');
  }

  private async sendFile(reply: FastifyReply, file: Awaited<ReturnType<ChatAttachments['open']>>, kind: 'inline' | 'attachment'): Promise<void> {
    await reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.size)
      .header('Content-Disposition', disposition(kind, file.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .header('Cache-Control', 'private, max-age=300')
      .header('ETag', `"${file.sha256}"`)
      .send(file.stream);
  }

  @Post('channels/:id/read')
  @HttpCode(200)
  @Requires('chat.read')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "Move the reader's read marker in a channel forward" })
  async read(@Param('id') id: string, @Body() body: MarkChatReadDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new MarkChatReadCommand(id, body.seq, byUser(actor))));
  }

  @Put('channels/:id/mutes/:userId')
  @Requires('chat.moderate')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Mute (until unmuted, or until `until`) or unmute someone in a channel; recorded with who and why' })
  async mute(@Param('id') id: string, @Param('userId') userId: string, @Body() body: MuteChatMemberDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(
      await this.commands.execute(new MuteChatMemberCommand(id, userId, body.muted, body.reason ?? '', byUser(actor), body.until ?? null)),
    );
  }

  @Patch('messages/:id')
  @Requires('chat.read')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Edit one’s own message' })
  async edit(@Param('id') id: string, @Body() body: EditChatMessageDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new EditChatMessageCommand(id, body.text, byUser(actor))));
  }

  @Delete('messages/:id')
  @Requires('chat.read')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Delete one’s own message: it stays in its place, shown as deleted' })
  async remove(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new DeleteChatMessageCommand(id, byUser(actor))));
  }

  @Put('messages/:id/reactions')
  @Requires('chat.read')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Give or take back a reaction' })
  async react(@Param('id') id: string, @Body() body: ChatReactionDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ReactToChatMessageCommand(id, body.emoji, body.on, byUser(actor))));
  }

  @Post('messages/:id/report')
  @HttpCode(200)
  @Requires('chat.read')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Report a message to the moderators' })
  async report(@Param('id') id: string, @Body() body: ChatReasonDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ReportChatMessageCommand(id, body.reason ?? '', byUser(actor))));
  }

  @Post('messages/:id/hide')
  @HttpCode(200)
  @Requires('chat.moderate')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Hide a message (moderators); recorded with who and why' })
  async hide(@Param('id') id: string, @Body() body: ChatReasonDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new HideChatMessageCommand(id, body.reason ?? '', byUser(actor))));
  }

  @Post('messages/:id/unhide')
  @HttpCode(200)
  @Requires('chat.moderate')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Show a hidden message again (moderators); recorded with who and why' })
  async unhide(@Param('id') id: string, @Body() body: ChatReasonDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new UnhideChatMessageCommand(id, body.reason ?? '', byUser(actor))));
  }

  @Get('reports')
  @Requires('chat.moderate')
  @Answers('ChatReportView[]')
  @ApiOperation({ summary: 'Reported messages still shown (`state=open`, the default) or hidden (`state=hidden`) (moderators)' })
  reports(@Query() query: ChatReportsQueryDto): Promise<ChatReportView[]> {
    return this.queries.reports(query.state ?? 'open');
  }

  @Get('mutes')
  @Requires('chat.moderate')
  @Answers('ChatMuteView[]')
  @ApiOperation({ summary: 'Who is muted now, in which channel, until when (moderators)' })
  mutes(): Promise<ChatMuteView[]> {
    return this.queries.mutes();
  }

  @Get('moderation-log')
  @Requires('chat.moderate')
  @Answers('ChatModerationLogEntry[]')
  @ApiOperation({ summary: 'Every moderation step (hide, unhide, mute, unmute): who, what, when, why; newest first (moderators)' })
  moderationLog(): Promise<ChatModerationLogEntry[]> {
    return this.queries.moderationLog();
  }

  @Get('search')
  @Requires('chat.read')
  @Answers('ChatMessageView[]')
  @ApiOperation({ summary: 'Messages holding the words, in the channels the reader belongs to' })
  search(@Query() query: ChatSearchQueryDto, @Actor() actor: CurrentUser): Promise<ChatMessageView[]> {
    return this.queries.search(actor, query.q);
  }

  @Get('people')
  @Requires('chat.read')
  @Answers('ChatPersonView[]')
  @ApiOperation({ summary: 'People one may start a direct message or private channel with' })
  people(@Actor() actor: CurrentUser): Promise<ChatPersonView[]> {
    return this.queries.people(actor);
  }
}
