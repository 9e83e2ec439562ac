// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { VALIDATION_MESSAGES } from '../../errors/validation-messages.constant';
import { GIVING_DATE } from '../../giving/giving.constant';
import { PageQueryDto } from '../../platform/page-query.dto';
import { OptionalText, RequiredText, trim } from '../../platform/text.decorators';
import {
  BIBLE_BOOK_CODES,
  SERMON_LIMITS,
  SERMON_MEDIA_KINDS,
  SERMON_MEDIA_TYPES,
  SERMON_STATUSES,
  type BibleBook,
  type SermonMediaKind,
  type SermonMediaType,
  type SermonStatus,
} from './sermon.constant';

// class-validator checks a property's decorators bottom-up: the presence check sits last so it speaks first.

/** The recording: `kind` says which of the other fields apply. */
export class SermonMediaDto {
  @IsIn([...SERMON_MEDIA_KINDS], { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  kind!: SermonMediaKind;

  /** `kind: 'url'`: an http(s) address of the audio or video file. */
  @ValidateIf((media: SermonMediaDto) => media.kind === 'url')
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: VALIDATION_MESSAGES.choice })
  @MaxLength(SERMON_LIMITS.url, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  url?: string;

  @ValidateIf((media: SermonMediaDto) => media.kind === 'url' || media.mimeType !== undefined)
  @IsIn([...SERMON_MEDIA_TYPES], { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  mimeType?: SermonMediaType;

  /** The file's size in bytes: the podcast enclosure's `length`. */
  @IsOptional()
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(0, { message: VALIDATION_MESSAGES.choice })
  lengthBytes?: number;

  @IsOptional()
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(0, { message: VALIDATION_MESSAGES.choice })
  durationSeconds?: number;

  /** `kind: 'file'`: the media library's file. */
  @ValidateIf((media: SermonMediaDto) => media.kind === 'file')
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  mediaId?: string;

  /** `kind: 'recording'`: a livestream's recording. */
  @ValidateIf((media: SermonMediaDto) => media.kind === 'recording')
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  recordingId?: string;
}

/** The parts of a sermon the media team may give or change (all but the title, speaker and date may be left out). */
class SermonDetailsDto {
  /** Set when the speaker is a member of the church; `speaker` is still the name shown. */
  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  speakerMemberId?: string;

  /** The series' name; an empty one takes the sermon out of its series. */
  @OptionalText(SERMON_LIMITS.series)
  series?: string;

  /** References as people write them ("Jn 3:16-18; Rom 8"); the server normalises them or refuses them (SCRIPTURE_INVALID). */
  @OptionalText(SERMON_LIMITS.scripture)
  scripture?: string;

  @OptionalText(SERMON_LIMITS.summary)
  summary?: string;

  @OptionalText(SERMON_LIMITS.transcript)
  transcript?: string;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((tag) => trim({ value: tag })) : value))
  @IsString({ each: true, message: VALIDATION_MESSAGES.choice })
  @MaxLength(SERMON_LIMITS.tag, { each: true, message: VALIDATION_MESSAGES.tooLong })
  @ArrayMaxSize(SERMON_LIMITS.tags, { message: VALIDATION_MESSAGES.tooLong })
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  tags?: string[];

  /** Files of the media library given with the sermon (notes, slides, images), in the order shown; `[]` removes them all. */
  @IsOptional()
  @IsUUID('4', { each: true, message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(SERMON_LIMITS.attachments, { message: VALIDATION_MESSAGES.tooLong })
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  attachmentIds?: string[];

  /** The recording; `null` on a change removes it. */
  @IsOptional()
  @ValidateNested()
  @Type(() => SermonMediaDto)
  media?: SermonMediaDto | null;
}

/** `POST /api/sermons`: a new sermon, kept as a draft until it is published. */
export class CreateSermonDto extends SermonDetailsDto {
  @RequiredText(SERMON_LIMITS.title)
  title!: string;

  @RequiredText(SERMON_LIMITS.speaker)
  speaker!: string;

  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  preachedOn!: string;
}

/** `PATCH /api/sermons/:id` (If-Match: the revision last seen): only the fields given change. */
export class ChangeSermonDto extends SermonDetailsDto {
  @IsOptional()
  @RequiredText(SERMON_LIMITS.title)
  title?: string;

  @IsOptional()
  @RequiredText(SERMON_LIMITS.speaker)
  speaker?: string;

  @IsOptional()
  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  preachedOn?: string;
}

export const SERMON_SORTS = ['-preachedOn', 'preachedOn', 'title'] as const;
export type SermonSort = (typeof SERMON_SORTS)[number];

/** `GET /api/sermons?search=&series=&speaker=&book=&from=&to=`: the archive, newest first. */
export class SermonsQueryDto extends PageQueryDto<SermonSort> {
  @OptionalText(100)
  search?: string;

  /** A series' id (its slug). */
  @OptionalText(SERMON_LIMITS.series)
  series?: string;

  @OptionalText(SERMON_LIMITS.speaker)
  speaker?: string;

  @IsOptional()
  @IsIn([...BIBLE_BOOK_CODES], { message: VALIDATION_MESSAGES.choice })
  book?: BibleBook;

  @IsOptional()
  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  from?: string;

  @IsOptional()
  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  to?: string;

  /** Drafts are listed only for the media team (content.manage). */
  @IsOptional()
  @IsIn([...SERMON_STATUSES], { message: VALIDATION_MESSAGES.choice })
  status?: SermonStatus;

  @IsOptional()
  @IsIn([...SERMON_SORTS], { message: VALIDATION_MESSAGES.choice })
  declare sort?: SermonSort;
}

/** A series' id from its name: lower case, words joined by hyphens ("Hope in Exile" → "hope-in-exile"). */
export function seriesIdOf(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'series'
  );
}
