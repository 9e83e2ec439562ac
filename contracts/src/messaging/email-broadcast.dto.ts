// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsISO8601, IsOptional, IsUUID, ValidateIf, ValidateNested } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { MEMBER_FIELD_LIMITS, MEMBER_ROLES, type MemberRole } from '../members/member-roles.constant';
import { PageQueryDto } from '../platform/page-query.dto';
import { RequiredText } from '../platform/text.decorators';

/** Who a broadcast goes to: the whole directory, a role in the congregation, a ministry, a group, an event's registrants or people picked by hand. */
export const BROADCAST_AUDIENCE_KINDS = ['everyone', 'role', 'ministry', 'group', 'event', 'people'] as const;
export type BroadcastAudienceKind = (typeof BROADCAST_AUDIENCE_KINDS)[number];

export const EMAIL_BROADCAST_LIMITS = { subject: 200, text: 20_000, people: 10_000 } as const;

/** The merge fields a broadcast's subject and text may hold; each person's own value replaces them. */
export const EMAIL_MERGE_FIELDS = ['firstName', 'fullName', 'eventTitle', 'churchName'] as const;
export type EmailMergeField = (typeof EMAIL_MERGE_FIELDS)[number];

export type BroadcastAudience =
  | { kind: 'everyone' }
  | { kind: 'role'; role: MemberRole }
  | { kind: 'ministry'; ministry: string }
  | { kind: 'group'; groupId: string }
  | { kind: 'event'; eventId: string }
  | { kind: 'people'; memberIds: string[] };

/** An audience as the API takes it: `kind` and the one field that kind names. */
export class BroadcastAudienceDto {
  @IsIn(BROADCAST_AUDIENCE_KINDS as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  kind!: BroadcastAudienceKind;

  @ValidateIf((o: BroadcastAudienceDto) => o.kind === 'role')
  @IsIn(MEMBER_ROLES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  role?: MemberRole;

  @ValidateIf((o: BroadcastAudienceDto) => o.kind === 'ministry')
  @RequiredText(MEMBER_FIELD_LIMITS.ministry)
  ministry?: string;

  @ValidateIf((o: BroadcastAudienceDto) => o.kind === 'group')
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  groupId?: string;

  @ValidateIf((o: BroadcastAudienceDto) => o.kind === 'event')
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  eventId?: string;

  @ValidateIf((o: BroadcastAudienceDto) => o.kind === 'people')
  @IsUUID('all', { each: true, message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(EMAIL_BROADCAST_LIMITS.people, { message: VALIDATION_MESSAGES.choice })
  @ArrayMinSize(1, { message: VALIDATION_MESSAGES.required })
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  memberIds?: string[];
}

/** `POST /api/email/broadcasts/preview`: how many an audience reaches, before anything is sent. */
export class EmailAudiencePreviewDto {
  @ValidateNested()
  @Type(() => BroadcastAudienceDto)
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  audience!: BroadcastAudienceDto;
}

/**
 * `POST /api/email/broadcasts`: an email to an audience, its subject and text holding merge fields
 * ({firstName}, {eventTitle}, ...), sent now or at `sendAt`.
 */
export class CreateEmailBroadcastDto extends EmailAudiencePreviewDto {
  @RequiredText(EMAIL_BROADCAST_LIMITS.subject)
  subject!: string;

  @RequiredText(EMAIL_BROADCAST_LIMITS.text)
  text!: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: VALIDATION_MESSAGES.choice })
  sendAt?: string;
}

export const EMAIL_RECIPIENT_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailRecipientStatus = (typeof EMAIL_RECIPIENT_STATUSES)[number];

/** `GET /api/email/broadcasts/:id/recipients?status=&page=&pageSize=`: a broadcast's people and how their email went. */
export class EmailBroadcastRecipientsQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(EMAIL_RECIPIENT_STATUSES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  status?: EmailRecipientStatus;
}

/** `POST /api/email/unsubscribe?token=`: the signed token of the link in a broadcast's footer (or its List-Unsubscribe header). */
export class EmailUnsubscribeQueryDto {
  @RequiredText(200)
  token!: string;
}
