// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { IsIn } from 'class-validator';
import { USER_ROLES, type UserRole } from '../auth/user-roles.constant';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { NOTIFICATION_PRIORITIES, type NotificationPriority } from './notification.read-model';
import { RequiredText } from '../platform/text.decorators';

export const ANNOUNCEMENT_AUDIENCES = ['everyone', ...USER_ROLES] as const;
export type AnnouncementAudience = 'everyone' | UserRole;
export const ANNOUNCEMENT_LIMITS = { title: 120, message: 2000 } as const;

/** `POST /api/announcements`: an administrator speaks to everyone, or to the holders of one role. */
export class SendAnnouncementDto {
  @RequiredText(ANNOUNCEMENT_LIMITS.title)
  title!: string;

  @RequiredText(ANNOUNCEMENT_LIMITS.message)
  message!: string;

  @IsIn(NOTIFICATION_PRIORITIES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  priority!: NotificationPriority;

  @IsIn(ANNOUNCEMENT_AUDIENCES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  audience!: AnnouncementAudience;
}
