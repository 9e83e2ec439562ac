// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { OptionalText, RequiredText, trim } from '../platform/text.decorators';
import { CHAT_CHANNEL_KINDS, CHAT_CLIENT_ID, CHAT_LIMITS, type ChatChannelKind } from './chat.constant';

// class-validator checks a property's decorators bottom-up: the presence check sits last so it speaks first.

/**
 * `POST /api/chat/channels`: a direct message names one other person (`memberIds`, user ids) and
 * needs no name; a private channel names its people; a group or ministry channel names its
 * `groupId` or `ministryId`, whose people it follows.
 */
export class CreateChatChannelDto {
  @ValidateIf((dto: CreateChatChannelDto) => dto.kind !== 'direct')
  @RequiredText(CHAT_LIMITS.channelName)
  name!: string;

  @IsIn(CHAT_CHANNEL_KINDS, { message: VALIDATION_MESSAGES.choice })
  kind!: ChatChannelKind;

  @IsOptional()
  @IsUUID('4', { each: true, message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(CHAT_LIMITS.members, { message: VALIDATION_MESSAGES.choice })
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  memberIds?: string[];

  @ValidateIf((dto: CreateChatChannelDto) => dto.kind === 'group')
  @IsUUID('4', { message: VALIDATION_MESSAGES.required })
  groupId?: string;

  @ValidateIf((dto: CreateChatChannelDto) => dto.kind === 'ministry')
  @IsUUID('4', { message: VALIDATION_MESSAGES.required })
  ministryId?: string;
}

const hasAttachments = (dto: unknown) => {
  const ids = (dto as { attachmentIds?: unknown } | null)?.attachmentIds;
  return Array.isArray(ids) && ids.length > 0;
};

/**
 * `POST /api/chat/channels/:id/messages`: the same `clientId` twice stores one message. `text` may
 * be empty when the message carries attachments (ids answered by `POST …/attachments`, uploaded by
 * the sender to this channel and not sent yet).
 */
export class SendChatMessageDto {
  @Matches(CHAT_CLIENT_ID, { message: VALIDATION_MESSAGES.choice })
  @RequiredText(CHAT_LIMITS.clientId)
  clientId!: string;

  @Transform(trim)
  @MaxLength(CHAT_LIMITS.text, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @ValidateBy(
    {
      name: 'textUnlessAttached',
      validator: { validate: (value: unknown, args) => hasAttachments(args?.object) || (typeof value === 'string' && value !== '') },
    },
    { message: VALIDATION_MESSAGES.required },
  )
  text!: string;

  @IsOptional()
  @IsUUID('4', { each: true, message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(CHAT_LIMITS.attachments, { message: VALIDATION_MESSAGES.choice })
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  attachmentIds?: string[];
}

/** `PATCH /api/chat/messages/:id`: the text as it should now read. */
export class EditChatMessageDto {
  @RequiredText(CHAT_LIMITS.text)
  text!: string;
}

/** `GET /api/chat/channels/:id/messages?before=&limit=`: newest first; `before` is a message's `seq`. */
export class ChatHistoryQueryDto {
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: VALIDATION_MESSAGES.choice })
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  before?: number;

  @IsOptional()
  @Type(() => Number)
  @Max(CHAT_LIMITS.maxPage, { message: VALIDATION_MESSAGES.choice })
  @Min(1, { message: VALIDATION_MESSAGES.choice })
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  limit?: number;
}

/** `POST /api/chat/channels/:id/read`: everything up to this `seq` has been read. */
export class MarkChatReadDto {
  @Min(0, { message: VALIDATION_MESSAGES.choice })
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  seq!: number;
}

/** `GET /api/chat/search?q=`: words in the messages of the channels the reader belongs to. */
export class ChatSearchQueryDto {
  @RequiredText(100)
  q!: string;
}

/** The reactions one may give. */
export const CHAT_REACTIONS = ['👍', '❤️', '🙏', '😂', '🎉', '😢'] as const;

/** `PUT /api/chat/messages/:id/reactions`: give (`on: true`) or take back a reaction. */
export class ChatReactionDto {
  @IsIn(CHAT_REACTIONS, { message: VALIDATION_MESSAGES.choice })
  emoji!: string;

  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  on!: boolean;
}

/** `POST /api/chat/messages/:id/report` and `…/hide`: why, for the moderators' record. */
export class ChatReasonDto {
  @OptionalText(500)
  reason?: string;
}

/** `PUT /api/chat/channels/:id/mutes/:userId`: stop (or let again) someone writing in a channel; `until` ends a mute by itself (in the future). */
export class MuteChatMemberDto {
  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  muted!: boolean;

  @OptionalText(500)
  reason?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: VALIDATION_MESSAGES.choice })
  until?: string;
}

/** `GET /api/chat/reports?state=`: reported messages still shown (`open`, the default) or hidden by a moderator. */
export class ChatReportsQueryDto {
  @IsOptional()
  @IsIn(['open', 'hidden'], { message: VALIDATION_MESSAGES.choice })
  state?: 'open' | 'hidden';
}
