// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { CCLI_NUMBER, PROGRAM_ITEM_KINDS, WORSHIP_LIMITS, type ProgramItemKind } from './worship.constant';

// class-validator checks a property's decorators bottom-up: the emptiness check sits last so it speaks first.
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimAll = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((v: unknown) => (typeof v === 'string' ? v.trim() : v)) : value);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A song of the library, whole (`POST /api/songs`, `PUT /api/songs/:id`). */
export class SongDto {
  @Transform(trim)
  @MaxLength(WORSHIP_LIMITS.title, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  title!: string;

  @Transform(trim)
  @IsOptional()
  @MaxLength(WORSHIP_LIMITS.authors, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  authors?: string;

  /** The song's CCLI number (digits), or empty for one not in CCLI's catalogue (a public-domain hymn may have one or not). */
  @Transform(trim)
  @IsOptional()
  @Matches(CCLI_NUMBER, { message: VALIDATION_MESSAGES.choice })
  @IsString({ message: VALIDATION_MESSAGES.choice })
  ccliNumber?: string;

  @Transform(trim)
  @IsOptional()
  @MaxLength(WORSHIP_LIMITS.key, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.choice })
  key?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(WORSHIP_LIMITS.minTempo, { message: VALIDATION_MESSAGES.choice })
  @Max(WORSHIP_LIMITS.maxTempo, { message: VALIDATION_MESSAGES.choice })
  tempo?: number | null;

  @Transform(trimAll)
  @IsOptional()
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(WORSHIP_LIMITS.tags, { message: VALIDATION_MESSAGES.tooLong })
  @MaxLength(WORSHIP_LIMITS.tag, { each: true, message: VALIDATION_MESSAGES.tooLong })
  @IsString({ each: true, message: VALIDATION_MESSAGES.choice })
  tags?: string[];

  @IsOptional()
  @MaxLength(WORSHIP_LIMITS.lyrics, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  lyrics?: string;
}

/** `GET /api/songs`: words in the title, authors, CCLI number or tags, and one tag. */
export class SongsQueryDto {
  @Transform(trim)
  @IsOptional()
  @MaxLength(WORSHIP_LIMITS.title, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  q?: string;

  @Transform(trim)
  @IsOptional()
  @MaxLength(WORSHIP_LIMITS.tag, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  tag?: string;
}

/** `GET /api/songs/usage`: the services from `from` to `to` (dates in the church's zone, both included). */
export class SongUsageQueryDto {
  @Matches(DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  from!: string;

  @Matches(DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  to!: string;
}

/** One item of an order of service, whole (added, or changed: every field as it should now be). */
export class ProgramItemDto {
  @IsIn(PROGRAM_ITEM_KINDS, { message: VALIDATION_MESSAGES.choice })
  kind!: ProgramItemKind;

  @Transform(trim)
  @MaxLength(WORSHIP_LIMITS.title, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  title!: string;

  @Type(() => Number)
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(0, { message: VALIDATION_MESSAGES.choice })
  @Max(WORSHIP_LIMITS.durationSeconds, { message: VALIDATION_MESSAGES.choice })
  durationSeconds!: number;

  /** A member of the directory who leads it (with `personName`, their name as shown). */
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  personMemberId?: string | null;

  @Transform(trim)
  @IsOptional()
  @MaxLength(WORSHIP_LIMITS.person, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  personName?: string;

  @IsOptional()
  @MaxLength(WORSHIP_LIMITS.notes, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  notes?: string;

  /** For a song: the library's song. */
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  songId?: string | null;

  /** For a song: the key it is sung in this time. */
  @Transform(trim)
  @IsOptional()
  @MaxLength(WORSHIP_LIMITS.key, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.choice })
  key?: string;
}

/** `POST /api/programs/:id/items`: an item, at `index` (default: the end). */
export class AddProgramItemDto extends ProgramItemDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(0, { message: VALIDATION_MESSAGES.choice })
  index?: number;
}

/** `POST /api/programs/:id/items/:itemId/move`: where the item goes (its index once moved). */
export class MoveProgramItemDto {
  @Type(() => Number)
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(0, { message: VALIDATION_MESSAGES.choice })
  index!: number;
}

/**
 * `POST /api/programs`: the order of service of an event occurrence (`eventId` + `occurrenceStart`:
 * one program per occurrence, so asking again answers the one there is) or of a standalone service.
 * `templateId` starts it with a template's items.
 */
export class CreateProgramDto {
  @Transform(trim)
  @MaxLength(WORSHIP_LIMITS.title, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  title!: string;

  /** When the service begins (an instant with its offset, `2026-12-06T16:00:00.000Z`). */
  @IsISO8601({ strict: true }, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  serviceStart!: string;

  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  eventId?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: VALIDATION_MESSAGES.date })
  occurrenceStart?: string;

  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  templateId?: string;
}

/** `GET /api/programs`: the programs whose service falls from `from` to `to` (dates; default: from today on). */
export class ProgramsQueryDto {
  @IsOptional()
  @Matches(DATE, { message: VALIDATION_MESSAGES.date })
  from?: string;

  @IsOptional()
  @Matches(DATE, { message: VALIDATION_MESSAGES.date })
  to?: string;
}

/** `POST /api/program-templates`: save a program's items as a template. */
export class SaveProgramTemplateDto {
  @Transform(trim)
  @MaxLength(WORSHIP_LIMITS.title, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  name!: string;

  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  programId!: string;
}
