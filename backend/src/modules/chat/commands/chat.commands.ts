import { Command } from '@nestjs/cqrs';
import type { ChatChannelKind } from '@koinonia/contracts';
import type { CommandActor } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import type { UploadedFile } from '../../../platform/http/uploaded-file.util';

/** Open a channel: the whole church's or a ministry's (moderators), a group's (its leaders too), a private one or a direct message (anyone in chat). */
export class OpenChatChannelCommand extends Command<CommandDone> {
  constructor(
    readonly channelId: string,
    readonly name: string,
    readonly kind: ChatChannelKind,
    readonly memberIds: string[],
    readonly groupId: string | null,
    readonly ministryId: string | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

/**
 * Send a message; the same clientId from the same author in the same channel is the same message.
 * For the app itself, `actor.onBehalfOf` is the author. `attachmentIds`: files the author uploaded
 * to this channel and has not sent yet.
 */
export class SendChatMessageCommand extends Command<CommandDone> {
  constructor(
    readonly channelId: string,
    readonly clientId: string,
    readonly text: string,
    readonly actor: CommandActor,
    readonly attachmentIds: string[] = [],
  ) {
    super();
  }
}

/**
 * Upload a file to a channel, to send with a message (whoever may write there). Its type is its
 * content's; a picture gets a preview. `file` may be read only once the uploader is known to belong
 * (a request's body is not read for someone refused).
 */
export class UploadChatAttachmentCommand extends Command<CommandDone> {
  constructor(
    readonly attachmentId: string,
    readonly channelId: string,
    readonly file: UploadedFile | (() => Promise<UploadedFile>),
    readonly actor: CommandActor,
  ) {
    super();
  }
}

export class EditChatMessageCommand extends Command<CommandDone> {
  constructor(
    readonly messageId: string,
    readonly text: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

export class DeleteChatMessageCommand extends Command<CommandDone> {
  constructor(
    readonly messageId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

/** Add (`on`) or take back a reaction. */
export class ReactToChatMessageCommand extends Command<CommandDone> {
  constructor(
    readonly messageId: string,
    readonly emoji: string,
    readonly on: boolean,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

export class ReportChatMessageCommand extends Command<CommandDone> {
  constructor(
    readonly messageId: string,
    readonly reason: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

export class HideChatMessageCommand extends Command<CommandDone> {
  constructor(
    readonly messageId: string,
    readonly reason: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

/** Show a hidden message again (moderators). */
export class UnhideChatMessageCommand extends Command<CommandDone> {
  constructor(
    readonly messageId: string,
    readonly reason: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

/** Mute (until unmuted, or until `until`) or unmute someone in a channel (moderators). */
export class MuteChatMemberCommand extends Command<CommandDone> {
  constructor(
    readonly channelId: string,
    readonly userId: string,
    readonly muted: boolean,
    readonly reason: string,
    readonly actor: CommandActor,
    readonly until: string | null = null,
  ) {
    super();
  }
}

/** The reader has read the channel up to `seq`. */
export class MarkChatReadCommand extends Command<CommandDone> {
  constructor(
    readonly channelId: string,
    readonly seq: number,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

/** Open the church's livestream chat if nobody has yet (whoever may watch); the answer names it either way. */
export class OpenLivestreamChatCommand extends Command<CommandDone> {
  constructor(readonly actor: CommandActor) {
    super();
  }
}
