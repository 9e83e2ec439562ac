// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { IsSortOf, PageQueryDto } from '../platform/page-query.dto';
import {
  GROUP_FIELD_LIMITS,
  GROUP_MEETING_DAYS,
  GROUP_OPENNESS,
  GROUP_SORTS,
  GROUP_STATUSES,
  type GroupMeetingDay,
  type GroupOpenness,
  type GroupSort,
  type GroupStatus,
} from './group.constant';
import { OptionalText, RequiredText, trim } from '../platform/text.decorators';

// class-validator checks a property's decorators bottom-up: the emptiness check sits last so it speaks first.
const tidyTags = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? [...new Set(value.map((tag) => (typeof tag === 'string' ? tag.trim().toLowerCase() : tag)).filter((tag) => tag !== ''))] : value;
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** `POST /api/groups` and `PUT /api/groups/:id`: a group's whole description. */
export class GroupDetailsDto {
  @RequiredText(GROUP_FIELD_LIMITS.name)
  name!: string;

  @OptionalText(GROUP_FIELD_LIMITS.description)
  description?: string;

  /** Member ids of its leaders: at least one, who runs it. */
  @IsUUID('all', { each: true, message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(GROUP_FIELD_LIMITS.leaders, { message: VALIDATION_MESSAGES.choice })
  @ArrayMinSize(1, { message: VALIDATION_MESSAGES.required })
  @IsArray({ message: VALIDATION_MESSAGES.required })
  leaderIds!: string[];

  @IsOptional()
  @IsIn(GROUP_MEETING_DAYS as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  meetingDay?: GroupMeetingDay;

  /** 24-hour "HH:MM", in the church's time zone. */
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: VALIDATION_MESSAGES.choice })
  meetingTime?: string;

  @OptionalText(GROUP_FIELD_LIMITS.place)
  place?: string;

  @Transform(trim)
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true }, { message: VALIDATION_MESSAGES.choice })
  @MaxLength(GROUP_FIELD_LIMITS.onlineLink, { message: VALIDATION_MESSAGES.tooLong })
  onlineLink?: string;

  /** How many members it takes (leaders aside); absent or null for no limit. */
  @IsOptional()
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(1, { message: VALIDATION_MESSAGES.choice })
  @Max(GROUP_FIELD_LIMITS.capacity, { message: VALIDATION_MESSAGES.choice })
  capacity?: number | null;

  @IsIn(GROUP_OPENNESS as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  openness!: GroupOpenness;

  @OptionalText(GROUP_FIELD_LIMITS.ministry)
  ministry?: string;

  @OptionalText(GROUP_FIELD_LIMITS.campus)
  campus?: string;

  @Transform(tidyTags)
  @IsOptional()
  @IsString({ each: true, message: VALIDATION_MESSAGES.required })
  @MaxLength(GROUP_FIELD_LIMITS.tag, { each: true, message: VALIDATION_MESSAGES.tooLong })
  @ArrayMaxSize(GROUP_FIELD_LIMITS.tags, { message: VALIDATION_MESSAGES.choice })
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  tags?: string[];
}

/** `GET /api/groups`: search and filter the groups. */
export class ListGroupsQueryDto extends PageQueryDto<GroupSort> {
  @IsSortOf(GROUP_SORTS)
  declare sort?: GroupSort;

  /** Words in a group's name, description, place, ministry or tags. */
  @Transform(trim)
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.choice })
  @MaxLength(100, { message: VALIDATION_MESSAGES.tooLong })
  search?: string;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.choice })
  @MaxLength(GROUP_FIELD_LIMITS.tag, { message: VALIDATION_MESSAGES.tooLong })
  tag?: string;

  @IsOptional()
  @IsIn(GROUP_MEETING_DAYS as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  day?: GroupMeetingDay;

  /** Only groups that take requests now: open, not full. */
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  openOnly?: boolean;

  /** Archived groups are listed only to those who manage groups. */
  @IsOptional()
  @IsIn(GROUP_STATUSES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  status?: GroupStatus;
}

/** `POST /api/groups/:id/join-requests`: the asker's own request, with a note for the leaders. */
export class JoinGroupDto {
  @OptionalText(GROUP_FIELD_LIMITS.message)
  message?: string;
}

/** `POST /api/groups/:id/meetings`: a meeting that took place and who came. */
export class RecordGroupMeetingDto {
  /** The day it met, "YYYY-MM-DD". */
  @Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  date!: string;

  @OptionalText(GROUP_FIELD_LIMITS.topic)
  topic?: string;

  /** Member ids of those who came (its members and leaders). */
  @IsUUID('all', { each: true, message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(GROUP_FIELD_LIMITS.attendees, { message: VALIDATION_MESSAGES.choice })
  @IsArray({ message: VALIDATION_MESSAGES.required })
  attendeeIds!: string[];
}
