// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { OptionalText, RequiredText, trim } from '../platform/text.decorators';
import {
  EVENT_CATEGORY_SLUG,
  EVENT_LIMITS,
  EVENT_REGISTRATIONS,
  EVENT_TIME,
  EVENT_VISIBILITIES,
  OCCURRENCE_SCOPES,
  type EventRegistration,
  type EventVisibility,
  type OccurrenceScope,
} from './event.constant';

// class-validator checks a property's decorators bottom-up: the emptiness check sits last so it speaks first.
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** The fields creating and changing an event share, each optional (absent: the default, or as it is). */
abstract class EventFieldsDto {
  @OptionalText(EVENT_LIMITS.description)
  description?: string;

  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  allDay?: boolean;

  /** An RRULE (`FREQ=WEEKLY;BYDAY=SU`, `FREQ=MONTHLY;BYDAY=2SU;COUNT=12`); absent or null for a one-off. */
  @Transform(trim)
  @IsOptional()
  @MaxLength(EVENT_LIMITS.rrule, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.choice })
  recurrence?: string | null;

  @OptionalText(EVENT_LIMITS.location)
  location?: string;

  /** The room it is held in (booked with it). */
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  roomId?: string | null;

  /** Resources it books (a projector, the van). */
  @IsOptional()
  @IsUUID('all', { each: true, message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(EVENT_LIMITS.resources, { message: VALIDATION_MESSAGES.tooLong })
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  resourceIds?: string[];

  /** Minutes the room and resources are held before it starts (setting up). */
  @IsOptional()
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(0, { message: VALIDATION_MESSAGES.choice })
  @Max(EVENT_LIMITS.bufferMinutes, { message: VALIDATION_MESSAGES.choice })
  setupMinutes?: number;

  /** Minutes they are held after it ends (clearing away). */
  @IsOptional()
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(0, { message: VALIDATION_MESSAGES.choice })
  @Max(EVENT_LIMITS.bufferMinutes, { message: VALIDATION_MESSAGES.choice })
  teardownMinutes?: number;

  /** How many it takes; absent or null for no limit. */
  @IsOptional()
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(1, { message: VALIDATION_MESSAGES.choice })
  @Max(EVENT_LIMITS.capacity, { message: VALIDATION_MESSAGES.choice })
  capacity?: number | null;

  @IsOptional()
  @IsIn(EVENT_REGISTRATIONS as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  registration?: EventRegistration;

  /** The last moment to register, like startsAt; absent or null for none. */
  @IsOptional()
  @Matches(EVENT_TIME, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  registrationDeadline?: string | null;

  @IsOptional()
  @IsIn(EVENT_VISIBILITIES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  visibility?: EventVisibility;
}

/**
 * What an event says about itself besides its times. Times are local to the church's time zone
 * (`2026-03-08T10:00`) unless they carry an offset; an all-day event gives dates (`2026-03-08`),
 * its end the last day it runs.
 */
export class CreateEventDto extends EventFieldsDto {
  @RequiredText(EVENT_LIMITS.title)
  title!: string;

  /** One of EVENT_CATEGORIES, or the church's own slug. */
  @Matches(EVENT_CATEGORY_SLUG, { message: VALIDATION_MESSAGES.choice })
  @MaxLength(EVENT_LIMITS.category, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  category!: string;

  @Matches(EVENT_TIME, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  startsAt!: string;

  @Matches(EVENT_TIME, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  endsAt!: string;
}

/** `PATCH /api/events/:id`: what changes for the whole series (every field optional; a title given may not be blank). */
export class ChangeEventDto extends EventFieldsDto {
  @IsOptional()
  @RequiredText(EVENT_LIMITS.title)
  title?: string;

  @IsOptional()
  @Matches(EVENT_CATEGORY_SLUG, { message: VALIDATION_MESSAGES.choice })
  @MaxLength(EVENT_LIMITS.category, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  category?: string;

  @IsOptional()
  @Matches(EVENT_TIME, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  startsAt?: string;

  @IsOptional()
  @Matches(EVENT_TIME, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  endsAt?: string;
}

/**
 * `PATCH /api/events/:id/occurrences/:date`: change one occurrence (`this`: its title, times,
 * place or description) or it and every later one (`following`: the series splits there and the
 * later part takes the changes, as a new event).
 */
export class ChangeOccurrenceDto extends ChangeEventDto {
  @IsIn(OCCURRENCE_SCOPES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  scope!: OccurrenceScope;
}

/** `GET /api/events`: the occurrences in a window (default: the next 31 days), by category and words. */
export class EventsQueryDto {
  @IsOptional()
  @Matches(EVENT_TIME, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  from?: string;

  @IsOptional()
  @Matches(EVENT_TIME, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  to?: string;

  @IsOptional()
  @Matches(EVENT_CATEGORY_SLUG, { message: VALIDATION_MESSAGES.choice })
  @MaxLength(EVENT_LIMITS.category, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.choice })
  category?: string;

  @OptionalText(EVENT_LIMITS.search)
  q?: string;
}

/** `POST /api/rooms`: a room events are held in. */
export class CreateEventRoomDto {
  @RequiredText(EVENT_LIMITS.bookableName)
  name!: string;

  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(1, { message: VALIDATION_MESSAGES.choice })
  @Max(EVENT_LIMITS.capacity, { message: VALIDATION_MESSAGES.choice })
  capacity!: number;
}

/** `POST /api/resources`: something events book besides a room (a projector, the van, the kitchen). */
export class CreateEventResourceDto {
  @RequiredText(EVENT_LIMITS.bookableName)
  name!: string;
}

/** `GET /api/rooms/free`: the rooms with no booking (buffers included) in a window. */
export class FreeRoomsQueryDto {
  @Matches(EVENT_TIME, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  from!: string;

  @Matches(EVENT_TIME, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  to!: string;
}
