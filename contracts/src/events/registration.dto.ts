import 'reflect-metadata';
import { IsInt, IsOptional, IsString, IsUUID, Matches, Max, Min } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { RequiredText } from '../platform/text.decorators';
import { EVENT_CATEGORY_SLUG, EVENT_LIMITS, EVENT_OCCURRENCE_DATE, EVENT_TIME } from './event.constant';

export const REGISTRATION_LIMITS = {
  /** The most places one registration takes (a family). */
  party: 20,
} as const;

/**
 * `POST /api/events/:id/registrations`: register yourself, or (events.write) the member named.
 * `occurrence` names the date of a recurring event's occurrence; a one-off event needs none, a
 * recurring one without it registers for the next occurrence.
 */
export class RegisterForEventDto {
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  memberId?: string;

  @IsOptional()
  @Matches(EVENT_OCCURRENCE_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  occurrence?: string;

  /** Places taken, the person included (default 1). */
  @IsOptional()
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(1, { message: VALIDATION_MESSAGES.choice })
  @Max(REGISTRATION_LIMITS.party, { message: VALIDATION_MESSAGES.choice })
  party?: number;
}

/** `GET /api/events/:id/registrations`, `GET /api/events/:id/registrations/mine`: which occurrence (default: as when registering). */
export class RegistrationsQueryDto {
  @IsOptional()
  @Matches(EVENT_OCCURRENCE_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  occurrence?: string;
}

/** `POST /api/events/:id/check-ins`: someone arrived (registered, or a walk-in). */
export class CheckInAttendeeDto {
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  memberId!: string;

  @IsOptional()
  @Matches(EVENT_OCCURRENCE_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  occurrence?: string;
}

/** `GET /api/event-analytics`: a window of occurrences (default: the last 12 weeks). */
export class EventAnalyticsQueryDto {
  @IsOptional()
  @Matches(EVENT_TIME, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  from?: string;

  @IsOptional()
  @Matches(EVENT_TIME, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  to?: string;
}

/** `POST /api/event-categories`: one of the church's own categories beside the built-in ones. */
export class AddEventCategoryDto {
  /** Lower-case words joined by hyphens (`mens-breakfast`). */
  @Matches(EVENT_CATEGORY_SLUG, { message: VALIDATION_MESSAGES.choice })
  @RequiredText(EVENT_LIMITS.category)
  slug!: string;

  @RequiredText(EVENT_LIMITS.categoryLabel)
  label!: string;
}
