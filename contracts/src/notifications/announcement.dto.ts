// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsUUID, ValidateIf, ValidateNested } from 'class-validator';
import { USER_ROLES, type UserRole } from '../auth/user-roles.constant';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { MEMBER_FIELD_LIMITS, MEMBER_ROLES, type MemberRole } from '../members/member-roles.constant';
import { NOTIFICATION_PRIORITIES, type NotificationPriority } from './notification.read-model';
import { RequiredText } from '../platform/text.decorators';

export const ANNOUNCEMENT_AUDIENCES = ['everyone', ...USER_ROLES] as const;
/** The first form of an audience: everyone, or the accounts holding one sign-in role. */
export type AnnouncementAudience = 'everyone' | UserRole;
export const ANNOUNCEMENT_LIMITS = { title: 120, message: 2000 } as const;
/** An announcement stays on the board 7 days unless its sender says otherwise, at most a year. */
export const ANNOUNCEMENT_END_DAYS = { default: 7, max: 365 } as const;

/** Who an announcement reaches among the church's people (with or without an account): the email broadcasts' audiences. */
export const ANNOUNCEMENT_TARGET_KINDS = ['everyone', 'role', 'ministry', 'group'] as const;
export type AnnouncementTargetKind = (typeof ANNOUNCEMENT_TARGET_KINDS)[number];
export type AnnouncementTarget =
  { kind: 'everyone' } | { kind: 'role'; role: MemberRole } | { kind: 'ministry'; ministry: string } | { kind: 'group'; groupId: string };

export class AnnouncementTargetDto {
  @IsIn(ANNOUNCEMENT_TARGET_KINDS as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  kind!: AnnouncementTargetKind;

  @ValidateIf((o: AnnouncementTargetDto) => o.kind === 'role')
  @IsIn(MEMBER_ROLES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  role?: MemberRole;

  @ValidateIf((o: AnnouncementTargetDto) => o.kind === 'ministry')
  @RequiredText(MEMBER_FIELD_LIMITS.ministry)
  ministry?: string;

  @ValidateIf((o: AnnouncementTargetDto) => o.kind === 'group')
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  groupId?: string;
}

/**
 * `POST /api/announcements/preview`: how many an audience reaches by each channel. Either
 * `audience` (everyone, or one sign-in role, as before) or `to` (people of the directory: everyone,
 * a congregation role, a ministry, a group); `to` wins when both are given.
 */
export class AnnouncementPreviewDto {
  @ValidateIf((o: AnnouncementPreviewDto) => o.to === undefined)
  @IsIn(ANNOUNCEMENT_AUDIENCES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  audience?: AnnouncementAudience;

  @IsOptional()
  @ValidateNested()
  @Type(() => AnnouncementTargetDto)
  to?: AnnouncementTargetDto;
}

/**
 * `POST /api/announcements`: an administrator speaks to an audience, in the app, by email and by SMS
 * to those who opted in; it stays on the announcements board until `endsAt` (7 days unless given;
 * not in the past, at most a year away).
 */
export class SendAnnouncementDto extends AnnouncementPreviewDto {
  @RequiredText(ANNOUNCEMENT_LIMITS.title)
  title!: string;

  @RequiredText(ANNOUNCEMENT_LIMITS.message)
  message!: string;

  @IsIn(NOTIFICATION_PRIORITIES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  priority!: NotificationPriority;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: VALIDATION_MESSAGES.date })
  endsAt?: string;
}
