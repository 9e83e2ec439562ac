// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { ATTENDANCE_LIMITS, GATHERING_KINDS, GATHERING_REPEATS, OCCURRENCE_DATE, type GatheringKind, type GatheringRepeat } from './attendance.constant';
import { OptionalText, RequiredText, trim } from '../platform/text.decorators';

/** `POST /api/gatherings`: a service or meeting, once or repeating from its first time. */
export class CreateGatheringDto {
  @RequiredText(ATTENDANCE_LIMITS.name)
  name!: string;

  @IsIn(GATHERING_KINDS as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  kind!: GatheringKind;

  /** The first (or only) time it meets, ISO 8601. */
  @IsISO8601({ strict: true }, { message: VALIDATION_MESSAGES.date })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  startsAt!: string;

  @IsOptional()
  @IsIn(GATHERING_REPEATS as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  repeat?: GatheringRepeat;

  /** With `repeat: 'rrule'`: the rule's text, e.g. `FREQ=WEEKLY;BYDAY=WE`. */
  @Transform(trim)
  @ValidateIf((dto: CreateGatheringDto) => dto.repeat === 'rrule')
  @MaxLength(ATTENDANCE_LIMITS.rrule, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  rrule?: string;
}

/** `POST /api/gatherings/:id/attendance`: who was there. Recording someone twice counts them once. */
export class RecordAttendanceDto {
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  @ArrayMinSize(1, { message: VALIDATION_MESSAGES.required })
  @ArrayMaxSize(ATTENDANCE_LIMITS.memberIds, { message: VALIDATION_MESSAGES.tooLong })
  @IsUUID('all', { each: true, message: VALIDATION_MESSAGES.choice })
  memberIds!: string[];

  /** Which occurrence (its date); the latest one that has begun when absent. */
  @IsOptional()
  @Matches(OCCURRENCE_DATE, { message: VALIDATION_MESSAGES.date })
  occurrence?: string;
}

/** `POST /api/gatherings/:id/headcount`: an anonymous count (visitors, a crowd), replacing the last one given. */
export class RecordHeadcountDto {
  @Type(() => Number)
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(0, { message: VALIDATION_MESSAGES.choice })
  @Max(ATTENDANCE_LIMITS.headcount, { message: VALIDATION_MESSAGES.choice })
  count!: number;

  @IsOptional()
  @Matches(OCCURRENCE_DATE, { message: VALIDATION_MESSAGES.date })
  occurrence?: string;
}

/** `GET /api/gatherings/:id/attendance?occurrence=YYYY-MM-DD`. */
export class GatheringAttendanceQueryDto {
  @IsOptional()
  @Matches(OCCURRENCE_DATE, { message: VALIDATION_MESSAGES.date })
  occurrence?: string;
}

/** `POST /api/check-in/rooms`. */
export class CreateRoomDto {
  @RequiredText(ATTENDANCE_LIMITS.roomName)
  name!: string;
}

/** `GET /api/check-in/families?search=`: a family name, or the last four digits of a phone. */
export class FamilySearchQueryDto {
  @RequiredText(ATTENDANCE_LIMITS.search)
  search!: string;
}

export class CheckInChildDto {
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  memberId!: string;

  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  roomId!: string;

  @OptionalText(ATTENDANCE_LIMITS.notes)
  allergies?: string;

  @OptionalText(ATTENDANCE_LIMITS.notes)
  medicalNotes?: string;
}

/** `POST /api/check-ins`: children checked in together share one security code. */
export class CheckInDto {
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  @ArrayMinSize(1, { message: VALIDATION_MESSAGES.required })
  @ArrayMaxSize(ATTENDANCE_LIMITS.children, { message: VALIDATION_MESSAGES.tooLong })
  @ValidateNested({ each: true })
  @Type(() => CheckInChildDto)
  children!: CheckInChildDto[];

  /** Who brought them, as they said at the door. */
  @RequiredText(ATTENDANCE_LIMITS.guardian)
  guardian!: string;
}

/** `POST /api/check-ins/:id/check-out`: the code on the parent's receipt. */
export class CheckOutDto {
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  memberId!: string;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @MaxLength(16, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  code!: string;

  /** Who collected them. */
  @RequiredText(ATTENDANCE_LIMITS.guardian)
  collectedBy!: string;
}

/** `GET /api/check-ins/custody?from=&to=`: the custody trail between two dates (inclusive). */
export class CustodyTrailQueryDto {
  @Matches(OCCURRENCE_DATE, { message: VALIDATION_MESSAGES.date })
  from!: string;

  @Matches(OCCURRENCE_DATE, { message: VALIDATION_MESSAGES.date })
  to!: string;
}
